'use server'

import config from '@payload-config'
import { revalidatePath } from 'next/cache'
import { getPayload } from 'payload'

import { currentMember } from '@/auth/currentMember'
import { INVITATION_MESSAGES } from '@/domain/members/invitations'
import { inviteToTryb, type InvitationResult } from '@/referrals/invite'
import { formData, previousState, tuple } from '@/validation/actionArguments'

import { defineAction } from './defineAction'

export type InvitationState = (InvitationResult & { email: string }) | null

export const inviteAction = defineAction(
  tuple([previousState, formData]),
  async (_previous, form): Promise<InvitationState> => {
    const email = String(form.get('email') ?? '')
    const member = await currentMember()
    if (!member) return { ok: false, ...INVITATION_MESSAGES.notActive, email }
    const result = await inviteToTryb(await getPayload({ config }), member, email)
    if (result.ok) revalidatePath('/dashboard')
    return { ...result, email: result.ok ? '' : email }
  },
)
