import { describe, expect, it } from 'vitest'

import { EMAIL_TOPIC_OF, NOTIFICATION_KINDS, wantsEmail } from '@/domain/notifications'

describe('wantsEmail', () => {
  it('sends every kind of e-mail to a member who chose nothing', () => {
    for (const kind of NOTIFICATION_KINDS) expect(wantsEmail({}, kind), kind).toBe(true)
  })

  it('follows the topic a member turned off, and that topic only', () => {
    const member = { email_preferences: { projects: false, declarations: true } }
    expect(wantsEmail(member, 'project_approved')).toBe(false)
    expect(wantsEmail(member, 'impact_report_final')).toBe(false)
    expect(wantsEmail(member, 'action_rejected')).toBe(true)
    expect(wantsEmail(member, 'referral_credited')).toBe(true)
    expect(wantsEmail(member, 'week_projects')).toBe(true)
  })

  it('ties the week’s projects to the weekly digest, not to a topic', () => {
    expect(EMAIL_TOPIC_OF.week_projects).toBeNull()
    expect(wantsEmail({ email_digest: false }, 'week_projects')).toBe(false)
    expect(wantsEmail({ email_digest: false }, 'semester_warning')).toBe(true)
    expect(wantsEmail({ email_digest: null, email_preferences: null }, 'week_projects')).toBe(true)
  })
})
