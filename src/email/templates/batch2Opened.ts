import type { OutgoingEmail } from '../queueEmail'
import { composeEmail } from './layout'

/**
 * What the address was kept for, sent once as Batch 2 opens; the address leaves the list in the
 * same transaction, so there is nothing left to withdraw from and no unsubscribe link.
 */
export function batch2OpenedEmail({ to, applyUrl }: { to: string; applyUrl: string }): OutgoingEmail {
  return {
    to,
    ...composeEmail({
      template: 'batch2Opened',
      audience: 'batch2List',
      subject: 'Le Batch 2 de la Tryb est ouvert',
      paragraphs: [
        'Bonjour,',
        'Tu avais laissé ton adresse pour être prévenu·e : le Batch 2 de la Tryb est ouvert, tu peux candidater dès maintenant.',
        'Comme promis, ton adresse vient d’être effacée de la liste d’attente : c’est le seul message que tu recevras à ce sujet.',
      ],
      button: { label: 'Candidater', url: applyUrl },
    }),
  }
}
