import type { Project } from '@/payload-types'

export type SeedProject = Pick<
  Project,
  | 'title'
  | 'summary'
  | 'request_type'
  | 'status'
  | 'project_url'
  | 'primary_target'
  | 'secondary_target'
  | 'feedback_request'
  | 'moderation_notes'
> & {
  ownerEmail: string
  colour: string
  company_links?: Project['company_links']
  /** The week's label is computed from this offset, never seeded. */
  exposureWeekOffset?: number
}

/** Every status each workflow reaches, so every screen has something to show. */
export const seedProjects: SeedProject[] = [
  {
    title: 'Atelier Compta — la compta des indépendants sans prise de tête',
    summary:
      'Un outil qui catégorise automatiquement les dépenses des freelances et prépare la déclaration URSSAF en deux clics.',
    request_type: 'visibility',
    status: 'published',
    project_url: 'https://atelier-compta.fr',
    primary_target: 'Freelances et micro-entrepreneurs',
    secondary_target: 'Experts-comptables',
    company_links: {
      linkedin: 'https://www.linkedin.com/company/atelier-compta',
      website: 'https://atelier-compta.fr',
    },
    exposureWeekOffset: -3,
    ownerEmail: 'camille.durand@tryb.local',
    colour: '#f97316',
  },
  {
    title: 'Studio Léa — audits d’onboarding pour SaaS',
    summary:
      'Un audit express de l’onboarding de ton SaaS : 10 jours, 15 recommandations priorisées et un prototype Figma cliquable.',
    request_type: 'visibility',
    status: 'scheduled',
    project_url: 'https://studio-lea.design',
    primary_target: 'Fondateurs de SaaS B2B',
    company_links: { website: 'https://studio-lea.design' },
    exposureWeekOffset: 0,
    ownerEmail: 'lea.moreau@tryb.local',
    colour: '#8b5cf6',
  },
  {
    title: 'Ines Coaching — 90 jours pour vivre de son expertise',
    summary:
      'Un accompagnement de 90 jours pour transformer une expertise en offre claire, avec un appel hebdomadaire et une communauté.',
    request_type: 'visibility',
    status: 'approved',
    project_url: 'https://ines-coaching.fr',
    primary_target: 'Consultants qui se lancent',
    company_links: { instagram: 'https://www.instagram.com/ines.coaching' },
    ownerEmail: 'ines.lefebvre@tryb.local',
    colour: '#0ea5e9',
  },
  {
    title: 'Paniers du Coin',
    summary:
      'Des paniers repas de producteurs locaux livrés le dimanche, avec des recettes de 20 minutes pour toute la semaine.',
    request_type: 'visibility',
    status: 'pending',
    project_url: 'https://paniers-du-coin.fr',
    primary_target: 'Familles actives en ville',
    ownerEmail: 'yanis.benali@tryb.local',
    colour: '#16a34a',
  },
  {
    title: 'Devis Express pour artisans',
    summary:
      'Une application qui génère un devis professionnel depuis une photo du chantier et quelques questions, en moins de cinq minutes.',
    request_type: 'visibility',
    status: 'mod_requested',
    project_url: 'https://devis-express.fr',
    primary_target: 'Artisans du bâtiment',
    moderation_notes: 'Merci de préciser le prix et d’ajouter une image sans texte superposé.',
    ownerEmail: 'hugo.martin@tryb.local',
    colour: '#64748b',
  },
  {
    title: 'PromptCoach — apprendre l’IA en 10 minutes par jour',
    summary:
      'Des exercices quotidiens pour apprendre à écrire de bons prompts au travail, corrigés par une IA et par la communauté.',
    request_type: 'feedback',
    status: 'published',
    project_url: 'https://promptcoach.ai',
    primary_target: 'Salariés non techniques',
    feedback_request: 'Est-ce que le prix de 9 € par mois vous paraît juste ? Testez la démo gratuite.',
    ownerEmail: 'thomas.nguyen@tryb.local',
    colour: '#ec4899',
  },
  {
    title: 'Bilan carbone pour TPE',
    summary:
      'Un questionnaire guidé qui produit un bilan carbone simplifié et un plan d’action pour les entreprises de moins de dix salariés.',
    request_type: 'feedback',
    status: 'published',
    project_url: 'https://bilan-carbone-tpe.fr',
    primary_target: 'Dirigeants de TPE',
    feedback_request: 'Le questionnaire est-il trop long ? Dites-moi à quelle question vous décrochez.',
    ownerEmail: 'sarah.petit@tryb.local',
    colour: '#10b981',
  },
  {
    title: 'Cours de guitare en direct',
    summary:
      'Des cours de guitare en petits groupes, en direct le soir, avec un replay et une partition adaptée au niveau de chacun.',
    request_type: 'feedback',
    status: 'pending',
    project_url: 'https://cours-de-guitare.live',
    primary_target: 'Adultes débutants',
    feedback_request: 'Je cherche des bêta-testeurs pour le premier cours d’essai gratuit.',
    ownerEmail: 'karim.haddad@tryb.local',
    colour: '#eab308',
  },
  {
    title: 'Newsletter RH pour managers',
    summary:
      'Une newsletter hebdomadaire de cinq minutes pour les nouveaux managers : une situation difficile, trois façons d’y répondre.',
    request_type: 'feedback',
    status: 'mod_requested',
    project_url: 'https://newsletter-rh.fr',
    primary_target: 'Nouveaux managers',
    feedback_request: 'Le ton est-il trop familier ? Que manque-t-il pour que vous vous abonniez ?',
    moderation_notes: 'Ajoute un lien vers un numéro d’exemple pour que les membres puissent juger.',
    ownerEmail: 'julie.roux@tryb.local',
    colour: '#ef4444',
  },
]
