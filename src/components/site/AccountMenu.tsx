'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'

import { signOut } from '@/actions/auth'
import { memberHomeFor, type MemberHint } from '@/auth/memberHint'
import { Icon } from '@/components/Icon'

export function accountLinks(hint: MemberHint) {
  return [
    hint === 'active'
      ? { href: '/dashboard', label: 'Mon dashboard' }
      : { href: memberHomeFor(hint), label: 'Mon espace' },
    { href: '/profile', label: 'Mon profil' },
    ...(hint === 'active' ? [{ href: '/contributions', label: 'Mes contributions' }] : []),
    { href: '/notifications', label: 'Notifications' },
  ]
}

/** Signing out is a POST, hence a form. */
export function AccountMenu({ hint }: { hint: MemberHint }) {
  const pathname = usePathname()
  // Open on the page it was opened on: a new page closes it, with no effect to run.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const listId = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenOn(null)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpenOn(null)
      button.current?.focus()
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpenOn(open ? null : pathname)}
        className="flex h-10 items-center gap-2 rounded-full px-2 font-medium text-stone-700 hover:bg-stone-100 sm:px-3"
      >
        <Icon name="user" className="size-6" />
        <span className="sr-only sm:not-sr-only">Mon compte</span>
      </button>
      <nav
        id={listId}
        aria-label="Mon compte"
        hidden={!open}
        className="absolute right-0 top-12 z-40 w-56 rounded-2xl border border-stone-200 bg-white p-2 shadow-lg"
      >
        <ul className="flex flex-col">
          {accountLinks(hint).map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="menu-link" aria-current={pathname === link.href ? 'page' : undefined}>
                {link.label}
              </Link>
            </li>
          ))}
          <li className="mt-1 border-t border-stone-200 pt-1">
            <form action={signOut}>
              <button type="submit" className="menu-link w-full text-left">
                Se déconnecter
              </button>
            </form>
          </li>
        </ul>
      </nav>
    </div>
  )
}
