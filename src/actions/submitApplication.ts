'use server'

import config from '@payload-config'
import { headers } from 'next/headers'
import { getPayload } from 'payload'

import type { ApplicationEmailCheck, ApplicationResult } from '@/apply/outcomes'
import { checkApplicationEmail, submitApplication } from '@/apply/submitApplication'
import { clientIp } from '@/auth/clientIp'
import { formValues, nothing, text, tuple } from '@/validation/actionArguments'

import { defineAction } from './defineAction'

export const submitApplicationAction = defineAction(
  tuple([formValues(), text(200).or(nothing()).optional()]),
  async (input, referralCode?): Promise<ApplicationResult> =>
    submitApplication(await getPayload({ config }), input, clientIp(await headers()), referralCode),
)

export const checkApplicationEmailAction = defineAction(
  tuple([text(1_000)]),
  async (email): Promise<ApplicationEmailCheck> =>
    checkApplicationEmail(await getPayload({ config }), email, clientIp(await headers())),
)
