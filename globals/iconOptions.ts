import { ICON_NAMES, type IconName } from '@/domain/iconNames'

export { NETWORK_OPTIONS, type IconName, type NetworkName } from '@/domain/iconNames'

const ICON_LABELS: Record<IconName, string> = {
  eye: 'Œil (vues)',
  'eye-off': 'Œil barré (discrétion)',
  heart: 'Cœur (likes)',
  message: 'Bulle (commentaires)',
  share: 'Partage',
  pen: 'Stylo (posts)',
  'user-plus': 'Ajout de membre (parrainage)',
  users: 'Groupe',
  target: 'Cible',
  rocket: 'Fusée',
  shield: 'Bouclier',
  lock: 'Cadenas',
  sparkles: 'Étincelles',
  'trending-up': 'Courbe en hausse',
  chart: 'Graphique',
  handshake: 'Poignée de main',
  lightbulb: 'Ampoule (idée)',
  flask: 'Fiole (test)',
  megaphone: 'Mégaphone',
  badge: 'Badge validé',
  trophy: 'Trophée',
  star: 'Étoile',
  gift: 'Cadeau',
  briefcase: 'Mallette (clients)',
  'shopping-bag': 'Sac (ventes)',
  coins: 'Pièces',
  zap: 'Éclair',
}

/** The admin shows the French label; the frontend maps each key to its drawing (src/components/Icon.tsx). */
export const ICON_OPTIONS = ICON_NAMES.map((value) => ({ value, label: ICON_LABELS[value] }))
