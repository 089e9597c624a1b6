import { describe, expect, it } from 'vitest'

import {
  charterKeysProblem,
  charterPriceProblem,
  charterSave,
  charterSections,
  CHARTER_MESSAGES,
  mustAcceptCharter,
  nextCharterVersion,
  withCampaignPrice,
} from '@/domain/charter'
import { promisedViews, reachLine } from '@/domain/reports/impactReport'
import { reportCsvViews, viewsPromise } from '@/domain/reports/reportCsv'

const figures = { campaign_price: 100, active_threshold: 78 }

const sections = [
  { key: 'objet', heading: 'Objet', body: 'Texte', chapters: [] },
  { key: 'confidentialite', heading: 'Confidentialité', body: 'Texte', chapters: ['signup', 'apply'] },
  { key: 'entraide', heading: 'Entraide', body: 'Texte', chapters: ['signup'] },
]

describe('the one charter', () => {
  it('gives a dialog the sections of its chapter, in order and numbered as on /charte, and the page all of them', () => {
    expect(charterSections(sections, figures, 'signup').map((s) => `${s.number}. ${s.heading}`)).toEqual([
      '2. Confidentialité',
      '3. Entraide',
    ])
    expect(charterSections(sections, figures, 'apply').map((s) => s.key)).toEqual(['confidentialite'])
    expect(charterSections(sections, figures).map((s) => s.number)).toEqual([1, 2, 3])
  })

  it('states the rules’ price and points threshold where its copy writes their tokens, and refuses typed figures', () => {
    const priced = [{ key: 'paiement', heading: 'Paiement', body: 'Un paiement de {prix_campagne} sous 24 h.' }]
    expect(charterSections(priced, { ...figures, campaign_price: 120 })[0].body).toBe('Un paiement de 120 € sous 24 h.')
    const committed = [{ key: 'entraide', heading: 'Entraide', body: 'Au moins {seuil_points} points par semestre.' }]
    expect(charterSections(committed, { ...figures, active_threshold: 90 })[0].body).toBe(
      'Au moins 90 points par semestre.',
    )
    expect(charterPriceProblem('Au moins 78 points par semestre.')).toBe(CHARTER_MESSAGES.literalThreshold)
    expect(charterPriceProblem('Un like rapporte 1 point.')).toBeNull()
    expect(withCampaignPrice('à {prix_campagne}, puis {prix_campagne}', 1500)).toBe('à 1\u202f500 €, puis 1\u202f500 €')
    expect(charterPriceProblem('Un paiement de 100 € sous 24 h.')).toBe(CHARTER_MESSAGES.literalPrice)
    expect(charterPriceProblem('Un paiement de 100 euros.')).toBe(CHARTER_MESSAGES.literalPrice)
    expect(charterPriceProblem('Un paiement de {prix_campagne} sous 24 h.')).toBeNull()
  })

  it('is a new version when the text members accept changes, not otherwise', () => {
    const before = { title: 'Charte', intro: 'Intro', sections, version: 3 }
    expect(nextCharterVersion(before, { ...before })).toBe(3)
    expect(nextCharterVersion(before, { ...before, intro: 'Autre intro' })).toBe(4)
    expect(nextCharterVersion(before, { ...before, sections: [...sections].reverse() })).toBe(4)
    expect(
      nextCharterVersion(before, {
        ...before,
        sections: [{ ...sections[0], chapters: ['apply'] }, ...sections.slice(1)],
      }),
    ).toBe(4)
  })

  it('keeps the version for a correction, raises it for a new version with its summary, and asks which', () => {
    const before = { title: 'Charte', intro: 'Intro', sections, version: 3, version_summary: 'Ancien résumé' }
    const changed = { ...before, intro: 'Autre intro' }
    expect(charterSave(before, { ...before }, undefined, undefined)).toEqual({
      ok: true,
      version: 3,
      published: false,
      summary: 'Ancien résumé',
    })
    expect(charterSave(before, changed, undefined, undefined)).toEqual({
      ok: false,
      path: 'change',
      message: CHARTER_MESSAGES.changeKindMissing,
    })
    expect(charterSave(before, changed, 'correction', 'ignoré')).toMatchObject({
      ok: true,
      version: 3,
      published: false,
    })
    expect(charterSave(before, changed, 'new_version', '  ')).toEqual({
      ok: false,
      path: 'change_summary',
      message: CHARTER_MESSAGES.summaryMissing,
    })
    expect(charterSave(before, changed, 'new_version', ' Une intro plus claire. ')).toEqual({
      ok: true,
      version: 4,
      published: true,
      summary: 'Une intro plus claire.',
    })
  })

  it('asks a member to accept a newer version', () => {
    expect(mustAcceptCharter(null, 1)).toBe(true)
    expect(mustAcceptCharter(1, 2)).toBe(true)
    expect(mustAcceptCharter(2, 2)).toBe(false)
  })

  it('keys sections once each, in a form fit for an anchor', () => {
    expect(charterKeysProblem(['objet', 'donnees-personnelles'])).toBeNull()
    expect(charterKeysProblem(['objet', 'objet'])).toBe(CHARTER_MESSAGES.duplicateKey)
    expect(charterKeysProblem(['Objet'])).toBe(CHARTER_MESSAGES.badKey)
  })
})

describe('the views of a reporting', () => {
  it('counts each publication once, at its largest figure', () => {
    expect(
      reportCsvViews(
        'url,action_type,vues\nhttps://a.fr/1,like,100\nhttps://a.fr/1,comment,120\nhttps://a.fr/2,share,5\n',
      ),
    ).toEqual({
      total: 125,
      problems: [],
    })
    expect(reportCsvViews('url,action_type\nhttps://a.fr/1,like\n')).toEqual({ total: null, problems: [] })
  })

  it('tells which line holds a figure that is not a whole number of at least 0', () => {
    expect(reportCsvViews('url;action_type;Views\nhttps://a.fr/1;like;-3\n').problems).toEqual([
      { line: 2, reason: 'Ligne 2 : les vues doivent être un nombre entier positif ou nul (« -3 »).' },
    ])
  })

  it('reads the offer’s promise and says the reach against it', () => {
    expect(viewsPromise('10 000 à 20 000')).toEqual({ min: 10_000, max: 20_000 })
    expect(viewsPromise('beaucoup')).toBeNull()
    const promise = promisedViews([
      { figure: '+320 %', label: 'de portée moyenne' },
      { figure: '10 000 à 20 000', label: 'vues par campagne' },
    ])
    expect(reachLine(12_400, promise)).toBe('12\u202f400 vues rapportées — promesse : 10\u202f000 à 20\u202f000')
    expect(reachLine(null, promise)).toBeNull()
  })
})
