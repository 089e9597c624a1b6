import type { OutgoingEmail } from '../queueEmail'
import { composeEmail } from './layout'

export function decisionCorrectedEmail({
  to,
  firstName,
  subject,
  correction,
  audience,
  link,
}: {
  to: string
  firstName: string
  subject: string
  correction: string
  audience: 'member' | 'applicant'
  link: { label: string; url: string }
}): OutgoingEmail {
  return {
    to,
    ...composeEmail({
      template: 'decisionCorrected',
      audience,
      subject,
      paragraphs: [
        `Bonjour ${firstName},`,
        correction,
        'Notre précédent message a été envoyé par erreur : merci de ne pas en tenir compte, et pardon pour la confusion.',
      ],
      button: link,
    }),
  }
}
