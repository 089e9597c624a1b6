import type { OutgoingEmail } from '../queueEmail'
import { composeEmail } from './layout'

/**
 * The correction of an e-mail already sent about a decision an admin then undid: the earlier
 * message no longer holds, and what happens now.
 */
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
  /** What no longer holds and what happens now, in a sentence or two. */
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
