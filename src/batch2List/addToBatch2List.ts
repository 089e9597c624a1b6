import type { Payload } from 'payload'

import { LIMITS } from '@/auth/limits'
import { hit } from '@/auth/rateLimit'
import { AUTH_MESSAGES } from '@/auth/messages'
import { GENERIC_FAILURE } from '@/domain/messages'
import { ruleRefusal } from '@/errors/ruleRefusal'
import { batch2ListSchema } from '@/validation/batch2List'

export type Batch2ListState =
  | { status: 'idle' }
  | { status: 'joined' }
  | {
      status: 'invalid'
      email: string
      fieldErrors: { email?: string; consent?: string }
      message?: string
    }

export const ALREADY_LISTED = 'Cette adresse e-mail est déjà sur la liste d’attente du Batch 2.'

/** Visitors cannot write to the collection through the API. It never creates a member. */
export async function addToBatch2List(payload: Payload, form: FormData, ip: string): Promise<Batch2ListState> {
  const typed = String(form.get('email') ?? '')
  const parsed = batch2ListSchema.safeParse({ email: typed, consent: form.get('consent') ?? undefined })
  if (!parsed.success) {
    const fieldErrors: { email?: string; consent?: string } = {}
    for (const issue of parsed.error.issues) {
      const field = issue.path[0]
      if ((field === 'email' || field === 'consent') && !fieldErrors[field]) fieldErrors[field] = issue.message
    }
    return { status: 'invalid', email: typed, fieldErrors }
  }

  const perClient = await hit(payload, `batch2-waitlist:ip:${ip}`, LIMITS.batch2ListPerIp)
  if (!perClient.allowed) {
    return { status: 'invalid', email: typed, fieldErrors: {}, message: AUTH_MESSAGES.tooManyRequests }
  }

  try {
    await payload.create({
      collection: 'batch2-waitlist',
      data: { email: parsed.data.email, consent: true },
      overrideAccess: true,
    })
    return { status: 'joined' }
  } catch (error) {
    // The collection's own refusal (Batch 2 already open), in French.
    const refusal = ruleRefusal(error)
    if (refusal) return { status: 'invalid', email: typed, fieldErrors: {}, message: refusal }
    // The unique index refused it: asking the database again tells a duplicate from a failure
    // without relying on the error's class, which the production bundle does not preserve.
    if (await isListed(payload, parsed.data.email)) {
      return { status: 'invalid', email: typed, fieldErrors: { email: ALREADY_LISTED } }
    }
    payload.logger.error({ err: error }, '[batch2-waitlist] inscription impossible')
    return { status: 'invalid', email: typed, fieldErrors: {}, message: GENERIC_FAILURE }
  }
}

const isListed = async (payload: Payload, email: string) =>
  (await payload.count({ collection: 'batch2-waitlist', where: { email: { equals: email } } })).totalDocs > 0
