import type { EmailTemplate } from '@/domain/email/emailLog'
import { formatCents, PAST_DEADLINE_RULE, parisDeadline } from '@/domain/payments/payments'
import { MAX_SUPPORT_POSTS, SUPPORT_POSTS_ANCHOR } from '@/domain/support/supportPosts'

import type { OutgoingEmail } from '../queueEmail'
import { composeEmail } from './layout'

type Owner = { to: string; firstName: string }
type ProjectRef = { title: string; url: string }

function ownerEmail(
  subject: string,
  paragraphs: string[],
  button: { label: string; url: string },
  to: string,
  template: EmailTemplate = 'projectModeration',
): OutgoingEmail {
  return { to, ...composeEmail({ template, audience: 'member', subject, paragraphs, button }) }
}

export function projectApprovedEmail({
  to,
  firstName,
  title,
  url,
  amountCents,
  dueAt,
  reference,
  cardAvailable,
}: Owner &
  ProjectRef & {
    amountCents: number
    dueAt: string
    reference: string | null
    cardAvailable: boolean
  }): OutgoingEmail {
  const transfer = `par virement bancaire (l’IBAN, le BIC et la référence${reference ? ` ${reference}` : ''} à indiquer sont sur la page)`
  return ownerEmail(
    `Ton projet « ${title} » est validé`,
    [
      `Bonjour ${firstName},`,
      `Bonne nouvelle : ta demande de visibilité pour « ${title} » est validée.`,
      `L’étape suivante est le paiement de ${formatCents(amountCents)} avant le ${parisDeadline(dueAt)} (heure de Paris) pour planifier ta semaine d’exposition.`,
      cardAvailable
        ? `Depuis la page de ton projet, deux façons de payer : par carte bancaire (confirmé aussitôt), ou ${transfer}.`
        : `Depuis la page de ton projet, ${transfer}.`,
      PAST_DEADLINE_RULE,
      'Ta facture t’est envoyée par e-mail dès le paiement reçu.',
    ],
    { label: 'Payer ma campagne', url },
    to,
  )
}

export function projectScheduledEmail({
  to,
  firstName,
  title,
  url,
  week,
}: Owner & ProjectRef & { week: string }): OutgoingEmail {
  return ownerEmail(
    `Ton exposition est planifiée : ${week}`,
    [
      `Bonjour ${firstName},`,
      `« ${title} » sera mis en avant auprès de la communauté la semaine du ${week}.`,
      `Indique dès maintenant les publications que les membres doivent soutenir (liker, commenter, partager) : ${MAX_SUPPORT_POSTS} au plus, à ajouter sur la page de ton projet, dans « Gérer mon projet », rubrique « Publications à soutenir ». Sans elles, la communauté ne sait pas où agir.`,
      'Pense à envoyer ton reporting le lundi suivant depuis la page de ton projet : il permet de valider les actions des membres qui t’ont soutenu.',
    ],
    { label: 'Indiquer mes publications', url: `${url}#${SUPPORT_POSTS_ANCHOR}` },
    to,
  )
}

export function projectPublishedEmail({
  to,
  firstName,
  title,
  url,
  requestType,
}: Owner & ProjectRef & { requestType: 'visibility' | 'feedback' }): OutgoingEmail {
  const paragraphs =
    requestType === 'feedback'
      ? [
          `Bonjour ${firstName},`,
          `« ${title} » est publié sur la page communauté : les membres peuvent maintenant te faire leurs retours et tester ton projet.`,
        ]
      : [
          `Bonjour ${firstName},`,
          `La campagne de « ${title} » est terminée — merci 💛`,
          'N’oublie pas d’envoyer ton reporting depuis la page de ton projet si ce n’est pas déjà fait.',
        ]
  return ownerEmail(
    requestType === 'feedback' ? `Ton projet « ${title} » est publié` : `Campagne terminée : « ${title} »`,
    paragraphs,
    { label: 'Voir mon projet', url },
    to,
  )
}

export function projectChangesRequestedEmail({
  to,
  firstName,
  title,
  url,
  notes,
}: Owner & ProjectRef & { notes: string }): OutgoingEmail {
  return ownerEmail(
    `Des modifications sont demandées pour « ${title} »`,
    [
      `Bonjour ${firstName},`,
      `L’équipe a relu « ${title} » et te demande quelques modifications avant d’aller plus loin :`,
      notes.trim(),
      'Réponds à cet e-mail si tu as une question.',
    ],
    { label: 'Voir mon projet', url },
    to,
  )
}

export function ownerChangeRequestEmail({
  to,
  title,
  adminUrl,
  notes,
}: {
  to: string
  title: string
  adminUrl: string
  notes: string
}): OutgoingEmail {
  // To the team, not the owner: the staff's footer.
  return {
    to,
    ...composeEmail({
      template: 'ownerChangeRequest',
      audience: 'staff',
      subject: `Demande de modification : ${title}`,
      paragraphs: [
        'Bonjour,',
        `Le porteur de « ${title} » demande une modification de son projet :`,
        notes.trim(),
        'Le projet est passé en « Modifications demandées ».',
      ],
      button: { label: 'Voir le projet', url: adminUrl },
    }),
  }
}
