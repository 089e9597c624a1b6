import { describe, expect, it } from 'vitest'

import {
  HERO_IMAGE_MAX_BYTES,
  heroImageCropFrame,
  heroImageDimensionsProblem,
  heroImageFileProblem,
  heroImageType,
  heroImagePadFrame,
} from '@/domain/projects/heroImage'
import { nextVisibilityRequest, visibilityQuotaMessage, visibilityQuotaSince } from '@/domain/projects/projectQuota'
import { DEFAULT_RULES } from '@/domain/rules'
import { projectSubmitErrors, projectSubmitSchema } from '@/validation/projectSubmit'
import { PROJECT_SUBMIT_MESSAGES as M, type ProjectSubmitValues } from '@/validation/projectSubmitForm'

const visibility: ProjectSubmitValues = {
  request_type: 'visibility',
  title: 'Mon projet',
  summary: 'Un outil simple pour les solopreneurs pressés.',
  project_url: 'monmvp.fr',
  primary_target: 'Freelances',
  hero_image: 12,
  hero_image_alt: 'Capture de l’application',
  ethics_accepted: true,
  payment_commitment: true,
}
const feedback: ProjectSubmitValues = {
  ...visibility,
  request_type: 'feedback',
  payment_commitment: undefined,
  feedback_request: '  Des retours sur le prix  ',
}

const errorsOf = (values: ProjectSubmitValues) => projectSubmitErrors(values, DEFAULT_RULES.campaign_price) ?? {}

