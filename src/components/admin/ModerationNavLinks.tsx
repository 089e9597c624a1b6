import type { ServerProps } from 'payload'

import { isAdmin } from '@/access/utilities'
import { queuesForRender, type ModerationQueues } from '@/moderation/queues'

type View = { path: string; label: string; pending?: (queues: ModerationQueues) => number }

export const MODERATION_VIEWS: readonly View[] = [
  {
    path: '/admin/projets',
    label: 'Projets à modérer',
    pending: (queues) => queues.visibility.count + queues.feedback.count,
  },
  { path: '/admin/interactions', label: "Déclarations d'actions", pending: (queues) => queues.actions.count },
  { path: '/admin/candidatures', label: 'Candidatures', pending: (queues) => queues.applications.count },
  // Flagged feedbacks are decided on the home, in "À traiter".
  {
    path: '/admin#cockpit-reported-feedbacks',
    label: 'Retours signalés',
    pending: (queues) => queues.flaggedFeedbacks.count,
  },
  { path: '/admin/entraide', label: 'Entraide croisée' },
  { path: '/admin/envois', label: 'Envois' },
]

/** The same figures as the home's "À traiter"; admins only. */
export async function ModerationNavLinks({ user, payload }: ServerProps) {
  if (!isAdmin(user ?? null)) return null
  const queues = await queuesForRender(payload, user)
  return (
    <nav aria-label="Modération" className="tryb-moderation-nav">
      <p className="tryb-moderation-nav__label">Modération</p>
      <ul>
        {MODERATION_VIEWS.map((view) => {
          const pending = view.pending?.(queues) ?? 0
          return (
            <li key={view.path}>
              <a className="nav__link" href={view.path}>
                <span className="nav__link-label">{view.label}</span>
                {pending > 0 ? (
                  <span className="tryb-moderation-nav__badge" aria-label={`${pending} en attente`}>
                    {pending}
                  </span>
                ) : null}
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
