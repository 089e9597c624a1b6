import type { OutgoingEmail } from '../queueEmail'
import { composeEmail } from './layout'

export function actionRejectedEmail({
  to,
  firstName,
  projectTitle,
  actionLabel,
  reason,
  projectUrl,
  memberDeclaredActionsUrl,
}: {
  to: string
  firstName: string
  projectTitle: string
  actionLabel: string
  reason: string
  projectUrl: string | null
  memberDeclaredActionsUrl: string
}): OutgoingEmail {
  const memberDeclaredActionsLink = { label: 'Voir mes contributions', url: memberDeclaredActionsUrl }
  return {
    to,
    ...composeEmail({
      template: 'actionRejected',
      audience: 'member',
      subject: 'Ton action n’a pas été validée',
      paragraphs: [
        `Bonjour ${firstName},`,
        `Ton action « ${actionLabel} » déclarée sur « ${projectTitle} » n’a pas pu être validée.`,
        `Motif : ${reason.trim()}`,
        'Tu peux corriger ta déclaration et la renvoyer pour vérification : « Corriger » sur la page du projet ou dans tes contributions.',
      ],
      button: projectUrl ? { label: 'Voir le projet', url: projectUrl } : memberDeclaredActionsLink,
      links: projectUrl ? [memberDeclaredActionsLink] : [],
    }),
  }
}
