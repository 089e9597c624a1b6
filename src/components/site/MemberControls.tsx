'use client'

import type { MemberHint } from '@/auth/memberHint'

import { AccountMenu } from './AccountMenu'
import { NotificationBell } from './NotificationBell'

/** The signed-in member's side of the header: the bell and "Mon compte". */
export default function MemberControls({ hint }: { hint: MemberHint }) {
  return (
    <>
      <NotificationBell />
      <AccountMenu hint={hint} />
    </>
  )
}
