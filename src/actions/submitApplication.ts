'use server'

import config from '@payload-config'
import { headers } from 'next/headers'
import { getPayload } from 'payload'

import type { ApplicationEmailCheck, ApplicationResult } from '@/apply/outcomes'
import { checkApplicationEmail, submitApplication } from '@/apply/submitApplication'
import { clientIp } from '@/auth/clientIp'

/** Server action of the /apply wizard: the input is untrusted and validated again there. */
export async function submitApplicationAction(
  input: unknown,
  referralCode?: string | null,
): Promise<ApplicationResult> {
  return submitApplication(await getPayload({ config }), input, clientIp(await headers()), referralCode)
}

/** /apply's first step, when it is left: has this address already applied? */
export async function checkApplicationEmailAction(email: unknown): Promise<ApplicationEmailCheck> {
  return checkApplicationEmail(await getPayload({ config }), email, clientIp(await headers()))
}
