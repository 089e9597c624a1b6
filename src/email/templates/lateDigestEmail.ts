import { countOf } from '@/domain/french'
import { waitingAge } from '@/domain/moderation/moderationDelays'
import {
  MODERATION_QUEUES,
  QUEUE_DEFINITIONS,
  type ModerationQueue,
  type QueueFigures,
} from '@/domain/moderation/moderationQueues'

import type { OutgoingEmail } from '../queueEmail'
import { composeEmail } from './layout'

export function lateDigestEmail({
  to,
  queues,
  now,
  siteUrl,
}: {
  to: string
  queues: Record<ModerationQueue, QueueFigures>
  now: Date
  siteUrl: string
}): OutgoingEmail {
  const late = MODERATION_QUEUES.filter((queue) => (queues[queue].late ?? 0) > 0)
  const total = late.reduce((sum, queue) => sum + (queues[queue].late ?? 0), 0)
  const lines = late.map((queue) => {
    const { count, oldest, late: lateCount } = queues[queue]
    const age = oldest ? `, le plus ancien attend depuis ${waitingAge(oldest, now)}` : ''
    const url = new URL(QUEUE_DEFINITIONS[queue].href, siteUrl).toString()
    return `${QUEUE_DEFINITIONS[queue].label} : ${lateCount} en retard sur ${count}${age} — ${url}`
  })
  return {
    to,
    ...composeEmail({
      template: 'lateDigest',
      audience: 'staff',
      subject: `Modération : ${countOf(total, 'élément en retard', 'éléments en retard')}`,
      paragraphs: ['Bonjour,', 'Ces éléments attendent au-delà du délai promis par la charte :', ...lines],
      button: { label: 'Ouvrir l’administration', url: new URL('/admin', siteUrl).toString() },
      // The user's own `late_digest` box, on their account page in the admin.
      unsubscribe: {
        label:
          'Ne plus recevoir cet e-mail (« Recevoir l’e-mail quotidien des retards de modération », dans ton compte)',
        url: new URL('/admin/account', siteUrl).toString(),
      },
    }),
  }
}
