import type { OutgoingEmail } from '../queueEmail'
import { composeEmail } from './layout'

/** The last message to the address before it leaves the database; no name, the account no longer has one. */
export function accountErasedEmail({ to, applyUrl }: { to: string; applyUrl: string }): OutgoingEmail {
  return {
    to,
    ...composeEmail({
      template: 'accountErased',
      audience: 'member',
      subject: 'Ton compte Tryb a été supprimé',
      paragraphs: [
        'Bonjour,',
        'Comme tu l’as demandé, ton compte Tryb a été supprimé : ton nom, ton adresse, ton profil, ta photo, tes fichiers, tes notifications et tes sessions sont effacés, et les textes de tes retours sont retirés. Tu ne peux plus te connecter.',
        'L’historique des points, des votes et des décisions est conservé sous le nom « Membre supprimé », qui ne permet plus de t’identifier. Les factures et avoirs éventuels restent conservés 10 ans, comme la loi l’impose.',
        'Cette suppression est définitive. Tu peux à tout moment candidater de nouveau avec cette adresse.',
      ],
      button: { label: 'Candidater de nouveau', url: applyUrl },
      linkLabel: 'Candidater',
    }),
  }
}
