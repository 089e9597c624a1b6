import { DELETION_PROCESSING_DAYS, erasureDueAt } from '@/domain/accountDeletion'
import { frenchDate } from '@/domain/french'

import type { OutgoingEmail } from '../queueEmail'
import { composeEmail } from './layout'

export function accountDeletionRequestedEmail({
  to,
  member,
  requestedAt,
  adminUrl,
}: {
  to: string
  member: { first_name: string; last_name: string; email: string }
  requestedAt: Date
  adminUrl: string
}): OutgoingEmail {
  const name = `${member.first_name} ${member.last_name}`.trim()
  const paragraphs = [
    `${name} (${member.email}) a demandé la suppression de son compte le ${frenchDate(requestedAt)}, depuis sa page profil.`,
    `La charte promet un traitement sous ${DELETION_PROCESSING_DAYS} jours : ses données personnelles sont à anonymiser, l’historique des points et des décisions est conservé.`,
    `Mène l’effacement depuis l’accueil de l’administration (« Demandes de suppression de compte »). Sans action de l’équipe, il sera mené automatiquement le ${frenchDate(erasureDueAt(requestedAt))}, sauf si un administrateur le suspend en indiquant un motif sur la fiche du membre.`,
  ]
  return {
    to,
    ...composeEmail({
      template: 'accountDeletionRequested',
      audience: 'staff',
      subject: `Demande de suppression de compte : ${name}`,
      paragraphs,
      button: { label: 'Voir le membre dans la modération', url: adminUrl },
      linkLabel: 'Le membre dans la modération',
      signature: '— La Tryb',
    }),
  }
}
