import { SUPPORT_NETWORK_LABELS, SUPPORT_NETWORKS } from '@/domain/support/supportPosts'

export function NetworkOptions({ emptyLabel }: { emptyLabel: string }) {
  return (
    <>
      <option value="">{emptyLabel}</option>
      {SUPPORT_NETWORKS.map((network) => (
        <option key={network} value={network}>
          {SUPPORT_NETWORK_LABELS[network]}
        </option>
      ))}
    </>
  )
}
