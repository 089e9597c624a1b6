import { describe, expect, it } from 'vitest'

import { homePathFor } from '@/domain/members/memberRouting'
import { isProfileComplete, missingForCompletion } from '@/domain/profile/profileCompletion'
import { isTimeZone, timeZoneChoices } from '@/domain/timeZones'
import { profileErrors, profileSchema } from '@/validation/profile'
import { profileValuesFromForm } from '@/validation/profileForm'

const form = {
  first_name: ' Léa ',
  last_name: 'Moreau',
  bio: ' Coach pour solopreneurs. ',
  sectors: ['IA', 'Coaching', 'IA'],
  timezone: 'Europe/Paris',
  linkedin_url: 'linkedin.com/in/lea',
  linkedin_count: ' 800 ',
  instagram_count: '',
  project_url: 'https://lea.coach',
  mvp_url: '',
}

describe('profileSchema', () => {
  it('trims, normalises links, counts empty as 0 and keeps sectors once, in the list’s order', () => {
    expect(profileSchema.parse(form)).toEqual({
      first_name: 'Léa',
      last_name: 'Moreau',
      bio: 'Coach pour solopreneurs.',
      sectors: ['Coaching', 'IA'],
      timezone: 'Europe/Paris',
      linkedin_url: 'https://linkedin.com/in/lea',
      linkedin_count: 800,
      instagram_url: null,
      instagram_count: 0,
      facebook_url: null,
      facebook_count: 0,
      project_url: 'https://lea.coach/',
      mvp_url: null,
    })
  })

  it('stores an empty bio as null', () => {
    expect(profileSchema.parse({ ...form, bio: '  ' }).bio).toBeNull()
  })

  it('names each refused field in French', () => {
    expect(
      profileErrors({
        ...form,
        first_name: '',
        bio: 'x'.repeat(141),
        sectors: ['Astrologie'],
        timezone: 'Lune/Mer_de_la_Tranquillité',
        facebook_count: '-2',
        instagram_count: '3.5',
        mvp_url: 'javascript:alert(1)',
      }),
    ).toEqual({
      first_name: 'Indique ton prénom.',
      bio: 'Ta bio doit faire 140 caractères au plus.',
      sectors: 'Choisis tes secteurs dans la liste proposée.',
      timezone: 'Choisis un fuseau horaire dans la liste.',
      facebook_count: 'Indique un nombre entier, 0 ou plus.',
      instagram_count: 'Indique un nombre entier, 0 ou plus.',
      mvp_url: 'Ce lien n’est pas valide (exemple : https://monprojet.fr).',
    })
    expect(profileErrors({ ...form, bio: 'x'.repeat(140) })).toBeNull()
  })

  it('reads only the profile’s fields out of the form data', () => {
    const data = new FormData()
    data.append('bio', 'Salut')
    data.append('sectors', 'SaaS')
    data.append('sectors', 'Design')
    data.append('status', 'active')
    data.append('profile_completed', 'true')
    expect(profileValuesFromForm(data)).toEqual({ bio: 'Salut', sectors: ['SaaS', 'Design'] })
  })
})

describe('isProfileComplete (at a profile save)', () => {
  const complete = {
    first_name: 'Léa',
    last_name: 'Moreau',
    email: 'lea@exemple.fr',
    project_url: 'https://lea.coach/',
    bio: 'Coach.',
    sectors: ['Coaching'],
  }

  it('needs the names, the e-mail, the project link, a bio and one sector', () => {
    expect(isProfileComplete(complete)).toBe(true)
    for (const missing of ['first_name', 'last_name', 'email', 'project_url', 'bio'] as const) {
      expect(isProfileComplete({ ...complete, [missing]: '  ' }), missing).toBe(false)
      expect(isProfileComplete({ ...complete, [missing]: null }), missing).toBe(false)
    }
    expect(isProfileComplete({ ...complete, sectors: [] })).toBe(false)
    expect(isProfileComplete({ ...complete, sectors: null })).toBe(false)
  })

  it('says what is missing, in the order of the page', () => {
    expect(missingForCompletion(complete)).toEqual([])
    // As a sign-up leaves it: no bio, no sector (the sign-up's own rule called it complete).
    expect(missingForCompletion({ ...complete, bio: null, sectors: [] })).toEqual(['ta bio', 'au moins un secteur'])
    expect(missingForCompletion({ email: 'lea@exemple.fr' })).toEqual([
      'ton prénom',
      'ton nom',
      'le lien de ton projet',
      'ta bio',
      'au moins un secteur',
    ])
  })
})

describe('time zones', () => {
  it('knows IANA names and nothing else', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true)
    expect(isTimeZone('America/Guadeloupe')).toBe(true)
    expect(isTimeZone('Mars/Olympus')).toBe(false)
    expect(isTimeZone('')).toBe(false)
  })

  it('offers every zone, sorted, with the default and the member’s own', () => {
    const choices = timeZoneChoices('America/Montreal')
    expect(choices).toContain('Europe/Paris')
    expect(choices).toContain('Indian/Reunion')
    expect(choices).toContain('America/Montreal')
    expect([...choices].sort((a, b) => a.localeCompare(b))).toEqual(choices)
    expect(timeZoneChoices('Nulle/Part')).not.toContain('Nulle/Part')
  })
})

describe('homePathFor', () => {
  it('leads an active member’s logo to the dashboard, anyone else home', () => {
    expect(homePathFor('active')).toBe('/dashboard')
    expect(homePathFor('waitlist')).toBe('/')
    expect(homePathFor('inactive')).toBe('/')
    expect(homePathFor(null)).toBe('/')
  })
})
