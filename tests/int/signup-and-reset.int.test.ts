import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { ALREADY_CONFIRMED, confirmEmail, resendEmailConfirmation } from '@/auth/emailConfirmation'
import { requestPasswordReset, resetPassword } from '@/auth/passwordReset'
import { signInWithPassword } from '@/auth/passwordLogin'
import { createToken } from '@/auth/tokens'
import { ACCOUNT_EXISTS, createAccount } from '@/signup/createAccount'

import { withClient } from '../../scripts/lib/database'

import { createMember, uniqueEmail } from './helpers/actors'
import { setUpTestPayload } from './helpers/setUpTestPayload'

let payload: Payload

setUpTestPayload((started) => ({ payload } = started))

const validSignup = (email = uniqueEmail('inscrite')) => ({
  first_name: ' Nina ',
  last_name: 'Durand',
  email: ` ${email.toUpperCase()} `,
  password: 'motdepasse1',
  confirmation: 'motdepasse1',
  linkedin_url: 'linkedin.com/in/nina',
  linkedin_count: '640',
  instagram_count: '',
  project_url: 'https://nina.fr',
  accepts_charter: 'on',
})

const membersWith = async (email: string) =>
  (await payload.find({ collection: 'members', where: { email: { equals: email } }, depth: 0 })).docs

const emailsTo = async (to: string) =>
  (await payload.find({ collection: 'payload-jobs', limit: 200, depth: 0 })).docs
    .map((job) => job.input as { to?: string; subject?: string; text?: string })
    .filter((input) => input?.to === to)

describe('sign-up', () => {
  it('creates a waitlist member from the form, sends the confirmation link and opens a session', async () => {
    const email = uniqueEmail('nina')
    const result = await createAccount(payload, validSignup(email), '10.9.0.1')
    expect(result.ok).toBe(true)
    const [member] = await membersWith(email)
    expect(member).toMatchObject({
      email,
      first_name: 'Nina',
      last_name: 'Durand',
      status: 'waitlist',
      application_status: 'waitlist',
      source: 'signup',
      accepts_charter: true,
      profile_completed: true,
      linkedin_url: 'https://linkedin.com/in/nina',
      linkedin_count: 640,
      instagram_count: 0,
      facebook_count: 0,
      project_url: 'https://nina.fr/',
      email_confirmed_at: null,
      invites_quota: 5,
    })
    const [confirmation] = await emailsTo(email)
    expect(confirmation.subject).toBe('Confirme ton adresse e-mail')
    const token = new URL(confirmation.text!.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!
    expect(await confirmEmail(payload, token)).toBe(true)
    expect((await membersWith(email))[0].email_confirmed_at).toBeTruthy()
    expect(await confirmEmail(payload, token)).toBe(false)
  })

  it('refuses bad input with the product’s French messages, and creates nothing', async () => {
    const email = uniqueEmail('refus')
    const result = await createAccount(
      payload,
      {
        ...validSignup(email),
        password: 'court',
        confirmation: 'autre',
        accepts_charter: undefined,
        project_url: 'pas un lien',
        linkedin_count: 'beaucoup',
      } as never,
      '10.9.0.2',
    )
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        password: 'Le mot de passe doit contenir au moins 8 caractères, une lettre et un chiffre.',
        project_url: 'Ce lien n’est pas valide (exemple : https://monprojet.fr).',
        linkedin_count: 'Indique un nombre entier, 0 ou plus.',
        accepts_charter: 'Tu dois accepter la charte pour créer un compte.',
      },
    })
    expect(await membersWith(email)).toHaveLength(0)
  })

  it('says the passwords differ', async () => {
    const result = await createAccount(payload, { ...validSignup(), confirmation: 'motdepasse2' }, '10.9.0.3')
    expect(result).toEqual({ ok: false, fieldErrors: { confirmation: 'Les mots de passe ne correspondent pas.' } })
  })

  it('never creates a second member for an address that applied: it sends a sign-in link instead', async () => {
    const applicant = await createMember(payload, 'waitlist')
    const result = await createAccount(payload, validSignup(applicant.email), '10.9.0.4')
    expect(result).toEqual({ ok: false, accountExists: true, message: ACCOUNT_EXISTS })
    expect(await membersWith(applicant.email)).toHaveLength(1)
    expect((await emailsTo(applicant.email)).map((email) => email.subject)).toEqual(['Ton lien de connexion à la Tryb'])
  })

  it('many simultaneous sign-ups of one address create one member', async () => {
    const email = uniqueEmail('course')
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, index) => createAccount(payload, validSignup(email), `10.9.1.${index}`)),
    )
    expect(results.filter((result) => result.ok)).toHaveLength(1)
    expect(await membersWith(email)).toHaveLength(1)
  })

  it('keeps nothing when the session cannot be opened: "Échec de la création du compte", no member, no e-mail', async () => {
    const email = uniqueEmail('sans-session')
    // A real fault in the last step of the creation: the database refuses the session row.
    const fault = async (statements: string[]) =>
      withClient(process.env.DATABASE_URL!, async (client) => {
        for (const statement of statements) await client.query(statement)
      })
    await fault([
      `create function refuse_session() returns trigger language plpgsql as $$ begin raise exception 'panne'; end $$`,
      'create trigger refuse_session before insert on members_sessions for each row execute function refuse_session()',
    ])
    try {
      const result = await createAccount(payload, validSignup(email), '10.9.0.9')
      expect(result).toEqual({
        ok: false,
        title: 'Échec de la création du compte',
        message: 'Impossible de créer le compte.',
      })
    } finally {
      await fault(['drop trigger refuse_session on members_sessions', 'drop function refuse_session'])
    }
    expect(await membersWith(email)).toEqual([])
    expect(await emailsTo(email)).toEqual([])
  })
})

