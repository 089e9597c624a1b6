import { describe, expect, it } from 'vitest'

import { applicationFieldErrors, applicationSchema, applicationStepSchemas } from '@/validation/application'
import {
  APPLICATION_MESSAGES,
  APPLICATION_STEP_COUNT,
  APPLICATION_STEP_FIELDS,
  EMPTY_APPLICATION,
  firstStepWithError,
  parseCount,
  type ApplicationValues,
} from '@/validation/applicationForm'

const MIN = 500
const steps = applicationStepSchemas(MIN)

const valid: ApplicationValues = {
  last_name: 'Martin',
  first_name: 'Léa',
  email: 'lea@exemple.fr',
  linkedin_url: '',
  linkedin_count: '600',
  instagram_url: '',
  instagram_count: '',
  facebook_url: '',
  facebook_count: '',
  project_url: 'https://mon-projet.fr',
  professional_status: 'Salarié·e',
  motivations: ['more_visibility'],
  accepts_charter: true,
}

/** The messages one step gives for these values, by field. */
const stepErrors = (step: number, values: Partial<ApplicationValues>) => {
  const result = steps[step]!.safeParse({ ...valid, ...values })
  return result.success ? {} : applicationFieldErrors(result.error)
}

describe('the application schema, step by step', () => {
  it('has five steps, each valid for a complete application', () => {
    expect(steps).toHaveLength(APPLICATION_STEP_COUNT)
    steps.forEach((_, step) => expect(stepErrors(step, {}), `step ${step + 1}`).toEqual({}))
  })

  it('checks on each step the fields the wizard lists for it (the audience rule on step 2)', () => {
    expect(steps.map((schema) => Object.keys(schema.shape))).toEqual(
      APPLICATION_STEP_FIELDS.map((fields) => fields.filter((field) => field !== 'audience')),
    )
    expect(stepErrors(1, { linkedin_count: '', instagram_count: '', facebook_count: '' })).toHaveProperty('audience')
  })

  it('step 1: both names and a valid e-mail', () => {
    expect(stepErrors(0, { last_name: '  ', first_name: '', email: '' })).toEqual({
      last_name: APPLICATION_MESSAGES.lastNameRequired,
      first_name: APPLICATION_MESSAGES.firstNameRequired,
      email: 'Indique ton adresse e-mail.',
    })
    expect(stepErrors(0, { email: 'lea@' })).toEqual({ email: 'Cette adresse e-mail n’est pas valide.' })
    expect(stepErrors(0, { last_name: 'x'.repeat(101) })).toEqual({ last_name: APPLICATION_MESSAGES.nameTooLong })
  })

  it('step 1: trims and lowercases the e-mail and keeps names on one line', () => {
    expect(steps[0].parse({ last_name: ' Le\n Gall ', first_name: 'Léa\tMarie', email: '  Lea@Exemple.FR ' })).toEqual({
      last_name: 'Le Gall',
      first_name: 'Léa Marie',
      email: 'lea@exemple.fr',
    })
  })

  it('step 2: one network at the minimum audience or more', () => {
    const audience = APPLICATION_MESSAGES.audience(MIN)
    expect(audience).toBe('Il faut au moins 500 relations, abonnés ou amis sur l’un de ces réseaux.')
    expect(stepErrors(1, { linkedin_count: '499', instagram_count: '499', facebook_count: '499' })).toEqual({
      audience,
    })
    expect(stepErrors(1, { linkedin_count: '', instagram_count: '', facebook_count: '' })).toEqual({ audience })
    for (const network of ['linkedin_count', 'instagram_count', 'facebook_count'] as const) {
      expect(stepErrors(1, { linkedin_count: '', [network]: '500' }), network).toEqual({})
    }
    expect(stepErrors(1, { linkedin_count: '999' }).audience).toBeUndefined()
    expect(applicationStepSchemas(1000)[1].safeParse({ ...valid, linkedin_count: '999' }).success).toBe(false)
  })

  it('step 2: counts are integers, non-numeric is 0, negative or absurd ones are refused', () => {
    expect(
      steps[1].parse({ ...valid, linkedin_count: '1 200', instagram_count: 'beaucoup', facebook_count: '12.9' }),
    ).toMatchObject({
      linkedin_count: 1200,
      instagram_count: 0,
      facebook_count: 12,
    })
    expect(stepErrors(1, { instagram_count: '-600' })).toEqual({ instagram_count: APPLICATION_MESSAGES.countInvalid })
    expect(stepErrors(1, { facebook_count: '99999999999' })).toEqual({
      facebook_count: APPLICATION_MESSAGES.countInvalid,
    })
  })

  it('step 2: profile links are optional, stored as null when empty, and must be web links', () => {
    expect(steps[1].parse({ ...valid, linkedin_url: ' https://www.linkedin.com/in/lea ' })).toMatchObject({
      linkedin_url: 'https://www.linkedin.com/in/lea',
      instagram_url: null,
      facebook_url: null,
    })
    // One link rule everywhere: "https://" is added when missing.
    expect(steps[1].parse({ ...valid, instagram_url: 'instagram.com/lea' })).toMatchObject({
      instagram_url: 'https://instagram.com/lea',
    })
    expect(stepErrors(1, { instagram_url: 'lea', facebook_url: 'javascript:alert(1)' })).toEqual({
      instagram_url: APPLICATION_MESSAGES.urlInvalid,
      facebook_url: APPLICATION_MESSAGES.urlInvalid,
    })
  })

  it('step 3: a project link that parses as a web address', () => {
    expect(stepErrors(2, { project_url: ' ' })).toEqual({ project_url: APPLICATION_MESSAGES.projectRequired })
    expect(stepErrors(2, { project_url: 'mon-projet' })).toEqual({ project_url: APPLICATION_MESSAGES.urlInvalid })
    expect(stepErrors(2, { project_url: 'ftp://mon-projet.fr' })).toEqual({
      project_url: APPLICATION_MESSAGES.urlInvalid,
    })
    expect(steps[2].parse({ project_url: ' https://mon-projet.fr/demo ' })).toEqual({
      project_url: 'https://mon-projet.fr/demo',
    })
    expect(steps[2].parse({ project_url: 'mon-projet.fr/demo' })).toEqual({ project_url: 'https://mon-projet.fr/demo' })
  })

  it('step 4: a status from the list and at least one known motivation', () => {
    expect(stepErrors(3, { professional_status: '', motivations: [] })).toEqual({
      professional_status: APPLICATION_MESSAGES.statusRequired,
      motivations: APPLICATION_MESSAGES.motivationRequired,
    })
    expect(stepErrors(3, { professional_status: 'Rentier' })).toEqual({
      professional_status: APPLICATION_MESSAGES.statusRequired,
    })
    expect(stepErrors(3, { motivations: ['devenir riche'] })).toEqual({
      motivations: APPLICATION_MESSAGES.motivationRequired,
    })
    for (const status of ['Salarié·e', 'En reconversion', 'Au chômage', 'Porteur·se de projet']) {
      expect(stepErrors(3, { professional_status: status }), status).toEqual({})
    }
    expect(steps[3].parse({ ...valid, motivations: ['challenge_idea', 'challenge_idea'] }).motivations).toEqual([
      'challenge_idea',
    ])
  })

  it('step 5: the charter ticked', () => {
    expect(stepErrors(4, { accepts_charter: false })).toEqual({ accepts_charter: APPLICATION_MESSAGES.charterRequired })
  })
})

