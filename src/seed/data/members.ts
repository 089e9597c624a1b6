import type { Member } from '@/payload-types'

export type SeedMember = Pick<
  Member,
  | 'email'
  | 'first_name'
  | 'last_name'
  | 'status'
  | 'application_status'
  | 'source'
  | 'score'
  | 'professional_status'
  | 'motivations'
  | 'linkedin_url'
  | 'linkedin_count'
  | 'instagram_url'
  | 'instagram_count'
  | 'facebook_count'
  | 'project_url'
  | 'bio'
  | 'sectors'
  | 'admin_notes'
  | 'accepts_charter'
  | 'profile_completed'
> & { confirmed: boolean }

const withDefaults = (
  member: Partial<SeedMember> & Pick<SeedMember, 'email' | 'first_name' | 'last_name' | 'status'>,
): SeedMember => ({
  application_status: member.status === 'active' ? 'accepted' : member.status === 'inactive' ? 'paused' : 'waitlist',
  source: 'landing /apply',
  accepts_charter: true,
  profile_completed: false,
  linkedin_count: 0,
  instagram_count: 0,
  facebook_count: 0,
  confirmed: member.status !== 'waitlist',
  ...member,
})

export const seedMembers: SeedMember[] = [
  withDefaults({
    email: 'camille.durand@tryb.local',
    first_name: 'Camille',
    last_name: 'Durand',
    status: 'active',
    score: 100,
    professional_status: 'Porteur·se de projet',
    motivations: ['test_advanced_project', 'more_visibility'],
    linkedin_url: 'https://www.linkedin.com/in/camille-durand',
    linkedin_count: 2400,
    project_url: 'https://atelier-compta.fr',
    bio: 'Je simplifie la compta des indépendants avec un outil pensé pour eux.',
    sectors: ['SaaS', 'Finance'],
    profile_completed: true,
  }),
  withDefaults({
    email: 'yanis.benali@tryb.local',
    first_name: 'Yanis',
    last_name: 'Benali',
    status: 'active',
    score: 90,
    professional_status: 'En reconversion',
    motivations: ['challenge_idea'],
    instagram_url: 'https://www.instagram.com/yanis.cuisine',
    instagram_count: 5200,
    project_url: 'https://paniers-du-coin.fr',
    bio: 'Ancien chef, je lance des paniers repas locaux pour les familles pressées.',
    sectors: ['E-commerce', 'Santé'],
    profile_completed: true,
  }),
  withDefaults({
    email: 'lea.moreau@tryb.local',
    first_name: 'Léa',
    last_name: 'Moreau',
    status: 'active',
    score: 80,
    professional_status: 'Porteur·se de projet',
    motivations: ['more_visibility'],
    linkedin_url: 'https://www.linkedin.com/in/lea-moreau-design',
    linkedin_count: 1800,
    project_url: 'https://studio-lea.design',
    bio: 'Designer UX freelance, j’aide les SaaS à rendre leur onboarding limpide.',
    sectors: ['Design', 'SaaS'],
    profile_completed: true,
  }),
  withDefaults({
    email: 'thomas.nguyen@tryb.local',
    first_name: 'Thomas',
    last_name: 'Nguyen',
    status: 'active',
    score: 70,
    professional_status: 'Salarié·e',
    motivations: ['test_advanced_project', 'challenge_idea'],
    linkedin_count: 950,
    project_url: 'https://promptcoach.ai',
    sectors: ['IA', 'Formation'],
    source: 'signup',
  }),
  withDefaults({
    email: 'ines.lefebvre@tryb.local',
    first_name: 'Inès',
    last_name: 'Lefebvre',
    status: 'active',
    score: 100,
    professional_status: 'Porteur·se de projet',
    motivations: ['more_visibility', 'test_advanced_project'],
    instagram_count: 12000,
    project_url: 'https://ines-coaching.fr',
    bio: 'Coach pour solopreneurs qui veulent vivre de leur expertise sans s’épuiser.',
    sectors: ['Coaching'],
    profile_completed: true,
  }),
  withDefaults({
    email: 'hugo.martin@tryb.local',
    first_name: 'Hugo',
    last_name: 'Martin',
    status: 'active',
    score: 70,
    professional_status: 'Au chômage',
    motivations: ['challenge_idea'],
    facebook_count: 800,
    project_url: 'https://devis-express.fr',
    sectors: ['Dev Web', 'Consulting'],
  }),
  withDefaults({
    email: 'sarah.petit@tryb.local',
    first_name: 'Sarah',
    last_name: 'Petit',
    status: 'waitlist',
    score: 100,
    professional_status: 'En reconversion',
    motivations: ['more_visibility', 'test_advanced_project'],
    linkedin_count: 640,
    project_url: 'https://bilan-carbone-tpe.fr',
    confirmed: true,
  }),
  withDefaults({
    email: 'karim.haddad@tryb.local',
    first_name: 'Karim',
    last_name: 'Haddad',
    status: 'waitlist',
    score: 70,
    professional_status: 'Porteur·se de projet',
    motivations: ['challenge_idea'],
    instagram_count: 530,
    project_url: 'https://cours-de-guitare.live',
    sectors: ['EdTech'],
    source: 'signup',
  }),
  withDefaults({
    email: 'julie.roux@tryb.local',
    first_name: 'Julie',
    last_name: 'Roux',
    status: 'waitlist',
    score: 40,
    professional_status: 'Salarié·e',
    motivations: ['more_visibility'],
    project_url: 'https://newsletter-rh.fr',
    sectors: ['Content'],
    source: 'signup',
  }),
  withDefaults({
    email: 'maxime.garnier@tryb.local',
    first_name: 'Maxime',
    last_name: 'Garnier',
    status: 'waitlist',
    score: 80,
    professional_status: 'Porteur·se de projet',
    motivations: ['test_advanced_project'],
    linkedin_count: 3100,
    project_url: 'https://freelance-juridique.fr',
    sectors: ['Consulting'],
    admin_notes: 'Profil solide, à rappeler après la clôture du semestre.',
  }),
  withDefaults({
    email: 'chloe.fontaine@tryb.local',
    first_name: 'Chloé',
    last_name: 'Fontaine',
    status: 'inactive',
    score: 70,
    professional_status: 'Salarié·e',
    motivations: ['more_visibility'],
    linkedin_count: 700,
    project_url: 'https://chloe-photo.fr',
    sectors: ['Content', 'Marketing'],
    admin_notes: 'Sous le seuil au dernier semestre.',
  }),
  withDefaults({
    email: 'antoine.blanc@tryb.local',
    first_name: 'Antoine',
    last_name: 'Blanc',
    status: 'inactive',
    score: 30,
    professional_status: 'Au chômage',
    motivations: ['challenge_idea'],
    instagram_count: 900,
    project_url: 'https://velo-cargo-lyon.fr',
    sectors: ['E-commerce'],
  }),
]
