'use client'

import type { MemberHint } from '@/auth/memberHint'

import { AccountMenu } from './AccountMenu'
import { NotificationBell } from './NotificationBell'

export default function MemberControls({ hint }: { hint: MemberHint }) {
  return (
    <>
      <NotificationBell />
      <AccountMenu hint={hint} />
    </>
  )
}
