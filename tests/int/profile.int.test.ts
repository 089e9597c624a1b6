import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'

import { createLocalReq, ValidationError, type Payload } from 'payload'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { parseApplicationFilters } from '@/domain/applications/adminApplications'
import { relationId } from '@/domain/relationId'
import { listApplications } from '@/moderation/applications'
import { AVATAR_MAX_BYTES } from '@/domain/profile/avatarFile'
import type { Avatar, Member } from '@/payload-types'
import { notifyMember, notifyMembersInBulk } from '@/notifications/notifyMember'
import { EXPORT_PAGE_SIZE, memberExportStream } from '@/profile/exportMemberData'
import { requestAccountDeletion } from '@/profile/requestAccountDeletion'
import { saveProfile, type AvatarUpload, type ProfileSaveResult } from '@/profile/saveProfile'
import { uploadDir } from '@/uploads/uploadDir'
import { profileValuesFromForm, type ProfileValues } from '@/validation/profileForm'

import { createMember, createProject, createStaff, pngFile, type SignedInMember } from './helpers/actors'
import { as, outcomeOf } from './helpers/matrix'
import { setUpTestPayload } from './helpers/setUpTestPayload'

let payload: Payload

setUpTestPayload((started) => ({ payload } = started))

/** A complete profile form, as the page sends it. */
const completeForm = (overrides: ProfileValues = {}): ProfileValues => ({
  first_name: 'Nina',
  last_name: 'Rousseau',
  bio: 'Je construis un outil de facturation pour les indépendants.',
  sectors: ['Finance', 'SaaS'],
  timezone: 'Europe/Paris',
  linkedin_url: 'linkedin.com/in/nina',
  linkedin_count: '1200',
  instagram_url: '',
  instagram_count: '',
  facebook_url: 'https://facebook.com/nina',
  facebook_count: '0',
  project_url: 'nina-factures.fr',
  mvp_url: '',
  ...overrides,
})

const reload = (member: { id: number }) =>
  payload.findByID({ collection: 'members', id: member.id, depth: 1, overrideAccess: true })

const failed = (result: ProfileSaveResult) => {
  if (result.ok) throw new Error('the save was expected to fail')
  return result
}

const saved = (result: ProfileSaveResult) => {
  if (!result.ok) throw new Error(`the save failed: ${result.message} ${JSON.stringify(result.fieldErrors)}`)
  return result
}

/** The French messages a Payload ValidationError carries. */
async function validationMessages(attempt: Promise<unknown>): Promise<string[]> {
  try {
    await attempt
  } catch (error) {
    if (error instanceof ValidationError) return error.data.errors.map((problem) => problem.message)
    throw error
  }
  throw new Error('a ValidationError was expected')
}

const imageOf = async (
  format: 'png' | 'jpeg' | 'webp',
  name: string,
  width = 1600,
  height = 900,
): Promise<AvatarUpload> => {
  const data = await sharp({ create: { width, height, channels: 3, background: '#0ea5e9' } })
    .toFormat(format)
    .toBuffer()
  return { data, mimetype: `image/${format}`, name, size: data.length }
}

