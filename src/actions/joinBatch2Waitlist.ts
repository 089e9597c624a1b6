'use server'

import config from '@payload-config'
import { headers } from 'next/headers'
import { getPayload } from 'payload'

import { clientIp } from '@/auth/clientIp'

import { addToBatch2Waitlist, type WaitlistState } from '@/waitlist/addToBatch2Waitlist'

/** Server action of the Batch 2 waiting list form. */
export async function joinBatch2Waitlist(_previous: WaitlistState, form: FormData): Promise<WaitlistState> {
  return addToBatch2Waitlist(await getPayload({ config }), form, clientIp(await headers()))
}
