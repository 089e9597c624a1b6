'use server'

import config from '@payload-config'
import { headers } from 'next/headers'
import { getPayload } from 'payload'

import { clientIp } from '@/auth/clientIp'
import { formData, previousState, tuple } from '@/validation/actionArguments'
import { addToBatch2Waitlist, type WaitlistState } from '@/waitlist/addToBatch2Waitlist'

import { defineAction } from './defineAction'

export const joinBatch2Waitlist = defineAction(
  tuple([previousState, formData]),
  async (_previous, form): Promise<WaitlistState> =>
    addToBatch2Waitlist(await getPayload({ config }), form, clientIp(await headers())),
)
