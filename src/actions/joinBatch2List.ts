'use server'

import config from '@payload-config'
import { headers } from 'next/headers'
import { getPayload } from 'payload'

import { clientIp } from '@/auth/clientIp'
import { formData, previousState, tuple } from '@/validation/actionArguments'
import { addToBatch2List, type Batch2ListState } from '@/batch2List/addToBatch2List'

import { defineAction } from './defineAction'

export const joinBatch2List = defineAction(
  tuple([previousState, formData]),
  async (_previous, form): Promise<Batch2ListState> =>
    addToBatch2List(await getPayload({ config }), form, clientIp(await headers())),
)
