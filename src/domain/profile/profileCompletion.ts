export type CompletionFields = {
  first_name?: string | null
  last_name?: string | null
  email?: string | null
  project_url?: string | null
  bio?: string | null
  sectors?: readonly string[] | null
}

const filled = (value: string | null | undefined) => Boolean(value?.trim())

/** What the profile rule asks for, in the order the profile page lists what is missing. */
const COMPLETION_ITEMS: ReadonlyArray<{ label: string; done: (member: CompletionFields) => boolean }> = [
  { label: 'ton prénom', done: (member) => filled(member.first_name) },
  { label: 'ton nom', done: (member) => filled(member.last_name) },
  { label: 'ton e-mail', done: (member) => filled(member.email) },
  { label: 'le lien de ton projet', done: (member) => filled(member.project_url) },
  { label: 'ta bio', done: (member) => filled(member.bio) },
  { label: 'au moins un secteur', done: (member) => (member.sectors?.length ?? 0) > 0 },
]

/** Sign-up has its own, shorter rule: no bio or sector is asked there. */
export const missingForCompletion = (member: CompletionFields): string[] =>
  COMPLETION_ITEMS.filter((item) => !item.done(member)).map((item) => item.label)

export const isProfileComplete = (member: CompletionFields): boolean => missingForCompletion(member).length === 0
