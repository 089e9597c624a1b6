import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'

/**
 * Single-use sign-in and reset tokens. Only a SHA-256 hash is stored; the server consumes a
 * token with one conditional UPDATE (unused and unexpired), so two requests cannot both win.
 * No API access at all: only server code touches this table.
 */
export const MagicLinkTokens: CollectionConfig = {
  slug: 'magic-link-tokens',
  labels: { singular: 'Jeton de connexion', plural: 'Jetons de connexion' },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'token_hash', type: 'text', required: true, unique: true, index: true },
    { name: 'member', type: 'relationship', relationTo: 'members', required: true, index: true },
    {
      name: 'purpose',
      type: 'select',
      required: true,
      options: [
        { label: 'Connexion', value: 'login' },
        { label: 'Réinitialisation', value: 'reset' },
        { label: 'Confirmation d’e-mail', value: 'confirm' },
        { label: 'Changement d’e-mail', value: 'email-change' },
      ],
    },
    // The address an e-mail change link confirms (the member's own one changes only then).
    { name: 'new_email', type: 'email' },
    { name: 'expires_at', type: 'date', required: true, index: true },
    { name: 'used_at', type: 'date' },
  ],
}
