/** The member fields the profile page edits; a change to one of them is a profile save. */
export const PROFILE_FIELDS = [
  'first_name',
  'last_name',
  'avatar',
  'bio',
  'sectors',
  'timezone',
  'linkedin_url',
  'linkedin_count',
  'instagram_url',
  'instagram_count',
  'facebook_url',
  'facebook_count',
  'project_url',
  'mvp_url',
] as const

export type CompletionFields = {
  first_name?: string | null
  last_name?: string | null
  email?: string | null
  project_url?: string | null
  bio?: string | null
  sectors?: readonly string[] | null
}

const filled = (value: string | null | undefined) => Boolean(value?.trim())

/**
 * Spec 01 §4, at a profile save: complete when the first name, last name, e-mail, project
 * link and bio are all there and at least one sector is chosen. (Sign-up has its own, shorter
 * rule: no bio or sector is asked there.)
 */
export function isProfileComplete(member: CompletionFields): boolean {
  return (
    filled(member.first_name) &&
    filled(member.last_name) &&
    filled(member.email) &&
    filled(member.project_url) &&
    filled(member.bio) &&
    (member.sectors?.length ?? 0) > 0
  )
}
