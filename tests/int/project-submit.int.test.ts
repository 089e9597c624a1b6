import { ValidationError, type Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { relationId } from '@/domain/relationId'
import { visibilityQuotaMessage } from '@/domain/projects/projectQuota'
import { submitProject, uploadHeroImage, type HeroImageUpload } from '@/projects/submitProject'
import { PROJECT_SUBMIT_MESSAGES, type ProjectSubmitValues } from '@/validation/projectSubmitForm'

import { createMember, createStaff, pngFile, type SignedInMember, type SignedInUser } from './helpers/actors'
import { setUpTestPayload } from './helpers/setUpTestPayload'

let payload: Payload
let admins: SignedInUser[]

setUpTestPayload((started) => ({ payload } = started))

beforeAll(async () => {
  admins = [await createStaff(payload, 'admin'), await createStaff(payload, 'admin')]
  await createStaff(payload, 'marketing')
})

const upload = (data: Buffer, name: string, mimetype = 'image/jpeg'): HeroImageUpload => ({
  data,
  name,
  mimetype,
  size: data.length,
})

/** A noisy JPEG of the right size, heavier than 500 Ko. */
async function heavyJpeg() {
  const noise = Buffer.alloc(1600 * 900 * 3)
  for (let index = 0; index < noise.length; index++) noise[index] = (index * 2654435761) >>> 24
  return sharp(noise, { raw: { width: 1600, height: 900, channels: 3 } })
    .jpeg({ quality: 72 })
    .toBuffer()
}

async function savedImage(member: SignedInMember) {
  const result = await uploadHeroImage(payload, member, await pngFile('visuel.png'))
  if (!result.ok) throw new Error(result.message)
  return result.id
}

const form = (hero_image: number, overrides: ProjectSubmitValues = {}): ProjectSubmitValues => ({
  request_type: 'visibility',
  title: 'Facturo, la facture en 1 clic',
  summary: 'Un outil de facturation pour les indépendants pressés.',
  project_url: 'facturo.fr',
  primary_target: 'Freelances',
  secondary_target: '',
  website: 'www.facturo.fr',
  linkedin: '',
  hero_image,
  hero_image_alt: 'Capture de Facturo',
  ethics_accepted: true,
  payment_commitment: true,
  ...overrides,
})

const moderationEmails = async () =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'sendEmail' } },
      limit: 500,
      depth: 0,
      sort: 'createdAt',
    })
  ).docs
    .map((job) => job.input as { to: string; subject: string; text: string })
    .filter((email) => email.subject.startsWith('Projet à modérer'))

const projectCount = async () => (await payload.count({ collection: 'projects' })).totalDocs

