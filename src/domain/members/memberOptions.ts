export const MEMBER_STATUSES = ['waitlist', 'active', 'inactive'] as const
export type MemberStatus = (typeof MEMBER_STATUSES)[number]

export const MEMBER_STATUS_LABELS: Record<MemberStatus, string> = {
  waitlist: 'En attente',
  active: 'Actif',
  inactive: 'Inactif',
}

export const APPLICATION_STATUSES = ['waitlist', 'accepted', 'paused'] as const

export const MEMBER_SOURCES = ['signup', 'landing /apply'] as const

export const PROFESSIONAL_STATUSES = ['Salarié·e', 'En reconversion', 'Au chômage', 'Porteur·se de projet'] as const
export type ProfessionalStatus = (typeof PROFESSIONAL_STATUSES)[number]

/** Stored by key (PostgreSQL enum labels are limited to 63 bytes), shown by label. */
export const MOTIVATIONS = {
  test_advanced_project: "J'ai un projet avancé que j'aimerais tester",
  more_visibility: "J'aimerais donner plus de visibilité à mon projet",
  challenge_idea: "J'ai une idée que je voudrais challenger avec la communauté Tryb",
} as const
export type Motivation = keyof typeof MOTIVATIONS

export const SECTORS = [
  'SaaS',
  'E-commerce',
  'Marketing',
  'Design',
  'Dev Web',
  'Coaching',
  'Consulting',
  'Formation',
  'Content',
  'IA',
  'Finance',
  'Santé',
  'EdTech',
] as const

/** What the admin reads for a sector whose stored name is English. */
export const SECTOR_LABELS: Partial<Record<(typeof SECTORS)[number], string>> = { Content: 'Contenu' }

export const sectorLabel = (sector: string): string => SECTOR_LABELS[sector as (typeof SECTORS)[number]] ?? sector

export const BIO_MAX_LENGTH = 140
