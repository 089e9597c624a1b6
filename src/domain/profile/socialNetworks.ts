/** In the order every form and the admin list them; members store `<key>_url` and `<key>_count`. */
export const SOCIAL_NETWORKS = [
  {
    key: 'linkedin',
    name: 'LinkedIn',
    countLabel: 'Relations LinkedIn',
    audience: 'relations',
    profileExample: 'https://www.linkedin.com/in/…',
  },
  {
    key: 'instagram',
    name: 'Instagram',
    countLabel: 'Abonnés Instagram',
    audience: 'abonnés',
    profileExample: 'https://www.instagram.com/…',
  },
  {
    key: 'facebook',
    name: 'Facebook',
    countLabel: 'Amis Facebook',
    audience: 'amis',
    profileExample: 'https://www.facebook.com/…',
  },
] as const

/** A project's company links are its networks (same keys) and its website. */
export const COMPANY_WEBSITE = { key: 'website', name: 'Site web' } as const