describe('the whole application', () => {
  it('keeps the answers and drops anything the form does not have', () => {
    const parsed = applicationSchema(MIN).parse({ ...valid, score: 100, status: 'active', source: 'signup' })
    expect(parsed).not.toHaveProperty('score')
    expect(parsed).not.toHaveProperty('status')
    expect(parsed).not.toHaveProperty('source')
    expect(parsed).toMatchObject({ email: 'lea@exemple.fr', linkedin_count: 600, accepts_charter: true })
  })

  it('gives every field’s message and the first step to correct', () => {
    const result = applicationSchema(MIN).safeParse({
      ...EMPTY_APPLICATION,
      last_name: 'Martin',
      first_name: 'Léa',
      email: 'lea@exemple.fr',
    })
    expect(result.success).toBe(false)
    const errors = result.success ? {} : applicationFieldErrors(result.error)
    expect(errors).toEqual({
      audience: APPLICATION_MESSAGES.audience(MIN),
      project_url: APPLICATION_MESSAGES.projectRequired,
      professional_status: APPLICATION_MESSAGES.statusRequired,
      motivations: APPLICATION_MESSAGES.motivationRequired,
      accepts_charter: APPLICATION_MESSAGES.charterRequired,
    })
    expect(firstStepWithError(errors)).toBe(1)
    expect(firstStepWithError({ accepts_charter: 'x' })).toBe(4)
    expect(firstStepWithError({})).toBeUndefined()
  })
})

describe('parseCount', () => {
  it('reads integers as the product says, non-numeric being 0', () => {
    expect(parseCount('650')).toBe(650)
    expect(parseCount(' 1\u202f200 ')).toBe(1200)
    expect(parseCount('')).toBe(0)
    expect(parseCount('abc')).toBe(0)
    expect(parseCount(undefined)).toBe(0)
    expect(parseCount(700.8)).toBe(700)
    expect(parseCount(Number.NaN)).toBe(0)
  })
})
