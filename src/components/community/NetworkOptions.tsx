import { SUPPORT_NETWORK_LABELS, SUPPORT_NETWORKS } from '@/domain/supportPosts'

/** The `<option>`s of a post's network, after a first empty one saying what choosing none means. */
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