describe('saving one’s own profile', () => {
  it('stores every field, links normalised and sectors in the list’s order, and marks the profile complete', async () => {
    const member = await createMember(payload, 'waitlist', 'Nina')
    const result = saved(await saveProfile(payload, member, completeForm()))
    expect(result.profileCompleted).toBe(true)

    const stored = await reload(member)
    expect(stored).toMatchObject({
      first_name: 'Nina',
      last_name: 'Rousseau',
      bio: 'Je construis un outil de facturation pour les indépendants.',
      sectors: ['SaaS', 'Finance'],
      timezone: 'Europe/Paris',
      linkedin_url: 'https://linkedin.com/in/nina',
      linkedin_count: 1200,
      instagram_url: null,
      instagram_count: 0,
      facebook_url: 'https://facebook.com/nina',
      facebook_count: 0,
      project_url: 'https://nina-factures.fr/',
      mvp_url: null,
      profile_completed: true,
    })
    // The page gets the stored values back, to show them as saved.
    expect(result.values.project_url).toBe('https://nina-factures.fr/')
    expect(result.values.linkedin_count).toBe('1200')
  })

  it('recomputes profile_completed on every save, both ways', async () => {
    const member = await createMember(payload, 'active', 'Paul')
    expect(saved(await saveProfile(payload, member, completeForm({ bio: '   ' }))).profileCompleted).toBe(false)
    expect(saved(await saveProfile(payload, member, completeForm())).profileCompleted).toBe(true)
    expect(saved(await saveProfile(payload, member, completeForm({ sectors: [] }))).profileCompleted).toBe(false)
    expect(saved(await saveProfile(payload, member, completeForm())).profileCompleted).toBe(true)
    expect(saved(await saveProfile(payload, member, completeForm({ project_url: '' }))).profileCompleted).toBe(false)
    expect((await reload(member)).profile_completed).toBe(false)
  })

  it('refuses a bio over 140 characters and keeps one of exactly 140', async () => {
    const member = await createMember(payload, 'active', 'Bio')
    const refused = failed(await saveProfile(payload, member, completeForm({ bio: 'a'.repeat(141) })))
    expect(refused.fieldErrors?.bio).toBe('Ta bio doit faire 140 caractères au plus.')
    expect((await reload(member)).bio).toBeFalsy()
    saved(await saveProfile(payload, member, completeForm({ bio: 'é'.repeat(140) })))
    expect((await reload(member)).bio).toBe('é'.repeat(140))
  })

  it('refuses a sector that is not on the fixed list', async () => {
    const member = await createMember(payload, 'active', 'Secteur')
    const refused = failed(await saveProfile(payload, member, completeForm({ sectors: ['SaaS', 'Astrologie'] })))
    expect(refused.fieldErrors?.sectors).toBe('Choisis tes secteurs dans la liste proposée.')
    expect((await reload(member)).sectors ?? []).toEqual([])
  })

  it.each(['-1', '1.5', '12abc', '1e3'])('refuses the count %s (whole numbers of at least 0 only)', async (count) => {
    const member = await createMember(payload, 'active', 'Compteur')
    const refused = failed(await saveProfile(payload, member, completeForm({ instagram_count: count })))
    expect(refused.fieldErrors?.instagram_count).toBe('Indique un nombre entier, 0 ou plus.')
    expect((await reload(member)).instagram_count).toBe(0)
  })

  it.each(['javascript:alert(1)', 'pas un lien', 'ftp://exemple.fr', 'https://localhost'])(
    'refuses the link %s',
    async (url) => {
      const member = await createMember(payload, 'active', 'Lien')
      const refused = failed(await saveProfile(payload, member, completeForm({ project_url: url, mvp_url: url })))
      expect(refused.fieldErrors).toMatchObject({
        project_url: 'Ce lien n’est pas valide (exemple : https://monprojet.fr).',
        mvp_url: 'Ce lien n’est pas valide (exemple : https://monprojet.fr).',
      })
      expect((await reload(member)).project_url).toBeFalsy()
    },
  )

  it('refuses a time zone that does not exist and keeps a real one', async () => {
    const member = await createMember(payload, 'active', 'Fuseau')
    expect(
      failed(await saveProfile(payload, member, completeForm({ timezone: 'Mars/Olympus' }))).fieldErrors?.timezone,
    ).toBe('Choisis un fuseau horaire dans la liste.')
    saved(await saveProfile(payload, member, completeForm({ timezone: 'America/Montreal' })))
    expect((await reload(member)).timezone).toBe('America/Montreal')
  })

  it('never sets a field only an admin may set, whatever the form or the API sends', async () => {
    const member = await createMember(payload, 'waitlist', 'Malin')
    await payload.update({ collection: 'members', id: member.id, data: { admin_notes: 'Note interne', score: 40 } })

    const form = new FormData()
    for (const [field, value] of Object.entries(completeForm({ bio: '' }))) {
      for (const item of Array.isArray(value) ? value : [value]) form.append(field, item)
    }
    for (const [field, value] of Object.entries({
      status: 'active',
      profile_completed: 'true',
      invites_quota: '99',
      admin_notes: 'x',
    })) {
      form.append(field, value)
    }
    const values = profileValuesFromForm(form)
    expect(values).not.toHaveProperty('status')
    saved(await saveProfile(payload, member, values))

    // Straight through the Local API as the member (what the REST API does): silently kept.
    await payload.update({
      collection: 'members',
      id: member.id,
      data: {
        status: 'active',
        application_status: 'accepted',
        score: 100,
        invites_quota: 99,
        profile_completed: true,
        deletion_requested_at: new Date().toISOString(),
        admin_notes: 'Réécrite',
        bio: '',
      },
      ...as(member),
    })
    const stored = await reload(member)
    expect(stored).toMatchObject({
      status: 'waitlist',
      application_status: 'waitlist',
      score: 40,
      invites_quota: 5,
      admin_notes: 'Note interne',
      deletion_requested_at: null,
      // Recomputed by the rule, not taken from the request: the bio is now empty.
      profile_completed: false,
    })
  })

  it('applies the profile rules to a member’s own change through the API too', async () => {
    const member = await createMember(payload, 'active', 'Api')
    const other = await createMember(payload, 'active', 'Autre')
    const othersAvatar = await payload.create({
      collection: 'avatars',
      data: { uploader: other.id },
      file: await pngFile('a.png'),
    })
    const update = (data: Partial<Member>) =>
      payload.update({ collection: 'members', id: member.id, data, ...as(member) })

    expect(await validationMessages(update({ linkedin_url: 'javascript:alert(1)' }))).toEqual([
      'Ce lien n’est pas valide (exemple : https://monprojet.fr).',
    ])
    expect(await validationMessages(update({ facebook_count: 2.5 }))).toEqual(['Indique un nombre entier, 0 ou plus.'])
    expect(await validationMessages(update({ timezone: 'Nulle/Part' }))).toEqual([
      'Choisis un fuseau horaire dans la liste.',
    ])
    expect(await validationMessages(update({ avatar: othersAvatar.id }))).toEqual(['Cette photo n’est pas la tienne.'])
    expect(await outcomeOf(() => update({ linkedin_count: -3 }))).toMatch(/ValidationError/)
    expect(await outcomeOf(() => update({ bio: 'b'.repeat(141) }))).toMatch(/ValidationError/)
    expect(await outcomeOf(() => update({ sectors: ['Astrologie' as 'SaaS'] }))).toMatch(/ValidationError/)
    const stored = await reload(member)
    expect(stored.linkedin_url).toBeFalsy()
    expect(stored.avatar).toBeFalsy()
  })

  it('leaves profile_completed alone when an admin edits the member', async () => {
    const admin = await createStaff(payload, 'admin')
    const member = await createMember(payload, 'waitlist', 'Inscrite')
    await payload.update({ collection: 'members', id: member.id, data: { profile_completed: true } })
    await payload.update({ collection: 'members', id: member.id, data: { status: 'active', bio: '' }, ...as(admin) })
    expect((await reload(member)).profile_completed).toBe(true)
  })

  it('cannot touch another member’s record', async () => {
    const member = await createMember(payload, 'active', 'Curieuse')
    const other = await createMember(payload, 'active', 'Voisin')
    expect(
      await outcomeOf(() =>
        payload.update({ collection: 'members', id: other.id, data: { bio: 'Piraté' }, ...as(member) }),
      ),
    ).not.toBe('allowed')
    expect(
      (
        await payload.update({
          collection: 'members',
          where: { id: { equals: other.id } },
          data: { bio: 'Piraté' },
          ...as(member),
        })
      ).docs,
    ).toHaveLength(0)
    expect((await reload(other)).bio).toBeFalsy()
    // The page's save only ever writes the signed-in member.
    saved(await saveProfile(payload, member, completeForm({ bio: 'La mienne' })))
    expect((await reload(other)).bio).toBeFalsy()
  })

  it('refuses an inactive member', async () => {
    const member = await createMember(payload, 'inactive', 'Inactif')
    expect(failed(await saveProfile(payload, member, completeForm())).message).toBe(
      'Impossible de sauvegarder ton profil.',
    )
    expect((await reload(member)).bio).toBeFalsy()
  })
})

