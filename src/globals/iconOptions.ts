/** The admin shows the French label; the frontend maps each key to its drawing (src/components/Icon.tsx). */
export const ICON_OPTIONS = [
  { value: 'eye', label: 'Œil (vues)' },
  { value: 'eye-off', label: 'Œil barré (discrétion)' },
  { value: 'heart', label: 'Cœur (likes)' },
  { value: 'message', label: 'Bulle (commentaires)' },
  { value: 'share', label: 'Partage' },
  { value: 'pen', label: 'Stylo (posts)' },
  { value: 'user-plus', label: 'Ajout de membre (parrainage)' },
  { value: 'users', label: 'Groupe' },
  { value: 'target', label: 'Cible' },
  { value: 'rocket', label: 'Fusée' },
  { value: 'shield', label: 'Bouclier' },
  { value: 'lock', label: 'Cadenas' },
  { value: 'sparkles', label: 'Étincelles' },
  { value: 'trending-up', label: 'Courbe en hausse' },
  { value: 'chart', label: 'Graphique' },
  { value: 'handshake', label: 'Poignée de main' },
  { value: 'lightbulb', label: 'Ampoule (idée)' },
  { value: 'flask', label: 'Fiole (test)' },
  { value: 'megaphone', label: 'Mégaphone' },
  { value: 'badge', label: 'Badge validé' },
  { value: 'trophy', label: 'Trophée' },
  { value: 'star', label: 'Étoile' },
  { value: 'gift', label: 'Cadeau' },
  { value: 'briefcase', label: 'Mallette (clients)' },
  { value: 'shopping-bag', label: 'Sac (ventes)' },
  { value: 'coins', label: 'Pièces' },
  { value: 'zap', label: 'Éclair' },
] as const

export type IconName = (typeof ICON_OPTIONS)[number]['value']

export const NETWORK_OPTIONS = [
  { value: 'linkedin', label: 'LinkedIn' },
  { value: 'instagram', label: 'Instagram' },
  { value: 'tiktok', label: 'TikTok' },
  { value: 'x', label: 'X' },
  { value: 'facebook', label: 'Facebook' },
  { value: 'youtube', label: 'YouTube' },
] as const

export type NetworkName = (typeof NETWORK_OPTIONS)[number]['value']
