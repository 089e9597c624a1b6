import { COMMUNITY_TIME_ZONE } from '@/domain/timeZones'
import type { Member } from '@/payload-types'
import type { ProfileValues } from '@/validation/profileForm'

const text = (value: string | null | undefined) => value ?? ''

export function profileValuesOf(member: Member): ProfileValues {
  return {
    first_name: member.first_name,
    last_name: member.last_name,
    bio: text(member.bio),
    sectors: [...(member.sectors ?? [])],
    timezone: member.timezone || COMMUNITY_TIME_ZONE,
    linkedin_url: text(member.linkedin_url),
    linkedin_count: String(member.linkedin_count ?? 0),
    instagram_url: text(member.instagram_url),
    instagram_count: String(member.instagram_count ?? 0),
    facebook_url: text(member.facebook_url),
    facebook_count: String(member.facebook_count ?? 0),
    project_url: text(member.project_url),
    mvp_url: text(member.mvp_url),
  }
}
