import * as badge from 'lucide-react/icons/badge-check'
import * as bell from 'lucide-react/icons/bell'
import * as briefcase from 'lucide-react/icons/briefcase'
import * as chart from 'lucide-react/icons/chart-column'
import * as check from 'lucide-react/icons/check'
import * as chevronLeft from 'lucide-react/icons/chevron-left'
import * as chevronRight from 'lucide-react/icons/chevron-right'
import * as coins from 'lucide-react/icons/coins'
import * as eye from 'lucide-react/icons/eye'
import * as eyeOff from 'lucide-react/icons/eye-off'
import * as flask from 'lucide-react/icons/flask-conical'
import * as gift from 'lucide-react/icons/gift'
import * as handshake from 'lucide-react/icons/handshake'
import * as heart from 'lucide-react/icons/heart'
import * as lightbulb from 'lucide-react/icons/lightbulb'
import * as lock from 'lucide-react/icons/lock'
import * as megaphone from 'lucide-react/icons/megaphone'
import * as menu from 'lucide-react/icons/menu'
import * as message from 'lucide-react/icons/message-circle'
import * as pen from 'lucide-react/icons/pen-line'
import * as rocket from 'lucide-react/icons/rocket'
import * as share from 'lucide-react/icons/share-2'
import * as shield from 'lucide-react/icons/shield-check'
import * as shoppingBag from 'lucide-react/icons/shopping-bag'
import * as sparkles from 'lucide-react/icons/sparkles'
import * as star from 'lucide-react/icons/star'
import * as target from 'lucide-react/icons/target'
import * as trendingUp from 'lucide-react/icons/trending-up'
import * as trophy from 'lucide-react/icons/trophy'
import * as user from 'lucide-react/icons/circle-user-round'
import * as userPlus from 'lucide-react/icons/user-plus'
import * as users from 'lucide-react/icons/users'
import * as zap from 'lucide-react/icons/zap'

import * as circleAlertIcon from 'lucide-react/icons/circle-exclamation-point'
import * as circleCheckIcon from 'lucide-react/icons/circle-check'
import * as circleXIcon from 'lucide-react/icons/circle-x'
import * as xIcon from 'lucide-react/icons/x'
import * as creditCardIcon from 'lucide-react/icons/credit-card'
import * as loaderCircleIcon from 'lucide-react/icons/loader-circle'
import * as partyPopperIcon from 'lucide-react/icons/party-popper'
import * as arrowLeftIcon from 'lucide-react/icons/arrow-left'
import * as externalLinkIcon from 'lucide-react/icons/external-link'
import * as userRoundIcon from 'lucide-react/icons/user-round'

import type { SpriteIconName } from '@/components/Icon'

export const dynamic = 'force-static'

type IconNode = Array<[tag: string, attributes: Record<string, string | number>]>
/** Each lucide icon module also exports its drawing, which its published types leave out. */
const drawing = (icon: object) => (icon as { __iconData: { node: IconNode } }).__iconData.node

const ICONS: Record<SpriteIconName, object> = {
  'circle-alert': circleAlertIcon,
  'circle-check': circleCheckIcon,
  'circle-x': circleXIcon,
  x: xIcon,
  'credit-card': creditCardIcon,
  'loader-circle': loaderCircleIcon,
  'party-popper': partyPopperIcon,
  'arrow-left': arrowLeftIcon,
  'external-link': externalLinkIcon,
  'user-round': userRoundIcon,
  badge,
  bell,
  briefcase,
  chart,
  check,
  'chevron-left': chevronLeft,
  'chevron-right': chevronRight,
  coins,
  eye,
  'eye-off': eyeOff,
  flask,
  gift,
  handshake,
  heart,
  lightbulb,
  lock,
  megaphone,
  menu,
  message,
  pen,
  rocket,
  share,
  shield,
  'shopping-bag': shoppingBag,
  sparkles,
  star,
  target,
  'trending-up': trendingUp,
  trophy,
  user,
  'user-plus': userPlus,
  users,
  zap,
}

const escape = (value: string | number) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;')

function symbol(id: string, node: IconNode) {
  const shapes = node.map(([tag, attributes]) => {
    const attrs = Object.entries(attributes)
      .filter(([name]) => name !== 'key')
      .map(([name, value]) => ` ${name}="${escape(value)}"`)
      .join('')
    return `<${tag}${attrs}/>`
  })
  return `<symbol id="${id}" viewBox="0 0 24 24">${shapes.join('')}</symbol>`
}

export function GET() {
  const symbols = Object.entries(ICONS).map(([id, icon]) => symbol(id, drawing(icon)))
  const sprite = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`
  return new Response(sprite, { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' } })
}