describe('the project submission schema', () => {
  it('accepts a complete visibility request, normalising links and keeping the commitment', () => {
    const data = projectSubmitSchema(DEFAULT_RULES.campaign_price).parse({
      ...visibility,
      website: 'www.monsite.fr',
      linkedin: '',
    })
    expect(data.project_url).toBe('https://monmvp.fr/')
    expect(data.website).toBe('https://www.monsite.fr/')
    expect(data.linkedin).toBeNull()
    expect(data.secondary_target).toBeNull()
    expect(data.payment_commitment).toBe(true)
    expect(data.feedback_request).toBeNull()
  })

  it('accepts a feedback request: trimmed request text, no payment commitment', () => {
    const data = projectSubmitSchema(DEFAULT_RULES.campaign_price).parse({ ...feedback, payment_commitment: true })
    expect(data.feedback_request).toBe('Des retours sur le prix')
    expect(data.payment_commitment).toBe(false)
  })

  it('needs a request type', () => {
    expect(errorsOf({ ...visibility, request_type: 'autre' }).request_type).toBe(M.requestType)
    expect(M.requestType).toBe('Choisis le type de demande.')
  })

  it('title: 3 to 120 characters', () => {
    expect(errorsOf({ ...visibility, title: ' ab ' }).title).toBe('Titre trop court (≥ 3 caractères)')
    expect(errorsOf({ ...visibility, title: 'a'.repeat(121) }).title).toBe('Titre trop long (≤ 120 caractères)')
    expect(errorsOf({ ...visibility, title: 'a'.repeat(120) }).title).toBeUndefined()
  })

  it('summary: 20 to 300 characters', () => {
    expect(errorsOf({ ...visibility, summary: 'trop court' }).summary).toBe(
      'Décris brièvement ton projet (≥ 20 caractères)',
    )
    expect(errorsOf({ ...visibility, summary: 'a'.repeat(301) }).summary).toBe('Résumé trop long (≤ 300 caractères)')
    expect(errorsOf({ ...visibility, summary: 'a'.repeat(300) }).summary).toBeUndefined()
  })

  it('MVP link: required, https:// added, valid', () => {
    expect(errorsOf({ ...visibility, project_url: ' ' }).project_url).toBe('Lien MVP requis')
    expect(errorsOf({ ...visibility, project_url: 'pas un lien' }).project_url).toBe('Lien MVP invalide')
    expect(errorsOf({ ...visibility, project_url: 'javascript:alert(1)' }).project_url).toBe('Lien MVP invalide')
  })

  it('targets: primary of at least 2 characters, secondary optional', () => {
    expect(errorsOf({ ...visibility, primary_target: 'a' }).primary_target).toBe('Cible principale requise')
    expect(
      projectSubmitSchema(DEFAULT_RULES.campaign_price).parse({ ...visibility, secondary_target: ' Agences ' })
        .secondary_target,
    ).toBe('Agences')
  })

  it('company links: optional, each with its own message', () => {
    const errors = errorsOf({ ...visibility, linkedin: 'x', instagram: 'y', facebook: 'z', website: 'w w' })
    expect(errors).toMatchObject({
      linkedin: 'URL LinkedIn invalide',
      instagram: 'URL Instagram invalide',
      facebook: 'URL Facebook invalide',
      website: 'URL site web invalide',
    })
  })

  it('hero image required, alt text of at least 5 characters', () => {
    expect(errorsOf({ ...visibility, hero_image: null }).hero_image).toBe('Image requise')
    expect(errorsOf({ ...visibility, hero_image_alt: ' abc ' }).hero_image_alt).toBe(
      'Texte alternatif requis (≥ 5 caractères)',
    )
  })

  it('the charter must be accepted', () => {
    expect(errorsOf({ ...visibility, ethics_accepted: false }).ethics_accepted).toBe('Tu dois accepter la charte.')
  })

  it('visibility needs the payment commitment; feedback does not', () => {
    expect(errorsOf({ ...visibility, payment_commitment: false }).payment_commitment).toBe(
      "Tu dois t'engager à payer 100€ sous 24h après validation.",
    )
    expect(projectSubmitErrors(feedback, DEFAULT_RULES.campaign_price)).toBeNull()
  })

  it('names the campaign price the admins set', () => {
    expect(projectSubmitErrors({ ...visibility, payment_commitment: false }, 150)?.payment_commitment).toBe(
      "Tu dois t'engager à payer 150€ sous 24h après validation.",
    )
  })

  it('feedback needs "Ce que je cherche" of at least 10 characters after trimming', () => {
    expect(errorsOf({ ...feedback, feedback_request: '   123456789   ' }).feedback_request).toBe(
      'Précise ce que tu attends comme retour (≥ 10 caractères).',
    )
    expect(errorsOf({ ...visibility, feedback_request: '' }).feedback_request).toBeUndefined()
  })

  it('beta-test places: none typed is 0, a whole number from 0 to 50 is kept, anything else is refused', () => {
    const parse = (beta_places: unknown) =>
      projectSubmitSchema(DEFAULT_RULES.campaign_price).safeParse({ ...feedback, beta_places })
    expect(parse(undefined).data?.beta_places).toBe(0)
    expect(parse('').data?.beta_places).toBe(0)
    expect(parse(' 12 ').data?.beta_places).toBe(12)
    expect(parse(50).data?.beta_places).toBe(50)
    for (const wrong of ['51', '-1', '2.5', 'dix', 2.5, true])
      expect(errorsOf({ ...feedback, beta_places: wrong as never }).beta_places).toBe(M.betaPlaces)
  })

  it('lists every message at once, in the order of the page', () => {
    expect(Object.keys(errorsOf({ request_type: 'visibility' }))).toEqual([
      'title',
      'summary',
      'project_url',
      'primary_target',
      'hero_image',
      'hero_image_alt',
      'payment_commitment',
      'ethics_accepted',
    ])
  })

  it('keeps the product’s toasts word for word', () => {
    expect(M.invalid).toBe('Certains champs sont à corriger.')
    expect(M.success).toBe('Projet reçu ✅')
    expect(M.failurePrefix).toBe('Échec de la création du projet : ')
    expect(M.accessDenied).toBe('Accès non autorisé')
  })
})

