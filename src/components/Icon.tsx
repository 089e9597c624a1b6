import {
  BadgeCheck,
  Briefcase,
  ChartColumn,
  Coins,
  Eye,
  EyeOff,
  FlaskConical,
  Gift,
  Handshake,
  Heart,
  Lightbulb,
  Lock,
  type LucideIcon,
  Megaphone,
  MessageCircle,
  PenLine,
  Rocket,
  Share2,
  ShieldCheck,
  ShoppingBag,
  Sparkles,
  Star,
  Target,
  TrendingUp,
  Trophy,
  UserPlus,
  Users,
  Zap,
} from 'lucide-react'

import type { IconName } from '@/globals/iconOptions'

const ICONS: Record<IconName, LucideIcon> = {
  eye: Eye,
  'eye-off': EyeOff,
  heart: Heart,
  message: MessageCircle,
  share: Share2,
  pen: PenLine,
  'user-plus': UserPlus,
  users: Users,
  target: Target,
  rocket: Rocket,
  shield: ShieldCheck,
  lock: Lock,
  sparkles: Sparkles,
  'trending-up': TrendingUp,
  chart: ChartColumn,
  handshake: Handshake,
  lightbulb: Lightbulb,
  flask: FlaskConical,
  megaphone: Megaphone,
  badge: BadgeCheck,
  trophy: Trophy,
  star: Star,
  gift: Gift,
  briefcase: Briefcase,
  'shopping-bag': ShoppingBag,
  coins: Coins,
  zap: Zap,
}

/** A decorative icon chosen in the admin; the text beside it carries the meaning. */
export function Icon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
  const Drawing = ICONS[name] ?? Sparkles
  return <Drawing className={className} aria-hidden="true" focusable="false" />
}
