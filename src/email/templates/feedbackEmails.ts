import type { OutgoingEmail } from '../queueEmail'
import { composeEmail } from './layout'

export function feedbackReceivedEmail({ to, projectTitle, url }: { to: string; projectTitle: string; url: string }) {
  return {
    to,
    ...composeEmail({
      template: 'feedbackReceived',
      audience: 'member',
      subject: `Nouveaux retours sur « ${projectTitle} »`,
      paragraphs: ['Bonjour,', `Des membres de la Tryb ont laissé des retours sur « ${projectTitle} ».`],
      button: { label: 'Lire les retours', url },
    }),
  } satisfies OutgoingEmail
}

export function feedbackAnsweredEmail({ to, projectTitle, url }: { to: string; projectTitle: string; url: string }) {
  return {
    to,
    ...composeEmail({
      template: 'feedbackAnswered',
      audience: 'member',
      subject: `Le porteur de « ${projectTitle} » a répondu à ton retour`,
      paragraphs: ['Bonjour,', `Le porteur de « ${projectTitle} » a répondu à ton retour.`],
      button: { label: 'Lire la réponse', url },
    }),
  } satisfies OutgoingEmail
}

export function feedbackHiddenEmail({
  to,
  projectTitle,
  reason,
  url,
}: {
  to: string
  projectTitle: string
  reason: string
  url: string
}) {
  return {
    to,
    ...composeEmail({
      template: 'feedbackHidden',
      audience: 'member',
      subject: 'Ton retour a été masqué',
      paragraphs: ['Bonjour,', `L’équipe a masqué ton retour sur « ${projectTitle} ».`, `Motif : ${reason}`],
      button: { label: 'Relire la charte', url },
    }),
  } satisfies OutgoingEmail
}

export function betaTestAcceptedEmail({
  to,
  projectTitle,
  instructions,
  url,
}: {
  to: string
  projectTitle: string
  instructions: string
  url: string
}) {
  return {
    to,
    ...composeEmail({
      template: 'betaTestAccepted',
      audience: 'member',
      subject: `Tu es bêta-testeur de « ${projectTitle} »`,
      paragraphs: [
        'Bonjour,',
        `Le porteur de « ${projectTitle} » a accepté ta demande de bêta-test. Voici ses instructions :`,
        instructions,
      ],
      button: { label: 'Voir le projet', url },
    }),
  } satisfies OutgoingEmail
}

export function betaTestDeclinedEmail({ to, projectTitle, url }: { to: string; projectTitle: string; url: string }) {
  return {
    to,
    ...composeEmail({
      template: 'betaTestDeclined',
      audience: 'member',
      subject: `Ta demande de bêta-test pour « ${projectTitle} »`,
      paragraphs: [
        'Bonjour,',
        `Le porteur de « ${projectTitle} » n’a pas retenu ta demande de bêta-test cette fois-ci.`,
      ],
      button: { label: 'Voir le projet', url },
    }),
  } satisfies OutgoingEmail
}
