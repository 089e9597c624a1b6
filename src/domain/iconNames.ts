/** What the frontend needs on every page: the icons' names without the admin's labels (`globals/iconOptions.ts`), and the networks. */
export const ICON_NAMES = [
  'eye',
  'eye-off',
  'heart',
  'message',
  'share',
  'pen',
  'user-plus',
  'users',
  'target',
  'rocket',
  'shield',
  'lock',
  'sparkles',
  'trending-up',
  'chart',
  'handshake',
  'lightbulb',
  'flask',
  'megaphone',
  'badge',
  'trophy',
  'star',
  'gift',
  'briefcase',
  'shopping-bag',
  'coins',
  'zap',
] as const

export type IconName = (typeof ICON_NAMES)[number]

export const NETWORK_OPTIONS = [
  { value: 'linkedin', label: 'LinkedIn' },
  { value: 'instagram', label: 'Instagram' },
  { value: 'tiktok', label: 'TikTok' },
  { value: 'x', label: 'X' },
  { value: 'facebook', label: 'Facebook' },
  { value: 'youtube', label: 'YouTube' },
] as const

export type NetworkName = (typeof NETWORK_OPTIONS)[number]['value']
