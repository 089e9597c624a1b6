// The profile's fields by kind, and which of them start the profile's checks.
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
