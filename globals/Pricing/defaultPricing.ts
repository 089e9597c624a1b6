import { formatEuros } from '@/domain/french'
import { DEFAULT_RULES } from '@/domain/rules'
import type { Pricing } from '@/payload-types'

/** Written by a migration; marketing edits it in the admin. */
export const DEFAULT_PRICING = {
  title: 'Tarifs',
  intro: 'Rejoins la Tryb gratuitement pendant le Batch 1, puis fais amplifier tes projets quand tu es prêt·e.',
  batch1: {
    badge: 'Batch 1',
    name: 'Membre (presque) Fondateur',
    price: '0 €',
    period: 'par 6 mois',
    note: 'Gratuit pour les 50 premiers membres',
    features: [
      { text: 'Accès complet à la communauté', soon: false },
      { text: 'Participation aux campagnes d’amplification', soon: false },
      { text: '1 proposition de projet par mois', soon: false },
      { text: '5 invitations par semestre', soon: false },
    ],
    cta_label: 'Rejoindre la Tryb',
  },
  batch2: {
    badge: 'Batch 2',
    name: 'Membre Actif',
    price: '50 €',
    period: 'par 6 mois',
    note: 'Accès sélectif',
    features: [
      { text: 'Tous les avantages fondateurs', soon: false },
      { text: 'Bonus de parrainage et de visibilité', soon: false },
      { text: 'Analyse d’engagement par IA', soon: true },
      { text: 'Priorité sur les campagnes', soon: false },
      { text: 'Statistiques de performance détaillées', soon: false },
    ],
    cta_label: "Rejoindre la liste d'attente",
    waitlist_intro:
      'Le Batch 2 ouvrira quand les places fondatrices seront prises. Laisse ton e-mail : tu seras prévenu·e en premier.',
    consent_label: 'J’accepte que la Tryb conserve mon e-mail pour me prévenir de l’ouverture du Batch 2.',
    waitlist_success: 'C’est noté ! Tu seras prévenu·e dès l’ouverture du Batch 2.',
  },
  campaign: {
    title: 'Campagne d’amplification',
    // Shown nowhere (the card reads the rules), but the column is required: the rules' default.
    price: formatEuros(DEFAULT_RULES.campaign_price),
    period: 'par campagne',
    inclusions: [
      { text: 'Validation et modération du projet' },
      { text: 'Amplification collective par les membres' },
      { text: 'Suivi des performances et reporting d’impact' },
    ],
    note: 'Payable sous 24 h après la validation du projet. Le lundi qui suit ta semaine d’exposition, tu envoies ton reporting (liens des actions, comptes, captures, vues) : ton rapport d’impact en est tiré.',
    cta_label: 'Soumettre un projet',
  },
  claims: {
    title: 'Ce que la Beta a montré',
    note: 'Moyennes des 20 premières campagnes de la Beta.',
    items: [
      { figure: '10 000 à 20 000', label: 'vues par campagne' },
      { figure: '+320 %', label: 'de portée moyenne' },
      { figure: 'x3', label: 'd’engagement' },
      { figure: '2 à 5', label: 'leads qualifiés par projet' },
    ],
  },
  meta_description:
    'Les offres de la Tryb : Batch 1 gratuit pour les 50 premiers membres, Batch 2 à 50 € par 6 mois, campagne d’amplification à {prix_campagne}.',
} satisfies Omit<Pricing, 'id' | 'updatedAt' | 'createdAt'>
