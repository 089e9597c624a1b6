import type { Payload } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { checkApplicationEmail, submitApplication } from '@/apply/submitApplication'
import { DEFAULT_RULES } from '@/domain/rules'
import type { Member } from '@/payload-types'
import { APPLICATION_MESSAGES, type ApplicationValues } from '@/validation/applicationForm'

import { createMember, uniqueEmail } from './helpers/actors'
import { setUpTestPayload } from './helpers/setUpTestPayload'

/** Each application from its own client address, so the per-client limit stays out of the way. */
let clients = 0
const nextIp = () => `10.6.${Math.floor(clients / 250)}.${++clients % 250}`

let payload: Payload

setUpTestPayload((started) => ({ payload } = started))

let counter = 0
/** A complete application as the wizard sends it (counts as typed), for a fresh address. */
const application = (overrides: Partial<ApplicationValues> & Record<string, unknown> = {}) => ({
  last_name: 'Martin',
  first_name: 'Léa',
  email: `lea.martin.${Date.now()}.${++counter}@exemple.fr`,
  linkedin_url: 'https://www.linkedin.com/in/lea-martin',
  linkedin_count: '650',
  instagram_url: '',
  instagram_count: '',
  facebook_url: '',
  facebook_count: 'beaucoup',
  project_url: 'https://lea-compta.fr',
  professional_status: 'Salarié·e',
  motivations: ['more_visibility'],
  accepts_charter: true,
  ...overrides,
})

const membersWith = async (email: string) =>
  (await payload.find({ collection: 'members', where: { email: { equals: email } }, limit: 10 })).docs

/** The acknowledgement jobs queued for an address (JSON queries refuse accents: filter here). */
async function acknowledgementsTo(email: string) {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: 'sendEmail' } },
    pagination: false,
    limit: 0,
  })
  return docs
    .map((job) => job.input as { to?: string; subject?: string; text?: string; html?: string })
    .filter((input) => input.to === email)
}

