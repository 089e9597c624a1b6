import { NETWORK_OPTIONS, type NetworkName } from '@/domain/iconNames'

const labelOf = (network: NetworkName) => NETWORK_OPTIONS.find((option) => option.value === network)?.label ?? network

/** Simplified line drawings of each network's logo, drawn here so no outside file is loaded. */
const DRAWINGS: Record<NetworkName, React.ReactNode> = {
  linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10v7M8 7v.01M12 17v-7M12 13a3 3 0 0 1 6 0v4" />
    </>
  ),
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5v.01" />
    </>
  ),
  tiktok: <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 2.5 2.5 4.5 5 4.5" />,
  x: <path d="M4 4l16 16M20 4L4 20" />,
  facebook: <path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V21M6 11h8" />,
  youtube: (
    <>
      <rect x="2.5" y="5" width="19" height="14" rx="4" />
      <path d="M10 9l5 3-5 3z" />
    </>
  ),
}

export function SocialIcons({ networks }: { networks: NetworkName[] }) {
  return (
    <ul className="flex gap-2" aria-label="Réseaux sociaux">
      {networks.map((network) => (
        <li key={network}>
          <svg
            viewBox="0 0 24 24"
            className="size-5 text-stone-700"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            role="img"
            aria-label={labelOf(network)}
          >
            {DRAWINGS[network]}
          </svg>
        </li>
      ))}
    </ul>
  )
}
