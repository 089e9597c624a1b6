import { composeEmail } from './layout'

const TYPE_LABELS = { visibility: 'visibilité', feedback: 'feedbacks' } as const

export function projectAwaitingModeration({
  title,
  requestType,
  adminUrl,
}: {
  title: string
  requestType: keyof typeof TYPE_LABELS
  adminUrl: string
}) {
  const paragraphs = [
    'Bonjour,',
    `Un nouveau projet attend sa modération : « ${title} » (demande de ${TYPE_LABELS[requestType]}).`,
    'Tu peux le valider, le publier ou demander des modifications depuis l’administration.',
  ]
  return composeEmail({
    template: 'projectAwaitingModeration',
    audience: 'staff',
    subject: `Projet à modérer : ${title}`,
    paragraphs,
    button: { label: 'Voir le projet', url: adminUrl },
  })
}
