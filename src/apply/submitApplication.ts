import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { clearUnknownPassword, markUnknownPassword } from '@/context/requestContext'
import { LIMITS } from '@/auth/limits'
import { hit } from '@/auth/rateLimit'
import { inTransaction } from '@/db/inTransaction'
import { applicationScore } from '@/domain/applications/applicationScore'
import { linkReferral } from '@/referrals/lifecycle'
import { queueEmail } from '@/email/queueEmail'
import { applicationReceived } from '@/email/templates/applicationReceived'
import { siteUrl } from '@/siteUrl'
import { applicationFieldErrors, applicationSchema } from '@/validation/application'
import { emailAddress } from '@/validation/email'

import type { ApplicationEmailCheck, ApplicationResult } from './outcomes'

/**
 * Visitors cannot create members through the API; the score is computed
 * here, never from the browser, and member and e-mail are one transaction.
 */
export async function submitApplication(
  payload: Payload,
  input: unknown,
  ip: string,
  referralCode?: string | null,
): Promise<ApplicationResult> {
  let email: string | undefined
  try {
    const rules = await payload.findGlobal({ slug: 'rules' })
    const parsed = applicationSchema(rules.min_audience).safeParse(input)
    if (!parsed.success) return { status: 'invalid', fieldErrors: applicationFieldErrors(parsed.error) }
    if (!(await hit(payload, `apply:ip:${ip}`, LIMITS.applicationPerIp)).allowed) return { status: 'limited' }
    const application = parsed.data
    email = application.email

    await inTransaction({ payload }, async (req) => {
      markUnknownPassword(req.context)
      const member = await payload.create({
        collection: 'members',
        data: {
          ...application,
          // Applicants sign in later by magic link or a password reset; nobody knows this one.
          password: randomBytes(32).toString('base64url'),
          status: 'waitlist',
          application_status: 'waitlist',
          source: 'landing /apply',
          score: applicationScore(application, rules.min_audience),
          invites_quota: rules.invites_per_semester,
        },
        overrideAccess: true,
        req,
      })
      clearUnknownPassword(req.context)
      await linkReferral(payload, req, member, referralCode)
      await queueEmail(req, {
        to: application.email,
        ...applicationReceived({
          firstName: application.first_name,
          capacity: rules.capacity,
          reviewHours: rules.application_review_hours,
          siteUrl: siteUrl(),
        }),
      })
    })
    return { status: 'saved' }
  } catch (error) {
    // Asking the database tells a duplicate from a failure; the production bundle does not preserve error classes.
    if (email && (await hasMember(payload, email))) return { status: 'duplicate' }
    payload.logger.error({ err: error }, '[apply] candidature impossible à enregistrer')
    return { status: 'failed' }
  }
}

/** Rate-limited like the submission, since it also tells whether an address applied. */
export async function checkApplicationEmail(
  payload: Payload,
  input: unknown,
  ip: string,
): Promise<ApplicationEmailCheck> {
  const parsed = emailAddress().safeParse(input)
  if (!parsed.success) return { status: 'invalid' }
  try {
    if (!(await hit(payload, `apply-email:ip:${ip}`, LIMITS.applicationEmailCheckPerIp)).allowed) {
      return { status: 'limited' }
    }
    return { status: (await memberExists(payload, parsed.data)) ? 'duplicate' : 'free' }
  } catch (error) {
    payload.logger.error({ err: error }, '[apply] vérification de l’adresse impossible')
    return { status: 'failed' }
  }
}

const memberExists = async (payload: Payload, email: string) =>
  (await payload.count({ collection: 'members', where: { email: { equals: email } } })).totalDocs > 0

/** After a failed save: a member with this address means the unique index refused a duplicate. */
const hasMember = (payload: Payload, email: string) => memberExists(payload, email).catch(() => false)
