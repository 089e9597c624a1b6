import type { OutgoingEmail } from '../queueEmail'
import { emailHtml } from './layout'

/** Spec 02 "send-action-rejected": a declared action was refused, and why. */
export function actionRejectedEmail({
  to,
  firstName,
  projectTitle,
  actionLabel,
  reason,
  url,
}: {
  to: string
  firstName: string
  projectTitle: string
  actionLabel: string
  reason: string
  url: string
}): OutgoingEmail {
  const paragraphs = [
    `Bonjour ${firstName},`,
    `Ton action « ${actionLabel} » déclarée sur « ${projectTitle} » n’a pas pu être validée.`,
    `Motif : ${reason.trim()}`,
    'Tu peux retrouver toutes tes contributions et leur statut dans ton espace.',
  ]
  return {
    to,
    subject: 'Ton action n’a pas été validée',
    text: [...paragraphs, url, '— L’équipe de la Tryb'].join('\n\n'),
    html: emailHtml({ paragraphs, button: { label: 'Voir mes contributions', url } }),
  }
}
