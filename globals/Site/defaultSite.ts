import type { Site } from '@/payload-types'

export const DEFAULT_SITE = {
  brand: 'Tryb',
  nav: [
    { label: 'Fonctionnalités', href: '/#features' },
    { label: 'Communauté', href: '/communaute' },
    { label: 'Tarifs', href: '/tarifs' },
  ],
  login_label: 'Connexion',
  start_label: 'Commencer',
  tagline: 'Une communauté de talents indépendants qui grandissent ensemble.',
  footer_links: [
    { label: 'Fonctionnalités', href: '/#features' },
    { label: 'Communauté', href: '/communaute' },
    { label: 'Tarifs', href: '/#pricing' },
  ],
  legal_links: [
    { label: 'Mentions légales', href: '/mentions-legales' },
    { label: 'Confidentialité', href: '/confidentialite' },
    { label: 'CGU', href: '/cgu' },
    { label: 'Charte', href: '/charte' },
  ],
  copyright: '© Tryb — tous droits réservés.',
} satisfies Omit<Site, 'id' | 'updatedAt' | 'createdAt'>
