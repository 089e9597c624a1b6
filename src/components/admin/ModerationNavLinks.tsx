import type { ServerProps } from 'payload'

import { isAdmin } from '@/access/utilities'

export const MODERATION_VIEWS = [
  { path: '/admin/projets', label: 'Projets à modérer' },
  { path: '/admin/interactions', label: "Déclarations d'actions" },
  { path: '/admin/candidatures', label: 'Candidatures' },
  { path: '/admin/envois', label: 'Envois en échec' },
] as const

/** The moderation views in the admin navigation, for admins (marketing users never see them). */
export function ModerationNavLinks({ user }: ServerProps) {
  if (!isAdmin(user ?? null)) return null
  return (
    <nav aria-label="Modération" className="tryb-moderation-nav">
      <p className="tryb-moderation-nav__label">Modération</p>
      <ul>
        {MODERATION_VIEWS.map((view) => (
          <li key={view.path}>
            <a className="nav__link" href={view.path}>
              <span className="nav__link-label">{view.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