describe('a new confirmation e-mail, from /welcome', () => {
  it('sends a new link that confirms, then waits the cooldown, and is refused once the address is confirmed', async () => {
    const email = uniqueEmail('renvoi')
    expect((await createAccount(payload, validSignup(email), '10.9.1.1')).ok).toBe(true)
    const [member] = await membersWith(email)
    expect(await emailsTo(email)).toHaveLength(1)

    const sent = await resendEmailConfirmation(payload, member, '10.9.1.1')
    expect(sent).toMatchObject({ ok: true, outcome: 'sent' })
    const emails = await emailsTo(email)
    expect(emails).toHaveLength(2)
    expect(emails.every((input) => input.subject === emails[0].subject)).toBe(true)

    const again = await resendEmailConfirmation(payload, member, '10.9.1.1')
    expect(again).toMatchObject({ ok: false, outcome: 'cooldown' })
    expect(await emailsTo(email)).toHaveLength(2)

    const token = /token=([\w-]+)/.exec(emails.at(-1)!.text!)![1]
    expect(await confirmEmail(payload, token)).toBe(true)
    const [confirmed] = await membersWith(email)
    expect(await resendEmailConfirmation(payload, confirmed, '10.9.1.2')).toEqual({
      ok: false,
      outcome: 'invalid',
      message: ALREADY_CONFIRMED,
    })
    expect(await emailsTo(email)).toHaveLength(2)
  })
})

describe('password reset', () => {
  it('answers the neutral message whether or not an account exists', async () => {
    const member = await createMember(payload, 'active')
    for (const email of [member.email, uniqueEmail('personne')]) {
      expect(await requestPasswordReset(payload, { email, ip: '10.8.0.1' })).toEqual({
        ok: true,
        outcome: 'sent',
        title: 'Email envoyé',
        message: "Si un compte existe avec cet e-mail, un lien de réinitialisation vient d'être envoyé.",
        cooldownSeconds: 60,
      })
    }
    expect((await emailsTo(member.email)).map((email) => email.subject)).toEqual(['Réinitialise ton mot de passe Tryb'])
    expect(await requestPasswordReset(payload, { email: member.email, ip: '10.8.0.1' })).toMatchObject({
      ok: false,
      title: 'Patiente un instant',
      message: expect.stringMatching(/^Tu pourras renvoyer un lien dans \d+s\.$/),
    })
  })

  it('titles an invalid address and a client over the limit as the product says', async () => {
    expect(await requestPasswordReset(payload, { email: 'pas-une-adresse', ip: '10.8.0.2' })).toMatchObject({
      ok: false,
      title: 'Email invalide',
      message: 'Adresse e-mail invalide.',
    })
    const answers = []
    for (let index = 0; index < 12; index++) {
      answers.push(await requestPasswordReset(payload, { email: uniqueEmail(`limite${index}`), ip: '10.8.0.3' }))
    }
    expect(answers.at(-1)).toMatchObject({ ok: false, title: 'Trop de demandes', message: 'Réessaie dans une minute.' })
  })

  it('sets the new password, ends every other session and lifts a lockout', async () => {
    const member = await createMember(payload, 'active')
    const before = await signInWithPassword(payload, { email: member.email, password: 'motdepasse1', ip: '10.8.1.1' })
    const oldToken = (before as { sessionToken: string }).sessionToken
    for (let i = 0; i < 5; i++) {
      await signInWithPassword(payload, { email: member.email, password: `mauvais${i}`, ip: `10.8.2.${i}` })
    }
    expect(
      await signInWithPassword(payload, { email: member.email, password: 'motdepasse1', ip: '10.8.2.9' }),
    ).toMatchObject({
      message: expect.stringContaining('verrouillé'),
    })
    const token = await createToken(payload, member.id, 'reset')

    expect(await resetPassword(payload, { token, password: 'court', confirmation: 'court' })).toEqual({
      ok: false,
      message: 'Le mot de passe doit contenir au moins 8 caractères.',
    })
    expect(await resetPassword(payload, { token, password: 'nouveau-mdp', confirmation: 'autre-mdp' })).toEqual({
      ok: false,
      message: 'Les mots de passe ne correspondent pas.',
    })
    const reset = await resetPassword(payload, { token, password: 'nouveau-mdp', confirmation: 'nouveau-mdp' })
    expect(reset).toMatchObject({ ok: true, destination: { path: '/dashboard' } })

    const auth = async (jwt: string) =>
      (await payload.auth({ headers: new Headers({ Authorization: `JWT ${jwt}` }) })).user?.id ?? null
    expect(await auth(oldToken)).toBeNull()
    expect(await auth((reset as { sessionToken: string }).sessionToken)).toBe(member.id)
    expect(
      await signInWithPassword(payload, { email: member.email, password: 'nouveau-mdp', ip: '10.8.1.2' }),
    ).toMatchObject({ ok: true })
    expect(await resetPassword(payload, { token, password: 'encore-un-1', confirmation: 'encore-un-1' })).toEqual({
      ok: false,
      message: 'Lien expiré. Demande un nouveau lien.',
      expired: true,
    })
  })
})
