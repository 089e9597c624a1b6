import type { CollectionConfig } from 'payload'

import { dateTimeAdmin } from '../frenchDates'
import { closedCollection } from '../everyCollection'

/**
 * Apart from `users`: Payload rewrites a whole user row when it
 * opens a session, which would put back a used code. No API access.
 */
export const StaffSecondFactors: CollectionConfig = {
  slug: 'staff-second-factors',
  labels: { singular: 'Double authentification', plural: 'Doubles authentifications' },
  ...closedCollection,
  fields: [
    {
      name: 'user',
      type: 'relationship',
      relationTo: 'users',
      label: 'Membre de l’équipe',
      // Not required: deleting a staff account empties it (the foreign key sets null).
      unique: true,
      index: true,
    },
    { name: 'secret', type: 'text', label: 'Clé (chiffrée)' },
    { name: 'pending_secret', type: 'text', label: 'Clé en cours d’activation (chiffrée)' },
    { name: 'last_step', type: 'number', label: 'Dernier pas de temps utilisé' },
    { name: 'recovery_codes', type: 'json', label: 'Empreintes des codes de secours' },
    { name: 'enabled_at', type: 'date', label: 'Activée le', admin: { date: dateTimeAdmin } },
  ],
}
