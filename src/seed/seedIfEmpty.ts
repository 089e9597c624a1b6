import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { inTransaction } from '@/db/inTransaction'

import { seed } from './seed'

/**
 * Safe at every start: it seeds only when no staff account exists, in one transaction. No fixed password: SEED_PASSWORD
 * or a random one printed once.
 */
export async function seedIfEmpty(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'users' })
  if (totalDocs > 0) {
    payload.logger.info('[seed] Des comptes existent déjà : rien à semer.')
    return false
  }
  const credentials = {
    adminEmail: process.env.SEED_ADMIN_EMAIL || 'admin@tryb.local',
    marketingEmail: process.env.SEED_MARKETING_EMAIL || 'marketing@tryb.local',
    password: process.env.SEED_PASSWORD || randomBytes(12).toString('base64url'),
  }
  await inTransaction({ payload }, (req) => seed({ payload, req, credentials }))
  console.info(
    [
      '',
      '┌─ Tryb : contenu de démonstration créé',
      `│ Admin      ${credentials.adminEmail}`,
      `│ Marketing  ${credentials.marketingEmail}`,
      '│ Membres    camille.durand@tryb.local (actif), sarah.petit@tryb.local (en attente)…',
      `│ Mot de passe de tous ces comptes : ${credentials.password}`,
      '└─ Admin : /admin',
      '',
    ].join('\n'),
  )
  return true
}
