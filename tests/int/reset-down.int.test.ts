import { beforeAll, describe, expect, inject, it, vi } from 'vitest'

import type * as AuthActions from '@/actions/auth'

import { withClient } from '../../scripts/lib/database'

import { setUpTestPayload } from './helpers/setUpTestPayload'

let actions: typeof AuthActions

setUpTestPayload()

beforeAll(async () => {
  // After the database is chosen: the actions read the config when imported.
  actions = await import('@/actions/auth')
})

/**
 * When the server fails, the reset page says "Impossible d'initialiser la session." (then goes back
 * to /reset-password), never "Lien expiré" — the link may still be good once the server is back.
 */
describe('the reset page when the database fails', () => {
  it('checking the link and saving the new password both answer the session failure', async () => {
    expect(await actions.checkResetLink('un-jeton-inconnu')).toBe('expired')

    // A real outage of this file's database: it takes no new connection and loses the open ones.
    const name = new URL(process.env.DATABASE_URL!).pathname.slice(1)
    await withClient(inject('testDatabase').adminUrl, async (client) => {
      await client.query(`alter database "${name}" allow_connections false`)
      await client.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name])
    })
    vi.spyOn(console, 'error').mockImplementation(() => {})

    expect(await actions.checkResetLink('un-jeton-inconnu')).toBe('failed')
    const form = new FormData()
    form.set('token', 'un-jeton-inconnu')
    form.set('password', 'nouveau-mdp-2026')
    form.set('confirmation', 'nouveau-mdp-2026')
    expect(await actions.resetPasswordAction(null, form)).toEqual({
      ok: false,
      message: "Impossible d'initialiser la session.",
      failed: true,
    })
  })
})