describe('the profile photo', () => {
  const avatarOf = async (member: { id: number }) => (await reload(member)).avatar as Avatar

  it.each([
    ['png', 'photo.png', 'image/png'],
    ['jpeg', 'photo.jpg', 'image/jpeg'],
    ['webp', 'photo.webp', 'image/webp'],
  ] as const)('accepts a real %s, stores it through Payload and resizes it', async (format, name, mimeType) => {
    const member = await createMember(payload, 'active', 'Photo')
    const result = saved(await saveProfile(payload, member, completeForm(), await imageOf(format, name)))
    const avatar = await avatarOf(member)
    expect(avatar).toMatchObject({ mimeType, width: 1024, height: 576 })
    expect(relationId(avatar.uploader)).toBe(member.id)
    expect(avatar.sizes?.thumbnail).toMatchObject({ width: 256, height: 256, mimeType })
    expect(avatar.filename).not.toContain('photo')
    expect(existsSync(path.join(uploadDir('avatars'), avatar.filename!))).toBe(true)
    expect(existsSync(path.join(uploadDir('avatars'), avatar.sizes!.thumbnail!.filename!))).toBe(true)
    expect(result.avatarSrc).toBe(`/api/avatars/file/${avatar.sizes!.thumbnail!.filename}`)
    // The member reads their photo; another member does not.
    const other = await createMember(payload, 'active', 'Autre')
    expect(await outcomeOf(() => payload.findByID({ collection: 'avatars', id: avatar.id, ...as(member) }))).toBe(
      'allowed',
    )
    expect(await outcomeOf(() => payload.findByID({ collection: 'avatars', id: avatar.id, ...as(other) }))).toBe(
      'hidden',
    )
  })

  it('replaces the previous photo and deletes its files', async () => {
    const member = await createMember(payload, 'active', 'Deux')
    saved(await saveProfile(payload, member, completeForm(), await imageOf('png', 'une.png', 400, 400)))
    const first = await avatarOf(member)
    saved(await saveProfile(payload, member, completeForm(), await imageOf('jpeg', 'deux.jpg', 400, 400)))
    const second = await avatarOf(member)
    expect(second.id).not.toBe(first.id)
    expect(await payload.count({ collection: 'avatars', where: { id: { equals: first.id } } })).toMatchObject({
      totalDocs: 0,
    })
    expect(existsSync(path.join(uploadDir('avatars'), first.filename!))).toBe(false)
    // Saving without a new photo keeps the current one.
    saved(await saveProfile(payload, member, completeForm({ bio: 'Autre bio' })))
    expect((await avatarOf(member)).id).toBe(second.id)
  })

  it('stores a JPEG named .png as the JPEG it is, without its EXIF data', async () => {
    const member = await createMember(payload, 'active', 'Exif')
    const data = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#22c55e' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Position secrète' } })
      .toBuffer()
    expect((await sharp(data).metadata()).exif).toBeDefined()
    saved(
      await saveProfile(payload, member, completeForm(), {
        data,
        mimetype: 'image/png',
        name: 'trompeur.png',
        size: data.length,
      }),
    )
    const avatar = await avatarOf(member)
    expect(avatar.mimeType).toBe('image/jpeg')
    expect(avatar.filename).toMatch(/\.jpg$/)
    expect((await sharp(path.join(uploadDir('avatars'), avatar.filename!)).metadata()).exif).toBeUndefined()
  })

  it('refuses a photo over 5 MB with the product’s message, through the page and through the API', async () => {
    const member = await createMember(payload, 'active', 'Lourde')
    // Real image bytes: random pixels do not compress, so this PNG weighs about 6 MB.
    const width = 1450
    const noise = randomBytes(width * width * 3)
    const data = await sharp(noise, { raw: { width, height: width, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer()
    expect(data.length).toBeGreaterThan(AVATAR_MAX_BYTES)
    const big = { data, mimetype: 'image/png', name: 'lourde.png', size: data.length }

    const refused = failed(await saveProfile(payload, member, completeForm({ bio: 'Pas enregistrée' }), big))
    expect(refused).toMatchObject({
      title: 'Fichier trop volumineux',
      message: 'La photo doit faire moins de 5 MB.',
      fieldErrors: { avatar: 'La photo doit faire moins de 5 MB.' },
    })
    // Nothing of the form was saved either.
    expect((await reload(member)).bio).toBeFalsy()

    expect(
      await validationMessages(payload.create({ collection: 'avatars', data: {}, file: big, ...as(member) })),
    ).toEqual(['La photo doit faire moins de 5 MB.'])
    expect(await payload.count({ collection: 'avatars', where: { uploader: { equals: member.id } } })).toMatchObject({
      totalDocs: 0,
    })
  })

  it('accepts a photo of exactly 5 MB', async () => {
    const member = await createMember(payload, 'active', 'Juste')
    const png = (await imageOf('png', 'juste.png', 300, 300)).data
    // Bytes after a PNG's end are ignored by decoders: a real image padded to the limit.
    const data = Buffer.concat([png, Buffer.alloc(AVATAR_MAX_BYTES - png.length)])
    saved(
      await saveProfile(payload, member, completeForm(), {
        data,
        mimetype: 'image/png',
        name: 'juste.png',
        size: data.length,
      }),
    )
    expect((await avatarOf(member)).width).toBe(300)
  })

  it('refuses a text file renamed .png, through the page and through the API', async () => {
    const member = await createMember(payload, 'active', 'Texte')
    const data = Buffer.from('Ceci est un fichier texte, pas une image.\n'.repeat(50))
    const renamed = { data, mimetype: 'image/png', name: 'photo.png', size: data.length }

    expect(failed(await saveProfile(payload, member, completeForm(), renamed))).toMatchObject({
      title: 'Format non accepté',
      message: 'La photo doit être au format JPG, PNG ou WEBP.',
    })
    expect(
      await validationMessages(payload.create({ collection: 'avatars', data: {}, file: renamed, ...as(member) })),
    ).toEqual(['La photo doit être au format JPG, PNG ou WEBP.'])
    // A truncated PNG (right first bytes, nothing behind) is no image either.
    const png = (await imageOf('png', 'x.png', 50, 50)).data
    const truncated = png.subarray(0, 16)
    expect(
      await validationMessages(
        payload.create({
          collection: 'avatars',
          data: {},
          file: { data: truncated, mimetype: 'image/png', name: 'x.png', size: 16 },
          ...as(member),
        }),
      ),
    ).toEqual(['La photo doit être au format JPG, PNG ou WEBP.'])
    // A GIF is a real image, but not one of the three formats.
    const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64')
    expect(
      failed(
        await saveProfile(payload, member, completeForm(), {
          data: gif,
          mimetype: 'image/png',
          name: 'a.png',
          size: gif.length,
        }),
      ).title,
    ).toBe('Format non accepté')
    expect(await payload.count({ collection: 'avatars', where: { uploader: { equals: member.id } } })).toMatchObject({
      totalDocs: 0,
    })
  })
})

describe('downloading one’s data', () => {
  const reqOf = () => createLocalReq({}, payload)

  /** The export as the member downloads it: the stream's chunks, and the document they make. */
  async function download(member: Member) {
    const chunks: string[] = []
    const decoder = new TextDecoder()
    const reader = memberExportStream(payload, member).getReader()
    for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(decoder.decode(read.value))
    return { chunks, exported: JSON.parse(chunks.join('')) as Record<string, unknown[]> & { member: object } }
  }

  it('exports everything the member’s account holds, and nothing of anyone else, without secrets', async () => {
    const member = await createMember(payload, 'active', 'Export')
    const other = await createMember(payload, 'active', 'Voisine')
    await payload.update({ collection: 'members', id: member.id, data: { admin_notes: 'Note interne confidentielle' } })
    saved(await saveProfile(payload, member, completeForm(), await imageOf('png', 'moi.png', 300, 300)))

    const own = await createProject(payload, member, { title: 'Mon projet exporté' })
    const others = await createProject(payload, other, { title: 'Projet de la voisine' })
    await payload.create({ collection: 'votes', data: { member: member.id, project: others.id } })
    await payload.create({ collection: 'votes', data: { member: other.id, project: own.id } })
    await payload.create({
      collection: 'declared-actions',
      data: {
        member: member.id,
        project: others.id,
        action_type: 'like',
        url: 'https://www.linkedin.com/posts/moi',
        status: 'pending',
      },
    })
    await payload.create({
      collection: 'declared-actions',
      data: {
        member: other.id,
        project: own.id,
        action_type: 'comment',
        url: 'https://www.linkedin.com/posts/elle',
        status: 'pending',
      },
    })
    await payload.create({
      collection: 'referrals',
      data: { member: member.id, referee_email: 'filleule@exemple.fr', status: 'pending' },
    })
    await payload.create({
      collection: 'referrals',
      data: { member: other.id, referee_email: 'pas-la-mienne@exemple.fr', status: 'pending' },
    })
    await payload.create({
      collection: 'points-ledger',
      data: { member: member.id, points: 3, reason: 'comment', source_type: 'admin-adjustment', notes: 'Crédit à moi' },
    })
    await payload.create({
      collection: 'points-ledger',
      data: { member: other.id, points: 10, reason: 'post', source_type: 'admin-adjustment', notes: 'Crédit voisin' },
    })

    const notice = { kind: 'action_validated', title: 'Action validée', link: '/contributions' } as const
    await notifyMember(await reqOf(), { id: member.id }, { ...notice, body: 'Ma notification' })
    await notifyMember(await reqOf(), { id: other.id }, { ...notice, body: 'Notification voisine' })

    const { exported } = await download(member)
    const json = JSON.stringify(exported)

    expect(exported.member).toMatchObject({
      id: member.id,
      email: member.email,
      first_name: 'Nina',
      bio: completeForm().bio,
    })
    for (const secret of [
      'hash',
      'salt',
      'sessions',
      'password',
      'resetPasswordToken',
      'loginAttempts',
      'lockUntil',
      'admin_notes',
    ]) {
      expect(exported.member).not.toHaveProperty(secret)
    }
    expect(json).not.toContain('Note interne confidentielle')
    expect(exported.projects).toEqual([expect.objectContaining({ id: own.id, title: 'Mon projet exporté' })])
    expect(exported.votes).toEqual([expect.objectContaining({ member: member.id, project: others.id })])
    expect(exported.declared_actions).toEqual([
      expect.objectContaining({ member: member.id, url: 'https://www.linkedin.com/posts/moi' }),
    ])
    expect(exported.referrals).toEqual([
      expect.objectContaining({ referee_email: 'filleule@exemple.fr', status: 'pending' }),
    ])
    expect(exported.points_ledger).toEqual([expect.objectContaining({ points: 3, notes: 'Crédit à moi' })])
    expect(exported.avatars).toEqual([expect.objectContaining({ uploader: member.id, mimeType: 'image/png' })])
    expect(exported.notifications).toEqual([expect.objectContaining({ member: member.id, body: 'Ma notification' })])
    for (const foreign of [
      other.email,
      'Projet de la voisine',
      'pas-la-mienne@exemple.fr',
      'Crédit voisin',
      'posts/elle',
      'Notification voisine',
    ]) {
      expect(json).not.toContain(foreign)
    }
  })

  it('streams a long history a page at a time, every row once, oldest first', async () => {
    const member = await createMember(payload, 'active', 'Historique')
    const count = 2 * EXPORT_PAGE_SIZE + 7
    await notifyMembersInBulk(
      await reqOf(),
      Array.from({ length: count }, (_, index) => ({
        memberId: member.id,
        kind: 'action_validated' as const,
        title: `Notification ${index}`,
      })),
    )
    const { chunks, exported } = await download(member)
    expect(exported.notifications.map((row) => (row as { title: string }).title)).toEqual(
      Array.from({ length: count }, (_, index) => `Notification ${index}`),
    )
    // No chunk holds more than a page of rows: what is held in memory does not grow with the history.
    const rowsPerChunk = chunks.map((chunk) => chunk.split('\n    {').length - 1)
    expect(Math.max(...rowsPerChunk)).toBe(EXPORT_PAGE_SIZE)
    expect(rowsPerChunk.filter((rows) => rows > 0).length).toBeGreaterThanOrEqual(3)
  })
})

describe('asking for one’s account to be deleted', () => {
  const deletionEmails = async (memberEmail: string) =>
    (
      await payload.find({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: 'sendEmail' } },
        limit: 500,
        depth: 0,
      })
    ).docs
      .map((job) => job.input as { to: string; subject: string; text: string; html: string })
      .filter(
        (email) => email.subject.startsWith('Demande de suppression de compte') && email.text.includes(memberEmail),
      )

  it('records the date and e-mails every admin once, however often it is asked', async () => {
    const admins = [await createStaff(payload, 'admin'), await createStaff(payload, 'admin')]
    const marketing = await createStaff(payload, 'marketing')
    const member: SignedInMember = await createMember(payload, 'waitlist', 'Partante')

    const before = Date.now()
    const first = await requestAccountDeletion(payload, member)
    if (!first.ok) throw new Error(first.message)
    const recorded = (await reload(member)).deletion_requested_at
    expect(recorded).toBe(first.requestedAt)
    expect(new Date(recorded!).getTime()).toBeGreaterThanOrEqual(before - 1000)

    const emails = await deletionEmails(member.email)
    const recipients = emails.map((email) => email.to)
    for (const admin of admins) expect(recipients).toContain(admin.email)
    expect(recipients).not.toContain(marketing.email)
    expect(new Set(recipients).size).toBe(recipients.length)
    expect(emails[0]?.subject).toBe('Demande de suppression de compte : Partante Test')
    // It leads to the member in the candidatures view, which shows the request, not Payload's editor.
    expect(emails[0]?.text).toContain(`/admin/candidatures?onglet=toutes&membre=${member.id}`)
    expect(emails[0]?.text).not.toContain('/admin/collections/')
    const shown = await listApplications(
      payload,
      admins[0],
      parseApplicationFilters({ onglet: 'toutes', membre: String(member.id) }),
    )
    expect(shown.rows.map((row) => [row.id, row.deletionRequestedAt])).toEqual([[member.id, recorded]])
    expect(emails[0]?.text).toContain('30 jours')

    // Asked again: the first date stays and nobody is e-mailed twice.
    const again = await requestAccountDeletion(payload, member)
    expect(again).toEqual({ ok: true, requestedAt: first.requestedAt })
    expect(await deletionEmails(member.email)).toHaveLength(emails.length)
    // The account itself is untouched until an admin handles the request.
    expect((await reload(member)).status).toBe('waitlist')
  })
})
