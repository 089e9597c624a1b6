export const PROFILE_FIELD_KINDS = {
  first_name: 'text',
  last_name: 'text',
  avatar: 'photo',
  bio: 'text',
  sectors: 'sectors',
  timezone: 'timeZone',
  linkedin_url: 'url',
  linkedin_count: 'count',
  instagram_url: 'url',
  instagram_count: 'count',
  facebook_url: 'url',
  facebook_count: 'count',
  project_url: 'url',
  mvp_url: 'url',
} as const

type ProfileFieldKinds = typeof PROFILE_FIELD_KINDS
export type ProfileFieldKind = ProfileFieldKinds[keyof ProfileFieldKinds]
export type ProfileFieldOfKind<K extends ProfileFieldKind> = {
  [F in keyof ProfileFieldKinds]: ProfileFieldKinds[F] extends K ? F : never
}[keyof ProfileFieldKinds]

export const profileFieldsOfKind = <K extends ProfileFieldKind>(...kinds: K[]): ProfileFieldOfKind<K>[] =>
  (Object.keys(PROFILE_FIELD_KINDS) as (keyof ProfileFieldKinds)[]).filter((field) =>
    (kinds as ProfileFieldKind[]).includes(PROFILE_FIELD_KINDS[field]),
  ) as ProfileFieldOfKind<K>[]

/**
 * Any door writing one of these (profile page, REST) has the profile's checks run and `profile_completed` recomputed.
 */
export const FIELDS_THAT_TRIGGER_PROFILE_CHECKS = Object.keys(PROFILE_FIELD_KINDS) as (keyof ProfileFieldKinds)[]

export const triggersProfileChecks = (data: object): boolean =>
  FIELDS_THAT_TRIGGER_PROFILE_CHECKS.some((field) => field in data)

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
