'use server'

import config from '@payload-config'
import { revalidatePath } from 'next/cache'
import { getPayload } from 'payload'

import { currentMember } from '@/auth/currentMember'
import { markAllNotificationsRead, unreadNotifications } from '@/notifications/memberNotifications'
import { tuple } from '@/validation/actionArguments'

import { defineAction } from './defineAction'

export const unreadNotificationsAction = defineAction(tuple([]), async (): Promise<number | null> => {
  try {
    const member = await currentMember()
    if (!member) return null
    return await unreadNotifications(await getPayload({ config }), member)
  } catch (error) {
    console.error('[notifications] unread count failed', error)
    return null
  }
})

export type MarkAllReadResult = { ok: true } | { ok: false; message: string }

export const markAllNotificationsReadAction = defineAction(tuple([]), async (): Promise<MarkAllReadResult> => {
  const member = await currentMember().catch(() => null)
  if (!member) return { ok: false, message: 'Ta session a expiré : reconnecte-toi.' }
  try {
    await markAllNotificationsRead(await getPayload({ config }), member)
  } catch (error) {
    console.error('[notifications] mark all read failed', error)
    return { ok: false, message: 'Impossible de marquer les notifications comme lues. Réessaie dans un instant.' }
  }
  revalidatePath('/notifications')
  return { ok: true }
})
