import { EXPORT_LINK_DAYS } from '@/domain/dataExport'
import { frenchDateTime } from '@/domain/french'

import type { OutgoingEmail } from '../queueEmail'
import { composeEmail } from './layout'

/** The link to a large export the job prepared: once, for 7 days, signed in as the member. */
export function dataExportReadyEmail({
  to,
  firstName,
  url,
  expiresAt,
}: {
  to: string
  firstName: string
  url: string
  expiresAt: Date
}): OutgoingEmail {
  return {
    to,
    ...composeEmail({
      template: 'dataExportReady',
      audience: 'member',
      subject: 'Tes données Tryb sont prêtes',
      paragraphs: [
        `Bonjour ${firstName},`,
        'Le fichier avec toutes les données que la Tryb détient sur toi est prêt.',
        `Le lien ci-dessous fonctionne une seule fois, pendant ${EXPORT_LINK_DAYS} jours (jusqu’au ${frenchDateTime(expiresAt)}), et seulement une fois connecté·e à ton compte : transmis à quelqu’un d’autre, il ne lui donne rien.`,
        'Si tu n’as pas demandé cet export, change ton mot de passe depuis ta page profil.',
      ],
      button: { label: 'Télécharger mes données', url },
    }),
  }
}
