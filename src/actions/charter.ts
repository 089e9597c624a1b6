'use server'

import config from '@payload-config'
import { getPayload } from 'payload'

import { currentMember } from '@/auth/currentMember'
import { acceptCharter, type CharterAcceptanceResult } from '@/members/acceptCharter'
import { rowId, tuple } from '@/validation/actionArguments'

import { defineAction } from './defineAction'

export const acceptCharterAction = defineAction(tuple([rowId]), async (version): Promise<CharterAcceptanceResult> =>
  acceptCharter(await getPayload({ config }), await currentMember(), version),
)
