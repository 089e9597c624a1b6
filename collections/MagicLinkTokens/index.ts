import type { CollectionConfig } from 'payload'

import { ownerField } from '../hooks/ownerField'
import { dateTimeAdmin } from '../frenchDates'
import { closedCollection } from '../everyCollection'

/** Only a hash is stored, consumed by one conditional UPDATE. No API access at all. */
export const MagicLinkTokens: CollectionConfig = {
  slug: 'magic-link-tokens',
  labels: { singular: 'Jeton de connexion', plural: 'Jetons de connexion' },
  ...closedCollection,
  fields: [
    { name: 'token_hash', type: 'text', label: 'Empreinte du jeton', required: true, unique: true, index: true },
    ownerField('member', 'members', 'Membre', { required: true, index: true }),
    {
      name: 'purpose',
      type: 'select',
      label: 'Usage',
      required: true,
      options: [
        { label: 'Connexion', value: 'login' },
        { label: 'Réinitialisation', value: 'reset' },
        { label: 'Confirmation d’e-mail', value: 'confirm' },
        { label: 'Changement d’e-mail', value: 'email-change' },
      ],
    },
    // The address an e-mail change link confirms (the member's own one changes only then).
    { name: 'new_email', type: 'email', label: 'Nouvelle adresse' },
    {
      name: 'expires_at',
      type: 'date',
      label: 'Expire le',
      required: true,
      index: true,
      admin: { date: dateTimeAdmin },
    },
    { name: 'used_at', type: 'date', label: 'Utilisé le', admin: { date: dateTimeAdmin } },
  ],
}
