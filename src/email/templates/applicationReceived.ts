import { escapeHtml } from '../escapeHtml'

/**
 * The acknowledgement an applicant receives once their /apply application is saved. It promises
 * nothing more than the success screen: a review, and a message if they are among the founders.
 */
export function applicationReceived({
  firstName,
  capacity,
  siteUrl,
}: {
  firstName: string
  capacity: number
  siteUrl: string
}): { subject: string; text: string; html: string } {
  const paragraphs = [
    'Merci pour ta candidature à la Tryb : elle est bien enregistrée.',
    `L’équipe étudie ton profil et ton projet. Si tu fais partie des ${capacity} membres fondateurs, nous te contacterons par e-mail pour la suite.`,
    'Une seule candidature par personne est acceptée : inutile d’en envoyer une autre.',
  ]
  const text = [`Bonjour ${firstName},`, ...paragraphs, `À très vite,\nLa Tryb\n${siteUrl}`].join('\n\n')
  const html = [
    `<p>Bonjour ${escapeHtml(firstName)},</p>`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p>À très vite,<br>La Tryb<br><a href="${escapeHtml(siteUrl)}">${escapeHtml(siteUrl)}</a></p>`,
  ].join('\n')
  return { subject: 'Ta candidature à la Tryb est bien enregistrée', text, html }
}
