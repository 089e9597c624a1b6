import { describe, expect, it } from 'vitest'

import {
  carriesOneTimeLink,
  emailLogPurgeBefore,
  emailState,
  emailTemplateLabel,
  maskLinkSecrets,
} from '@/domain/email/emailLog'
import { emailLogHref, parseEmailLogFilters } from '@/domain/email/emailLogFilters'

describe('emailState', () => {
  const base = { completedAt: null, hasError: false, messageEndAt: undefined, acceptedAt: undefined }
  it('reads sent, queued, failed and uncertain from the job', () => {
    expect(emailState({ ...base, completedAt: '2026-11-26T08:00:00Z' })).toBe('sent')
    expect(emailState(base)).toBe('queued')
    expect(emailState({ ...base, hasError: true })).toBe('failed')
    // Taken back by an undo: completed so that no runner sends it, but never "sent".
    expect(emailState({ ...base, completedAt: '2026-11-26T08:00:00Z', withdrawnAt: '2026-11-26T07:59:00Z' })).toBe(
      'withdrawn',
    )
    expect(emailState({ ...base, hasError: true, messageEndAt: '2026-11-26T08:00:00Z' })).toBe('uncertain')
    expect(emailState({ ...base, hasError: true, messageEndAt: 'x', acceptedAt: 'y' })).toBe('failed')
  })
})

describe('maskLinkSecrets', () => {
  it('masks one-time tokens in query strings and Payload’s reset path, nothing else', () => {
    expect(maskLinkSecrets('https://tryb.fr/auth/magic?token=abc123&next=%2F')).toBe(
      'https://tryb.fr/auth/magic?token=••••••&next=%2F',
    )
    expect(maskLinkSecrets('<a href="https://tryb.fr/admin/reset/f00d">x</a>')).toBe(
      '<a href="https://tryb.fr/admin/reset/••••••">x</a>',
    )
    expect(maskLinkSecrets('https://tryb.fr/p/atelier?ref=abc')).toBe('https://tryb.fr/p/atelier?ref=abc')
  })
})

describe('carriesOneTimeLink', () => {
  it('names the sign-in, activation, reset and confirmation e-mails, not a digest with its unsubscribe token', () => {
    for (const template of [
      'magicLink',
      'memberActivated',
      'passwordReset',
      'staffPasswordReset',
      'emailConfirmation',
      'emailChangeConfirmation',
    ])
      expect(carriesOneTimeLink(template, 'Bonjour')).toBe(true)
    expect(carriesOneTimeLink('weeklyDigest', 'https://tryb.fr/api/weekly-digest/unsubscribe?token=abc')).toBe(false)
    expect(carriesOneTimeLink('applicationReceived', 'https://tryb.fr/')).toBe(false)
  })

  it('reads a message logged without its template by its links', () => {
    expect(carriesOneTimeLink(null, 'https://tryb.fr/auth/magic?token=abc')).toBe(true)
    expect(carriesOneTimeLink(null, 'Bonjour', '<a href="https://tryb.fr/admin/reset/f00d">x</a>')).toBe(true)
    expect(carriesOneTimeLink(undefined, 'https://tryb.fr/login')).toBe(false)
  })
})

describe('the log’s address', () => {
  it('reads known filters, drops the rest, and writes them back', () => {
    const { filters, cursor } = parseEmailLogFilters({
      q: '  lea@example.test ',
      modele: 'magicLink',
      etat: 'echec',
      apres: '2026-11-26T08:00:00.000Z_12',
    })
    expect(filters).toEqual({ search: 'lea@example.test', template: 'magicLink', state: 'failed' })
    expect(cursor).toEqual({ createdAt: '2026-11-26T08:00:00.000Z', id: 12, direction: 'after' })
    expect(parseEmailLogFilters({ modele: 'constructor', etat: 'nimporte' }).filters).toEqual({
      search: undefined,
      template: undefined,
      state: 'all',
    })
    expect(emailLogHref(filters)).toBe('/admin/envois?q=lea%40example.test&modele=magicLink&etat=echec')
    expect(emailTemplateLabel('constructor')).toBe('—')
  })

  it('purges after the retention', () => {
    expect(emailLogPurgeBefore(new Date('2026-11-26T00:00:00Z')).toISOString()).toBe('2026-08-28T00:00:00.000Z')
  })
})
