import { describe, expect, it } from 'vitest'

import {
  destinationAfterSignIn,
  INACTIVE_ACCOUNT,
  loginNotice,
  memberPageAccess,
  safeNextPath,
} from '@/domain/members/memberRouting'

describe('destinationAfterSignIn', () => {
  it('sends active members to the dashboard, waitlist members to /welcome (as after the sign-up), anything else home', () => {
    expect(destinationAfterSignIn('active')).toEqual({ path: '/dashboard' })
    expect(destinationAfterSignIn('waitlist')).toEqual({ path: '/welcome' })
    expect(destinationAfterSignIn(undefined)).toEqual({ path: '/' })
    expect(destinationAfterSignIn(null)).toEqual({ path: '/' })
  })

  it('refuses inactive members with the product’s message', () => {
    expect(destinationAfterSignIn('inactive')).toEqual({
      refused: "Ton compte n'est pas encore actif ou a été désactivé.",
    })
  })
})

describe('memberPageAccess', () => {
  it('sends a signed-out visitor to /login, to come back afterwards', () => {
    expect(memberPageAccess(null, 'welcome', '/welcome')).toEqual({ allow: false, redirect: '/login?next=%2Fwelcome' })
  })

  it('signs inactive members out of every member page; the dashboard says it is for active members', () => {
    for (const page of ['welcome', 'thanks', 'profile', 'contributions', 'notifications'] as const) {
      expect(memberPageAccess('inactive', page, `/${page}`)).toEqual({
        allow: false,
        redirect: '/login?error=inactive',
        signOut: true,
      })
    }
    expect(memberPageAccess('inactive', 'dashboard', '/dashboard')).toEqual({
      allow: false,
      redirect: '/login?error=dashboard',
      signOut: true,
    })
    expect(loginNotice('dashboard')).toEqual({
      title: 'Accès refusé',
      message: 'Seuls les membres actifs peuvent accéder au dashboard.',
    })
  })

  it('/login explains why it was opened; an unknown reason reads as a failed sign-in', () => {
    expect(loginNotice(undefined)).toBeNull()
    expect(loginNotice('inactive')).toEqual({ message: INACTIVE_ACCOUNT })
    expect(loginNotice('auth')?.title).toBe('Aucun utilisateur connecté')
    expect(loginNotice('<script>')).toEqual(loginNotice('auth'))
    expect(loginNotice('constructor')).toEqual(loginNotice('auth'))
  })

  it('keeps the dashboard and contributions for active members; waitlist members go to /welcome', () => {
    expect(memberPageAccess('active', 'dashboard', '/dashboard')).toEqual({ allow: true })
    expect(memberPageAccess('active', 'contributions', '/contributions')).toEqual({ allow: true })
    expect(memberPageAccess('waitlist', 'dashboard', '/dashboard')).toEqual({
      allow: false,
      redirect: '/welcome?notice=waitlist',
    })
  })

  it('opens /welcome, /thanks and /profile to waitlist and active members', () => {
    for (const page of ['welcome', 'thanks', 'profile', 'notifications'] as const) {
      expect(memberPageAccess('waitlist', page, `/${page}`)).toEqual({ allow: true })
      expect(memberPageAccess('active', page, `/${page}`)).toEqual({ allow: true })
    }
  })
})

describe('safeNextPath', () => {
  it('follows paths of this site only', () => {
    expect(safeNextPath('/project-submit')).toBe('/project-submit')
    expect(safeNextPath('/communaute?page=2')).toBe('/communaute?page=2')
    for (const unsafe of [
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      null,
    ]) {
      expect(safeNextPath(unsafe)).toBeNull()
    }
  })
})
