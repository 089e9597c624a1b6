import type { Payload } from 'payload'

import { asSignedInMember } from '@/access/utilities'
import { findProjectsToAmplify } from '@/community/weekProjects'
import { onboardingChecklist, type ChecklistItem } from '@/domain/members/onboarding'
import { publicProjectPath } from '@/domain/projects/projectVisibility'
import { relationId } from '@/domain/relationId'
import type { Member } from '@/payload-types'

export async function checklistOf(payload: Payload, member: Member, now = new Date()): Promise<ChecklistItem[]> {
  const rules = await payload.findGlobal({ slug: 'rules', depth: 0 })
  const [projects, declared] = await Promise.all([
    findProjectsToAmplify(payload, rules, now),
    payload.count({
      collection: 'declared-actions',
      where: { member: { equals: member.id } },
      user: asSignedInMember(member),
      overrideAccess: false,
    }),
  ])
  const project = projects.find((candidate) => relationId(candidate.owner) !== member.id && candidate.slug)
  return onboardingChecklist({
    hasAvatar: Boolean(member.avatar),
    bio: member.bio,
    sectors: member.sectors,
    hasPassword: Boolean(member.has_password),
    hasDeclaredAction: declared.totalDocs > 0,
    projectToAmplify: project?.slug ? { title: project.title, path: publicProjectPath(project.slug) } : null,
  })
}