describe('submitting a project', () => {
  it('stores a visibility request as pending, owned by the submitter, with the payment commitment', async () => {
    const member = await createMember(payload, 'active', 'Vera')
    const result = await submitProject(payload, member, form(await savedImage(member)))
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const project = (await payload.find({ collection: 'projects', where: { slug: { equals: result.slug } }, depth: 0 }))
      .docs[0]
    expect(project).toMatchObject({
      status: 'pending',
      request_type: 'visibility',
      owner: member.id,
      title: 'Facturo, la facture en 1 clic',
      project_url: 'https://facturo.fr/',
      secondary_target: null,
      company_links: { website: 'https://www.facturo.fr/', linkedin: null },
      hero_image_alt: 'Capture de Facturo',
      ethics_accepted: true,
      payment_commitment: true,
      feedback_request: null,
    })
    const image = await payload.findByID({
      collection: 'project-hero-images',
      id: relationId(project.hero_image)!,
      depth: 0,
    })
    expect(image.uploader).toBe(member.id)
    expect(image.mimeType).toBe('image/png')
  })

  it('stores a feedback request with its text and without a payment commitment, for a waitlist member', async () => {
    const member = await createMember(payload, 'waitlist', 'Wafa')
    const result = await submitProject(
      payload,
      member,
      form(await savedImage(member), {
        request_type: 'feedback',
        payment_commitment: true,
        feedback_request: '  Des retours sur mon tunnel de paiement  ',
      }),
    )
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const project = (await payload.find({ collection: 'projects', where: { slug: { equals: result.slug } }, depth: 0 }))
      .docs[0]
    expect(project).toMatchObject({
      status: 'pending',
      owner: member.id,
      request_type: 'feedback',
      payment_commitment: false,
      feedback_request: 'Des retours sur mon tunnel de paiement',
    })
  })

  it('stores a feedback request’s beta-test places and instructions; leaves them off another type; refuses places outside 0–50', async () => {
    const member = await createMember(payload, 'active', 'Bea')
    const image = await savedImage(member)
    const feedback = {
      request_type: 'feedback',
      feedback_request: 'Des retours sur mon tunnel de paiement',
      beta_instructions: '  Crée un compte et note où tu hésites.  ',
    }
    const result = await submitProject(payload, member, form(image, { ...feedback, beta_places: '4' }))
    expect(result).toMatchObject({ ok: true })
    if (!result.ok) return
    const project = (await payload.find({ collection: 'projects', where: { slug: { equals: result.slug } }, depth: 0 }))
      .docs[0]
    expect(project).toMatchObject({ beta_places: 4, beta_instructions: 'Crée un compte et note où tu hésites.' })
    // Typed on the feedback tab, then the visibility tab chosen: the places are not sent.
    const visibility = await submitProject(
      payload,
      member,
      form(await savedImage(member), { beta_places: '3', beta_instructions: 'Teste tout.' }),
    )
    expect(visibility).toMatchObject({ ok: true })
    if (!visibility.ok) return
    const stored = (
      await payload.find({ collection: 'projects', where: { slug: { equals: visibility.slug } }, depth: 0 })
    ).docs[0]
    expect(stored).toMatchObject({ beta_places: 0, beta_instructions: null })
    const before = await projectCount()
    for (const places of ['51', '-1', '2.5', 'beaucoup'])
      expect(
        await submitProject(payload, member, form(await savedImage(member), { ...feedback, beta_places: places })),
      ).toEqual({
        ok: false,
        message: PROJECT_SUBMIT_MESSAGES.invalid,
        fieldErrors: { beta_places: PROJECT_SUBMIT_MESSAGES.betaPlaces },
      })
    expect(await projectCount()).toBe(before)
  })

  it('e-mails every admin (never marketing) that a project waits for moderation', async () => {
    const member = await createMember(payload, 'active', 'Elsa')
    const before = (await moderationEmails()).length
    const result = await submitProject(payload, member, form(await savedImage(member), { title: 'Projet annoncé' }))
    expect(result.ok).toBe(true)
    const emails = (await moderationEmails()).slice(before)
    expect(emails.map((email) => email.to).sort()).toEqual(admins.map((admin) => admin.email).sort())
    expect(emails[0]).toMatchObject({ subject: 'Projet à modérer : Projet annoncé' })
    // It leads to the project's moderation sheet, not Payload's generic editor.
    expect(emails[0]!.text).toMatch(/\/admin\/projets\?projet=\d+/)
    expect(emails[0]!.text).not.toContain('/admin/collections/projects/')
  })

  it('queues the e-mails in the project’s transaction: no project without them, none without the project', async () => {
    const member = await createMember(payload, 'active', 'Tara')
    const image = await savedImage(member)
    const [projectsBefore, emailsBefore] = [await projectCount(), (await moderationEmails()).length]
    const queue = vi.spyOn(payload.jobs, 'queue').mockRejectedValueOnce(new Error('outbox indisponible'))
    const log = vi.spyOn(payload.logger, 'error').mockImplementation(() => undefined)
    const result = await submitProject(payload, member, form(image))
    queue.mockRestore()
    log.mockRestore()
    expect(result).toEqual({ ok: false, message: 'Erreur lors de la création du projet' })
    expect(await projectCount()).toBe(projectsBefore)
    expect((await moderationEmails()).length).toBe(emailsBefore)
  })

  it('refuses invalid input with the product’s messages and changes nothing', async () => {
    const member = await createMember(payload, 'active', 'Iris')
    const image = await savedImage(member)
    const [projectsBefore, emailsBefore] = [await projectCount(), (await moderationEmails()).length]
    const result = await submitProject(
      payload,
      member,
      form(image, { title: 'ab', payment_commitment: false, website: 'x' }),
    )
    expect(result).toEqual({
      ok: false,
      message: 'Certains champs sont à corriger.',
      fieldErrors: {
        title: 'Titre trop court (≥ 3 caractères)',
        website: 'URL site web invalide',
        payment_commitment: "Tu dois t'engager à payer 100€ sous 24h après validation.",
      },
    })
    const feedback = await submitProject(
      payload,
      member,
      form(image, { request_type: 'feedback', feedback_request: ' court ' }),
    )
    expect(feedback).toMatchObject({
      ok: false,
      fieldErrors: { feedback_request: 'Précise ce que tu attends comme retour (≥ 10 caractères).' },
    })
    expect(await projectCount()).toBe(projectsBefore)
    expect((await moderationEmails()).length).toBe(emailsBefore)
  })

  it('refuses an image the member did not upload', async () => {
    const member = await createMember(payload, 'active', 'Hugo')
    const other = await createMember(payload, 'active', 'Paul')
    const projectsBefore = await projectCount()
    const result = await submitProject(payload, member, form(await savedImage(other)))
    expect(result).toMatchObject({ ok: false, fieldErrors: { hero_image: 'Image requise' } })
    expect(await projectCount()).toBe(projectsBefore)
  })

  it('accepts one visibility project per calendar month, feedback requests beyond it', async () => {
    const member = await createMember(payload, 'active', 'Mona')
    expect((await submitProject(payload, member, form(await savedImage(member)))).ok).toBe(true)
    const projectsBefore = await projectCount()
    expect(await submitProject(payload, member, form(await savedImage(member), { title: 'Deuxième' }))).toEqual({
      ok: false,
      message: visibilityQuotaMessage(new Date()),
    })
    expect(await projectCount()).toBe(projectsBefore)
    const feedback = await submitProject(
      payload,
      member,
      form(await savedImage(member), { request_type: 'feedback', feedback_request: 'Des avis sur le design' }),
    )
    expect(feedback.ok).toBe(true)
  })

  it('lets only one of two visibility requests sent at once through', async () => {
    const member = await createMember(payload, 'active', 'Duo')
    const [first, second] = [await savedImage(member), await savedImage(member)]
    const results = await Promise.all([
      submitProject(payload, member, form(first, { title: 'Premier envoi' })),
      submitProject(payload, member, form(second, { title: 'Second envoi' })),
    ])
    expect(results.filter((result) => result.ok)).toHaveLength(1)
    expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, message: visibilityQuotaMessage(new Date()) }])
    const mine = await payload.count({ collection: 'projects', where: { owner: { equals: member.id } } })
    expect(mine.totalDocs).toBe(1)
  })

  it('refuses inactive members and visitors', async () => {
    const inactive = await createMember(payload, 'inactive', 'Ines')
    const active = await createMember(payload, 'active', 'Alba')
    const image = await savedImage(active)
    const projectsBefore = await projectCount()
    expect(await submitProject(payload, inactive, form(image))).toEqual({ ok: false, message: 'Accès non autorisé' })
    expect(await submitProject(payload, null, form(image))).toEqual({ ok: false, message: 'Accès non autorisé' })
    expect(await uploadHeroImage(payload, inactive, await pngFile())).toEqual({
      ok: false,
      message: 'Accès non autorisé',
    })
    expect(await uploadHeroImage(payload, null, await pngFile())).toEqual({ ok: false, message: 'Accès non autorisé' })
    expect(await projectCount()).toBe(projectsBefore)
  })
})

