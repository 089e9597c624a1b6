import type { Payload, PayloadRequest } from 'payload'

import { DEFAULT_RULES } from '@/domain/rules'
import { parisWeekMonday } from '@/domain/weeks'
import type { ActionType, DeclaredActionStatus } from '@/domain/declaredActions/declaredActions'
import { openPayment } from '@/payments/openPayment'
import { creditPoints } from '@/points/creditPoints'
import { withoutRevalidation } from '@/context/requestContext'

import { seedMembers } from './data/members'
import { seedProjects } from './data/projects'
import { heroImage } from './heroImage'

export type SeedCredentials = { adminEmail: string; marketingEmail: string; password: string }

/** Every write goes through `req`, so the caller decides the transaction. */
export async function seed({
  payload,
  req,
  credentials,
}: {
  payload: Payload
  req: PayloadRequest
  credentials: SeedCredentials
}) {
  const context = withoutRevalidation()

  await payload.create({
    collection: 'users',
    data: { email: credentials.adminEmail, password: credentials.password, name: 'Admin Tryb', roles: ['admin'] },
    req,
    context,
  })
  await payload.create({
    collection: 'users',
    data: {
      email: credentials.marketingEmail,
      password: credentials.password,
      name: 'Équipe marketing',
      roles: ['marketing'],
    },
    req,
    context,
  })

  const rules = await payload.updateGlobal({ slug: 'rules', data: DEFAULT_RULES, req, context })

  const members = new Map<string, number>()
  for (const { confirmed, ...member } of seedMembers) {
    const created = await payload.create({
      collection: 'members',
      data: {
        ...member,
        password: credentials.password,
        invites_quota: rules.invites_per_semester,
        email_confirmed_at: confirmed ? new Date().toISOString() : null,
      },
      draft: false,
      req,
      context,
    })
    members.set(member.email, created.id)
  }
  const memberId = (email: string) => {
    const id = members.get(email)
    if (id === undefined) throw new Error(`Seed : membre inconnu ${email}`)
    return id
  }

  const projects = new Map<string, { id: number; owner: number }>()
  for (const { ownerEmail, colour, exposureWeekOffset, ...project } of seedProjects) {
    const data = await heroImage(colour)
    const image = await payload.create({
      collection: 'project-hero-images',
      data: { alt: `Visuel du projet ${project.title}`, uploader: memberId(ownerEmail) },
      file: { data, mimetype: 'image/png', name: `${project.title.slice(0, 20)}.png`, size: data.length },
      req,
      context,
    })
    const created = await payload.create({
      collection: 'projects',
      data: {
        ...project,
        owner: memberId(ownerEmail),
        hero_image: image.id,
        hero_image_alt: `Visuel du projet ${project.title}`,
        ethics_accepted: true,
        payment_commitment: project.request_type === 'visibility',
        exposure_week_start:
          exposureWeekOffset === undefined ? undefined : parisWeekMonday(new Date(), exposureWeekOffset).toISOString(),
      },
      draft: false,
      req,
      context,
    })
    projects.set(project.title, { id: created.id, owner: memberId(ownerEmail) })
    // Approved here without the move from pending that opens it: the demo's owner finds what to pay.
    if (created.request_type === 'visibility' && created.status === 'approved') await openPayment(req, created)
  }
  const project = (titleStart: string) => {
    const found = [...projects.entries()].find(([title]) => title.startsWith(titleStart))
    if (!found) throw new Error(`Seed : projet inconnu ${titleStart}`)
    return found[1]
  }

  const votes: Array<[string, string]> = [
    ['yanis.benali@tryb.local', 'Atelier Compta'],
    ['lea.moreau@tryb.local', 'Atelier Compta'],
    ['thomas.nguyen@tryb.local', 'Atelier Compta'],
    ['ines.lefebvre@tryb.local', 'Atelier Compta'],
    ['camille.durand@tryb.local', 'Studio Léa'],
    ['hugo.martin@tryb.local', 'Studio Léa'],
    ['camille.durand@tryb.local', 'PromptCoach'],
    ['lea.moreau@tryb.local', 'PromptCoach'],
    ['ines.lefebvre@tryb.local', 'Bilan carbone'],
  ]
  for (const [email, title] of votes) {
    await payload.create({
      collection: 'votes',
      data: { member: memberId(email), project: project(title).id },
      req,
      context,
    })
  }

  const adminUser = await payload.find({
    collection: 'users',
    where: { email: { equals: credentials.adminEmail } },
    limit: 1,
    req,
  })
  const declaredActions: Array<{
    email: string
    title: string
    action_type: ActionType
    status: DeclaredActionStatus
    url: string
    validation_notes?: string
  }> = [
    {
      email: 'yanis.benali@tryb.local',
      title: 'Atelier Compta',
      action_type: 'like',
      status: 'validated_auto',
      url: 'https://www.linkedin.com/feed/update/urn:li:activity:7001',
    },
    {
      email: 'yanis.benali@tryb.local',
      title: 'Atelier Compta',
      action_type: 'comment',
      status: 'validated_manual',
      url: 'https://www.linkedin.com/feed/update/urn:li:activity:7001?commentUrn=1',
    },
    {
      email: 'lea.moreau@tryb.local',
      title: 'Atelier Compta',
      action_type: 'share',
      status: 'validated_auto',
      url: 'https://www.linkedin.com/feed/update/urn:li:activity:7002',
    },
    {
      email: 'lea.moreau@tryb.local',
      title: 'PromptCoach',
      action_type: 'post',
      status: 'pending',
      url: 'https://www.instagram.com/p/promptcoach-lea',
    },
    {
      email: 'thomas.nguyen@tryb.local',
      title: 'Studio Léa',
      action_type: 'like',
      status: 'pending',
      url: 'https://www.linkedin.com/feed/update/urn:li:activity:7003',
    },
    {
      email: 'hugo.martin@tryb.local',
      title: 'Atelier Compta',
      action_type: 'comment',
      status: 'rejected',
      url: 'https://www.facebook.com/atelier-compta/posts/42',
      validation_notes: 'Le commentaire est introuvable sous la publication indiquée.',
    },
    {
      email: 'camille.durand@tryb.local',
      title: 'PromptCoach',
      action_type: 'post',
      status: 'validated_manual',
      url: 'https://www.linkedin.com/posts/camille-durand-promptcoach',
    },
    {
      email: 'ines.lefebvre@tryb.local',
      title: 'Bilan carbone',
      action_type: 'share',
      status: 'pending',
      url: 'https://www.instagram.com/p/bilan-carbone-ines',
    },
  ]
  for (const declaredAction of declaredActions) {
    const validated = declaredAction.status === 'validated_auto' || declaredAction.status === 'validated_manual'
    const action = await payload.create({
      collection: 'declared-actions',
      data: {
        member: memberId(declaredAction.email),
        project: project(declaredAction.title).id,
        action_type: declaredAction.action_type,
        url: declaredAction.url,
        status: declaredAction.status,
        validation_notes: declaredAction.validation_notes,
        validated_by: declaredAction.status === 'pending' ? undefined : adminUser.docs[0]?.id,
      },
      req,
      context,
    })
    if (validated) {
      await creditPoints(
        payload,
        {
          memberId: memberId(declaredAction.email),
          points: rules.points[declaredAction.action_type],
          reason: declaredAction.action_type,
          sourceType: 'declared-action',
          sourceId: action.id,
        },
        req,
      )
    }
  }

  const activeReferral = await payload.create({
    collection: 'referrals',
    data: {
      member: memberId('camille.durand@tryb.local'),
      referee_email: 'hugo.martin@tryb.local',
      referee: memberId('hugo.martin@tryb.local'),
      status: 'active',
    },
    req,
    context,
  })
  await creditPoints(
    payload,
    {
      memberId: memberId('camille.durand@tryb.local'),
      points: rules.points.referral,
      reason: 'referral',
      sourceType: 'referral',
      sourceId: activeReferral.id,
    },
    req,
  )
  await payload.create({
    collection: 'referrals',
    data: {
      member: memberId('camille.durand@tryb.local'),
      referee_email: 'sarah.petit@tryb.local',
      referee: memberId('sarah.petit@tryb.local'),
      status: 'pending',
    },
    req,
    context,
  })
  await payload.create({
    collection: 'referrals',
    data: {
      member: memberId('ines.lefebvre@tryb.local'),
      referee_email: 'amie.entrepreneure@exemple.fr',
      status: 'pending',
    },
    req,
    context,
  })
}