describe('hero image rules', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])
  const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0])
  const gif = new TextEncoder().encode('GIF89a......')
  const webp = new TextEncoder().encode('RIFF....WEBP')

  it('JPG or PNG by content only', () => {
    expect(heroImageType(png)).toBe('image/png')
    expect(heroImageType(jpeg)).toBe('image/jpeg')
    expect(heroImageType(gif)).toBeNull()
    expect(heroImageType(webp)).toBeNull()
    expect(heroImageFileProblem(100, gif)).toBe('Format accepté : JPG ou PNG uniquement')
  })

  it('at most 500 Ko', () => {
    expect(heroImageFileProblem(HERO_IMAGE_MAX_BYTES, png)).toBeNull()
    expect(heroImageFileProblem(HERO_IMAGE_MAX_BYTES + 1, png)).toBe('Image trop lourde (≤ 500 Ko)')
  })

  it('exactly 1600×900, or unreadable', () => {
    expect(heroImageDimensionsProblem(1600, 900)).toBeNull()
    expect(heroImageDimensionsProblem(1600, 901)).toBe(
      'Dimensions requises : 1600×900 pixels (ton image fait 1600×901)',
    )
    expect(heroImageDimensionsProblem(900, 1600)).toBe(
      'Dimensions requises : 1600×900 pixels (ton image fait 900×1600)',
    )
    expect(heroImageDimensionsProblem(0, 0)).toBe("Impossible de charger l'image")
  })

  it('the browser’s crop: the largest 16:9 frame, moved along the free direction, of any size', () => {
    // Taller than 16:9: the full width, the frame slides from top to bottom.
    expect(heroImageCropFrame(2000, 1500, 0)).toEqual({ x: 0, y: 0, width: 2000, height: 1125 })
    expect(heroImageCropFrame(2000, 1500, 0.5)).toEqual({ x: 0, y: 188, width: 2000, height: 1125 })
    expect(heroImageCropFrame(2000, 1500, 1)).toEqual({ x: 0, y: 375, width: 2000, height: 1125 })
    // Wider than 16:9: the full height, the frame slides from left to right.
    expect(heroImageCropFrame(4000, 900, 1)).toEqual({ x: 2400, y: 0, width: 1600, height: 900 })
    expect(heroImageCropFrame(1600, 901, 7)).toEqual({ x: 0, y: 1, width: 1600, height: 900 })
    // A smaller square: its widest 16:9 band, which the canvas enlarges to 1600×900.
    expect(heroImageCropFrame(1200, 1200, 0.5)).toEqual({ x: 0, y: 263, width: 1200, height: 675 })
  })

  it('the browser’s fit: the whole picture centred in 1600×900, neutral bands around it', () => {
    expect(heroImagePadFrame(1200, 1200)).toEqual({ x: 350, y: 0, width: 900, height: 900 })
    expect(heroImagePadFrame(800, 450)).toEqual({ x: 0, y: 0, width: 1600, height: 900 })
    expect(heroImagePadFrame(3000, 1000)).toEqual({ x: 0, y: 184, width: 1600, height: 533 })
    expect(heroImagePadFrame(1600, 900)).toEqual({ x: 0, y: 0, width: 1600, height: 900 })
  })
})

describe('one visibility project per calendar month (Europe/Paris)', () => {
  /** Whether an earlier visibility project created at `created` stops a new one at `now`. */
  const counts = (created: string, now: string) => new Date(created) >= visibilityQuotaSince(new Date(now))

  it('counts the Paris month, not the UTC one', () => {
    // 31 Jan 23:30 UTC is already 1 February in Paris.
    expect(counts('2026-01-31T23:30:00Z', '2026-02-15T10:00:00Z')).toBe(true)
    expect(counts('2026-01-31T22:30:00Z', '2026-02-15T10:00:00Z')).toBe(false)
  })

  it('counts projects from the first instant of the Paris month', () => {
    expect(visibilityQuotaSince(new Date('2026-03-20T12:00:00Z')).toISOString()).toBe('2026-02-28T23:00:00.000Z')
    expect(visibilityQuotaSince(new Date('2026-07-01T00:30:00+02:00')).toISOString()).toBe('2026-06-30T22:00:00.000Z')
  })

  it('lets last month’s project pass, stops this month’s', () => {
    const now = '2026-03-20T12:00:00Z'
    expect(counts('2026-02-28T12:00:00Z', now)).toBe(false)
    expect(counts('2026-03-01T08:00:00Z', now)).toBe(true)
  })

  it('says when the next request is possible: the first day of the next Paris month', () => {
    expect(nextVisibilityRequest(new Date('2026-11-26T10:00:00Z')).toISOString()).toBe('2026-11-30T23:00:00.000Z')
    // 30 November 23:30 UTC is already 1 December in Paris: the next request waits for January.
    expect(nextVisibilityRequest(new Date('2026-11-30T23:30:00Z')).toISOString()).toBe('2026-12-31T23:00:00.000Z')
    // Into summer time: April starts at 22:00 UTC.
    expect(nextVisibilityRequest(new Date('2026-03-20T12:00:00Z')).toISOString()).toBe('2026-03-31T22:00:00.000Z')
    // The next request is exactly when this month's project stops counting.
    const now = new Date('2026-06-15T12:00:00Z')
    expect(visibilityQuotaSince(nextVisibilityRequest(now)).getTime()).toBe(nextVisibilityRequest(now).getTime())
  })

  it('writes the refusal with that date, in French', () => {
    expect(visibilityQuotaMessage(new Date('2026-11-26T10:00:00Z'))).toBe(
      'Tu as déjà proposé un projet de visibilité ce mois-ci : prochaine demande possible le 1er décembre 2026.',
    )
    expect(visibilityQuotaMessage(new Date('2026-12-31T23:30:00Z'))).toBe(
      'Tu as déjà proposé un projet de visibilité ce mois-ci : prochaine demande possible le 1er février 2027.',
    )
  })
})
