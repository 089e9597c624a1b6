import { describe, expect, it } from 'vitest'

import {
  applicationScore,
  meetsAudienceCriterion,
  type ScoredApplication,
} from '@/domain/applications/applicationScore'
import { isWebUrl } from '@/domain/webUrl'

const MIN = 500

/** An application meeting no criterion; each test adds the one it checks. */
const nothing: ScoredApplication = {
  linkedin_count: 0,
  instagram_count: 0,
  facebook_count: 0,
  project_url: '',
  motivations: [],
  professional_status: 'Salarié·e',
}

describe('applicationScore', () => {
  it('gives 0 when nothing is met', () => {
    expect(applicationScore(nothing, MIN)).toBe(0)
  })

  it('adds 30 when one network reaches the minimum audience, whichever it is', () => {
    expect(applicationScore({ ...nothing, linkedin_count: 500 }, MIN)).toBe(30)
    expect(applicationScore({ ...nothing, instagram_count: 500 }, MIN)).toBe(30)
    expect(applicationScore({ ...nothing, facebook_count: 12_000 }, MIN)).toBe(30)
  })

  it('does not add the networks up, and 499 is not enough', () => {
    expect(applicationScore({ ...nothing, linkedin_count: 499 }, MIN)).toBe(0)
    expect(applicationScore({ ...nothing, linkedin_count: 300, instagram_count: 300, facebook_count: 300 }, MIN)).toBe(
      0,
    )
  })

  it('follows the minimum audience it is given', () => {
    expect(applicationScore({ ...nothing, linkedin_count: 999 }, 1000)).toBe(0)
    expect(applicationScore({ ...nothing, linkedin_count: 1000 }, 1000)).toBe(30)
    expect(meetsAudienceCriterion({ linkedin_count: 0, instagram_count: 0, facebook_count: 0 }, 0)).toBe(true)
  })

  it('adds 40 for a valid project link only', () => {
    expect(applicationScore({ ...nothing, project_url: 'https://mon-projet.fr' }, MIN)).toBe(40)
    expect(applicationScore({ ...nothing, project_url: 'http://demo.mon-projet.fr/inscription?x=1' }, MIN)).toBe(40)
    expect(applicationScore({ ...nothing, project_url: 'mon-projet.fr' }, MIN)).toBe(0)
    expect(applicationScore({ ...nothing, project_url: 'javascript:alert(1)' }, MIN)).toBe(0)
  })

  it('adds 20 for two motivations or more, counting a repeated one once', () => {
    expect(applicationScore({ ...nothing, motivations: ['more_visibility'] }, MIN)).toBe(0)
    expect(applicationScore({ ...nothing, motivations: ['more_visibility', 'more_visibility'] }, MIN)).toBe(0)
    expect(applicationScore({ ...nothing, motivations: ['more_visibility', 'challenge_idea'] }, MIN)).toBe(20)
    expect(
      applicationScore(
        { ...nothing, motivations: ['more_visibility', 'challenge_idea', 'test_advanced_project'] },
        MIN,
      ),
    ).toBe(20)
  })

  it('adds 10 for project holders and people retraining only', () => {
    expect(applicationScore({ ...nothing, professional_status: 'Porteur·se de projet' }, MIN)).toBe(10)
    expect(applicationScore({ ...nothing, professional_status: 'En reconversion' }, MIN)).toBe(10)
    expect(applicationScore({ ...nothing, professional_status: 'Au chômage' }, MIN)).toBe(0)
    expect(applicationScore({ ...nothing, professional_status: 'Salarié·e' }, MIN)).toBe(0)
    expect(applicationScore({ ...nothing, professional_status: null }, MIN)).toBe(0)
  })

  it('reaches 100 and never more when everything is met', () => {
    expect(
      applicationScore(
        {
          linkedin_count: 5000,
          instagram_count: 5000,
          facebook_count: 5000,
          project_url: 'https://mon-projet.fr',
          motivations: ['more_visibility', 'challenge_idea', 'test_advanced_project'],
          professional_status: 'Porteur·se de projet',
        },
        MIN,
      ),
    ).toBe(100)
  })
})

describe('isWebUrl', () => {
  it('accepts http and https links to a named host', () => {
    expect(isWebUrl('https://www.linkedin.com/in/lea')).toBe(true)
    expect(isWebUrl('http://mon-projet.fr')).toBe(true)
  })

  it('refuses what a visitor could not follow safely', () => {
    for (const value of [
      '',
      'mon-projet.fr',
      'https://',
      'https://localhost',
      'ftp://mon-projet.fr',
      'data:text/html,x',
      'javascript:alert(1)',
    ]) {
      expect(isWebUrl(value), value).toBe(false)
    }
    expect(isWebUrl(`https://mon-projet.fr/${'a'.repeat(2048)}`)).toBe(false)
  })
})