describe('an application from /apply', () => {
  it('stores the member on the waiting list with the answers and a score computed by the server', async () => {
    const typed = application({
      email: '  Lea.Martin.Stored@Exemple.FR ',
      linkedin_count: '1 200',
      // Forged by a visitor: the server must not take any of these.
      score: 100,
      status: 'active',
      application_status: 'accepted',
      source: 'signup',
      invites_quota: 99,
      admin_notes: 'VIP',
    })
    expect(await submitApplication(payload, typed, nextIp())).toEqual({ status: 'saved' })

    const [member] = await membersWith('lea.martin.stored@exemple.fr')
    expect(member).toMatchObject<Partial<Member>>({
      email: 'lea.martin.stored@exemple.fr',
      // "Nom" is last_name and "Prénom" is first_name.
      last_name: 'Martin',
      first_name: 'Léa',
      status: 'waitlist',
      application_status: 'waitlist',
      source: 'landing /apply',
      // Audience (1 200 on LinkedIn) 30 + valid project 40; one motivation and a salaried status add nothing.
      score: 70,
      accepts_charter: true,
      professional_status: 'Salarié·e',
      motivations: ['more_visibility'],
      linkedin_url: 'https://www.linkedin.com/in/lea-martin',
      linkedin_count: 1200,
      instagram_url: null,
      instagram_count: 0,
      facebook_url: null,
      // Not a number: counts as 0.
      facebook_count: 0,
      project_url: 'https://lea-compta.fr/',
      invites_quota: DEFAULT_RULES.invites_per_semester,
    })
    expect(member?.admin_notes ?? null).toBeNull()
  })

  it('gives the full score of 100 when every criterion is met', async () => {
    const typed = application({
      instagram_count: '500',
      linkedin_count: '0',
      motivations: ['test_advanced_project', 'challenge_idea'],
      professional_status: 'Porteur·se de projet',
    })
    expect(await submitApplication(payload, typed, nextIp())).toEqual({ status: 'saved' })
    const [member] = await membersWith(typed.email)
    expect(member?.score).toBe(100)
  })

  it('queues the acknowledgement e-mail, in French, to the normalised address', async () => {
    const typed = application({ email: ' Nina.<b>Rousseau</b>@exemple.fr ', first_name: 'Nina <b>' })
    // Not an address: nothing stored, nothing queued.
    expect(await submitApplication(payload, typed, nextIp())).toMatchObject({ status: 'invalid' })

    const valid = application({ email: ' Nina.Rousseau.Ack@Exemple.fr ', first_name: 'Nina <b>' })
    expect(await submitApplication(payload, valid, nextIp())).toEqual({ status: 'saved' })
    const queued = await acknowledgementsTo('nina.rousseau.ack@exemple.fr')
    expect(queued).toHaveLength(1)
    expect(queued[0]?.subject).toBe('Ta candidature à la Tryb est bien enregistrée')
    expect(queued[0]?.text).toContain('Bonjour Nina <b>,')
    expect(queued[0]?.text).toContain('Si tu fais partie des 50 membres fondateurs')
    // Typed text is escaped in the HTML version.
    expect(queued[0]?.html).toContain('Bonjour Nina &lt;b&gt;,')
    expect(queued[0]?.html).not.toContain('<b>')
  })

  it('refuses a second application for the same e-mail, whatever its case, and keeps the first', async () => {
    const first = application({ first_name: 'Première' })
    expect(await submitApplication(payload, first, nextIp())).toEqual({ status: 'saved' })

    const again = application({ email: ` ${first.email.toUpperCase()}`, first_name: 'Seconde' })
    expect(await submitApplication(payload, again, nextIp())).toEqual({ status: 'duplicate' })

    const members = await membersWith(first.email)
    expect(members.map((member) => member.first_name)).toEqual(['Première'])
    // The refused application queued no e-mail.
    expect(await acknowledgementsTo(first.email)).toHaveLength(1)
  })

  it('refuses an address that already belongs to a member, whatever their status', async () => {
    const { email } = await createMember(payload, 'active', 'Déjà')
    expect(await submitApplication(payload, application({ email }), nextIp())).toEqual({ status: 'duplicate' })
    expect(await membersWith(email)).toHaveLength(1)
  })

  it('tells on leaving step 1 whether the address applied, whatever its case, within a per-client limit', async () => {
    const email = uniqueEmail('deja')
    expect(await checkApplicationEmail(payload, email, nextIp())).toEqual({ status: 'free' })
    expect(await submitApplication(payload, application({ email }), nextIp())).toEqual({ status: 'saved' })
    expect(await checkApplicationEmail(payload, `  ${email.toUpperCase()} `, nextIp())).toEqual({ status: 'duplicate' })
    expect(await checkApplicationEmail(payload, 'pas-une-adresse', nextIp())).toEqual({ status: 'invalid' })
    expect(await checkApplicationEmail(payload, { email }, nextIp())).toEqual({ status: 'invalid' })

    const ip = nextIp()
    const answers = []
    for (let i = 0; i < 11; i++) answers.push((await checkApplicationEmail(payload, uniqueEmail('essai'), ip)).status)
    expect(answers).toEqual([...Array(10).fill('free'), 'limited'])
  })

  it('stores one member when the same new address is submitted several times at once', async () => {
    const email = `simultanee.${Date.now()}@exemple.fr`
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        submitApplication(payload, application({ email, first_name: `Essai ${index}` }), nextIp()),
      ),
    )
    expect(results.filter((result) => result.status === 'saved')).toHaveLength(1)
    expect(results.filter((result) => result.status === 'duplicate')).toHaveLength(5)
    expect(await membersWith(email)).toHaveLength(1)
    expect(await acknowledgementsTo(email)).toHaveLength(1)
  })

  it('answers bad input with the French message of each field and changes nothing', async () => {
    const before = (await payload.count({ collection: 'members' })).totalDocs
    const jobsBefore = (await payload.count({ collection: 'payload-jobs' })).totalDocs

    expect(await submitApplication(payload, {}, nextIp())).toEqual({
      status: 'invalid',
      fieldErrors: {
        last_name: APPLICATION_MESSAGES.lastNameRequired,
        first_name: APPLICATION_MESSAGES.firstNameRequired,
        email: 'Indique ton adresse e-mail.',
        audience: 'Il faut au moins 500 relations, abonnés ou amis sur l’un de ces réseaux.',
        project_url: APPLICATION_MESSAGES.projectRequired,
        professional_status: APPLICATION_MESSAGES.statusRequired,
        motivations: APPLICATION_MESSAGES.motivationRequired,
        accepts_charter: APPLICATION_MESSAGES.charterRequired,
      },
    })
    expect(
      await submitApplication(
        payload,
        application({
          linkedin_count: '499',
          facebook_url: 'javascript:alert(1)',
          project_url: 'mon-projet',
          professional_status: 'Rentier',
          motivations: ['devenir riche'],
          accepts_charter: false,
        }),
        nextIp(),
      ),
    ).toEqual({
      status: 'invalid',
      fieldErrors: {
        audience: APPLICATION_MESSAGES.audience(500),
        facebook_url: APPLICATION_MESSAGES.urlInvalid,
        project_url: APPLICATION_MESSAGES.urlInvalid,
        professional_status: APPLICATION_MESSAGES.statusRequired,
        motivations: APPLICATION_MESSAGES.motivationRequired,
        accepts_charter: APPLICATION_MESSAGES.charterRequired,
      },
    })
    expect(await submitApplication(payload, application({ linkedin_count: '499' }), nextIp())).toEqual({
      status: 'invalid',
      fieldErrors: { audience: 'Il faut au moins 500 relations, abonnés ou amis sur l’un de ces réseaux.' },
    })
    expect(await submitApplication(payload, 'pas un formulaire', nextIp())).toMatchObject({ status: 'invalid' })
    expect(await submitApplication(payload, null, nextIp())).toMatchObject({ status: 'invalid' })

    expect((await payload.count({ collection: 'members' })).totalDocs).toBe(before)
    expect((await payload.count({ collection: 'payload-jobs' })).totalDocs).toBe(jobsBefore)
  })

  it('takes the minimum audience from the rules an admin sets', async () => {
    await payload.updateGlobal({ slug: 'rules', data: { min_audience: 1000 } })
    try {
      expect(await submitApplication(payload, application({ linkedin_count: '999' }), nextIp())).toEqual({
        status: 'invalid',
        fieldErrors: { audience: 'Il faut au moins 1\u202f000 relations, abonnés ou amis sur l’un de ces réseaux.' },
      })
      const typed = application({ linkedin_count: '1000' })
      expect(await submitApplication(payload, typed, nextIp())).toEqual({ status: 'saved' })
    } finally {
      await payload.updateGlobal({ slug: 'rules', data: { min_audience: DEFAULT_RULES.min_audience } })
    }
  })

  it('creates the member and queues its e-mail in one transaction: if either fails, neither exists', async () => {
    const typed = application()
    const queue = vi.spyOn(payload.jobs, 'queue').mockRejectedValueOnce(new Error('outbox indisponible'))
    const log = vi.spyOn(payload.logger, 'error').mockImplementation(() => undefined)
    try {
      expect(await submitApplication(payload, typed, nextIp())).toEqual({ status: 'failed' })
    } finally {
      queue.mockRestore()
      log.mockRestore()
    }
    expect(await membersWith(typed.email)).toHaveLength(0)
    expect(await acknowledgementsTo(typed.email)).toHaveLength(0)

    // Once the outbox works again, the same application goes through.
    expect(await submitApplication(payload, typed, nextIp())).toEqual({ status: 'saved' })
    expect(await membersWith(typed.email)).toHaveLength(1)
    expect(await acknowledgementsTo(typed.email)).toHaveLength(1)
  })

  it('reports any other failure as a failure, not as a duplicate', async () => {
    const typed = application()
    const create = vi.spyOn(payload, 'create').mockRejectedValueOnce(new Error('base indisponible'))
    const log = vi.spyOn(payload.logger, 'error').mockImplementation(() => undefined)
    try {
      expect(await submitApplication(payload, typed, nextIp())).toEqual({ status: 'failed' })
      expect(log).toHaveBeenCalledOnce()
    } finally {
      create.mockRestore()
      log.mockRestore()
    }
    expect(await membersWith(typed.email)).toHaveLength(0)
  })
})

describe('rate limit', () => {
  it('takes 5 applications a minute from one client, then answers "limited" and stores nothing more', async () => {
    const results = []
    for (let i = 0; i < 6; i++) {
      results.push(await submitApplication(payload, application({ email: uniqueEmail(`flot${i}`) }), '10.6.99.99'))
    }
    expect(results.map((result) => result.status)).toEqual(['saved', 'saved', 'saved', 'saved', 'saved', 'limited'])
  })
})
