import type { OutgoingEmail } from '../queueEmail'
import { composeEmail } from './layout'

/** The footer says where the owner may turn these off. */
export function impactReportFinalEmail({
  to,
  firstName,
  title,
  summary,
  url,
  preferencesUrl,
}: {
  to: string
  firstName: string
  title: string
  /** "12 actions validées, 8 contributeurs, 96 points distribués". */
  summary: string
  url: string
  preferencesUrl: string
}): OutgoingEmail {
  return {
    to,
    ...composeEmail({
      template: 'impactReportFinal',
      audience: 'member',
      subject: `Ton rapport d’impact est prêt : « ${title} »`,
      paragraphs: [
        `Bonjour ${firstName},`,
        `L’équipe a traité le reporting de ta campagne « ${title} » : ton rapport d’impact est final.`,
        `En résumé : ${summary}.`,
        'Tu y trouveras les actions par type et par jour, les publications soutenues, la comparaison avec les campagnes précédentes et le fichier CSV à télécharger.',
      ],
      button: { label: 'Voir mon rapport d’impact', url },
      linkLabel: 'Ton rapport d’impact',
      unsubscribe: { label: 'Choisir les e-mails que je reçois', url: preferencesUrl },
    }),
  }
}