describe('hero image checks (real files, read with sharp)', () => {
  let member: SignedInMember
  beforeAll(async () => {
    member = await createMember(payload, 'active', 'Nora')
  })
  const imageCount = async () => (await payload.count({ collection: 'project-hero-images' })).totalDocs

  it('accepts a 1600×900 PNG and says so', async () => {
    const result = await uploadHeroImage(payload, member, await pngFile('mon visuel.png'))
    expect(result).toMatchObject({ ok: true, id: expect.any(Number) })
    if (!result.ok) return
    const image = await payload.findByID({ collection: 'project-hero-images', id: result.id, depth: 0 })
    expect(image.filename).not.toContain('mon visuel')
  })

  it.each([
    [
      'a 1600×901 PNG',
      async () =>
        upload(
          await sharp({ create: { width: 1600, height: 901, channels: 3, background: '#0ea5e9' } })
            .png()
            .toBuffer(),
          'large.png',
          'image/png',
        ),
      'Dimensions requises : 1600×900 pixels (ton image fait 1600×901)',
    ],
    ['a JPEG of about 600 Ko', async () => upload(await heavyJpeg(), 'lourde.jpg'), 'Image trop lourde (≤ 500 Ko)'],
    [
      'a GIF renamed .jpg',
      async () =>
        upload(
          await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#22c55e' } })
            .gif()
            .toBuffer(),
          'deguisee.jpg',
        ),
      'Format accepté : JPG ou PNG uniquement',
    ],
    [
      'a file that is not a picture',
      async () => upload(Buffer.from([0xff, 0xd8, 0xff, 0, 1, 2, 3]), 'casse.jpg'),
      "Impossible de charger l'image",
    ],
    ['no file', async () => null, 'Image requise'],
  ])('refuses %s with the product’s message, storing nothing', async (_name, make, message) => {
    const file = await make()
    if (file && message === 'Image trop lourde (≤ 500 Ko)') {
      expect(file.size).toBeGreaterThan(500 * 1024)
      expect(file.size).toBeLessThan(1024 * 1024)
    }
    const before = await imageCount()
    expect(await uploadHeroImage(payload, member, file)).toEqual({ ok: false, message })
    expect(await imageCount()).toBe(before)
  })

  it('checks again through any other door (the collection’s hook)', async () => {
    const wrong = await sharp({ create: { width: 1600, height: 901, channels: 3, background: '#000' } })
      .png()
      .toBuffer()
    const before = await imageCount()
    const error = await payload
      .create({
        collection: 'project-hero-images',
        data: {},
        file: upload(wrong, 'x.png', 'image/png'),
        overrideAccess: false,
        user: member,
      })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ValidationError)
    expect((error as ValidationError).data.errors).toEqual([
      { path: 'file', message: 'Dimensions requises : 1600×900 pixels (ton image fait 1600×901)' },
    ])
    expect(await imageCount()).toBe(before)
  })
})
