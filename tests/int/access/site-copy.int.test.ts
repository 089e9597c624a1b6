import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { DEFAULT_LANDING } from '../../../globals/Landing/defaultLanding'
import { DEFAULT_LEGAL } from '../../../globals/Legal/defaultLegal'

import { ACTOR_NAMES, type ActorName, type Actors } from '../helpers/actors'
import { as, type MatrixRow, runMatrix } from '../helpers/matrix'
import { setUpTestPayload } from '../helpers/setUpTestPayload'

let payload: Payload
let actors: Actors

setUpTestPayload({ actors: true }, (started) => ({ payload, actors } = started))

describe('the landing’s initial copy', () => {
  it('the terms, once migrated, say what the defaults say: payment is open, invoiced, refunded by a credit note', async () => {
    const legal = await payload.findGlobal({ slug: 'legal' })
    const bodies = legal.terms.sections?.map((section) => section.body) ?? []
    expect(bodies).toEqual(DEFAULT_LEGAL.terms.sections.map((section) => section.body))
    expect(bodies.join('\n')).not.toContain('pas encore ouvert')
  })

  it('is the product’s, written by the migration and published', async () => {
    const landing = await payload.findGlobal({ slug: 'landing' })
    expect(landing._status).toBe('published')
    expect(landing.hero.title).toBe('Ensemble, plus forts.')
    expect(landing.hero.primary_label).toBe('Rejoindre la Tryb')
    expect(landing.testimonials.title).toBe('Après la Beta — Ce que les membres fondateurs ont constaté.')
    expect(landing.testimonials.cards).toHaveLength(6)
    expect(landing.points.title).toBe('Tu donnes, tu reçois.')
    expect(landing.referral.title).toBe('Fais grandir la communauté')
    expect(landing.final_cta.button_label).toBe('Créer mon compte')
    expect(landing.counter).toMatchObject(DEFAULT_LANDING.counter)
    const pricing = await payload.findGlobal({ slug: 'pricing' })
    expect([pricing.batch1.name, pricing.batch2.name, pricing.campaign.price]).toEqual([
      'Membre (presque) Fondateur',
      'Membre Actif',
      '100 €',
    ])
    expect(pricing.batch2.cta_label).toBe("Rejoindre la liste d'attente")
    const site = await payload.findGlobal({ slug: 'site' })
    expect(site.nav.map((link) => [link.label, link.href])).toEqual([
      ['Fonctionnalités', '/#features'],
      ['Communauté', '/communaute'],
      ['Tarifs', '/tarifs'],
    ])
  })
})

// Site copy is public to read; the marketing team and the admins edit it, members never do.
// prettier-ignore
const SITE_COPY: Record<'read' | 'update', MatrixRow> = {
  //        visitor      waitlist     inactive     owner        other        marketing    admin
  read:   ['allowed',   'allowed',   'allowed',   'allowed',   'allowed',   'allowed',   'allowed'],
  update: ['forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'allowed',   'allowed'],
}

/** Each actor writes its own text, so the stored value tells whose update went through. */
const textOf = (actor: ActorName) => `Écrit par ${actor}`

describe.each([
  {
    slug: 'site' as const,
    write: (text: string) => ({ tagline: text }),
    read: (doc: { tagline: string }) => doc.tagline,
  },
  { slug: 'pricing' as const, write: (text: string) => ({ title: text }), read: (doc: { title: string }) => doc.title },
  {
    slug: 'tips' as const,
    write: (text: string) => ({ fallback: text }),
    read: (doc: { fallback: string }) => doc.fallback,
  },
  {
    slug: 'legal' as const,
    write: (text: string) => ({ mentions: { title: text } }),
    read: (doc: { mentions: { title: string } }) => doc.mentions.title,
  },
  {
    slug: 'landing' as const,
    write: (text: string) => ({ hero: { title: text }, _status: 'published' as const }),
    read: (doc: { hero: { title: string } }) => doc.hero.title,
  },
])('$slug global: public to read, marketing and admins edit it', ({ slug, write, read }) => {
  const attempts = {
    read: (actor: ActorName) => payload.findGlobal({ slug, ...as(actors.user(actor)) }),
    update: (actor: ActorName) =>
      payload.updateGlobal({ slug, data: write(textOf(actor)) as never, ...as(actors.user(actor)) }),
  }

  runMatrix(attempts, SITE_COPY)

  it('the last allowed update (the admin’s) is the one stored; no member’s got through', async () => {
    expect(read((await payload.findGlobal({ slug })) as never)).toBe(textOf('admin'))
  })
})

describe('landing drafts: only staff see them', () => {
  const draftTitle = 'Brouillon pas encore publié'

  beforeAll(async () => {
    await payload.updateGlobal({ slug: 'landing', data: { hero: { title: 'Version publiée' }, _status: 'published' } })
    await payload.updateGlobal({ slug: 'landing', data: { hero: { title: draftTitle } }, draft: true })
  })

  it.each([...ACTOR_NAMES])('%s asking for the draft', async (actor) => {
    const landing = await payload.findGlobal({ slug: 'landing', draft: true, ...as(actors.user(actor)) })
    const staff = actor === 'marketing' || actor === 'admin'
    expect(landing.hero.title).toBe(staff ? draftTitle : 'Version publiée')
  })

  it.each([...ACTOR_NAMES])('%s reading the published landing gets the published copy', async (actor) => {
    const landing = await payload.findGlobal({ slug: 'landing', ...as(actors.user(actor)) })
    expect(landing.hero.title).toBe('Version publiée')
  })

  // prettier-ignore
  const versions: Record<'read versions', MatrixRow> = {
    //                visitor      waitlist     inactive     owner        other        marketing    admin
    'read versions': ['forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'allowed',   'allowed'],
  }
  runMatrix(
    {
      'read versions': (actor: ActorName) => payload.findGlobalVersions({ slug: 'landing', ...as(actors.user(actor)) }),
    },
    versions,
  )
})

describe('header and footer links stay inside the site', () => {
  it.each(['https://ailleurs.example', '//ailleurs.example', 'javascript:alert(1)'])(
    'a link to %s is refused in French and nothing changes',
    async (href) => {
      const before = await payload.findGlobal({ slug: 'site' })
      const attempt = () =>
        payload.updateGlobal({
          slug: 'site',
          data: { nav: [{ label: 'Ailleurs', href }] },
          ...as(actors.marketing),
        })
      await expect(attempt()).rejects.toMatchObject({
        data: {
          errors: [
            {
              path: 'nav.0.href',
              message: 'Indique un chemin du site commençant par « / », par exemple /tarifs ou /#features.',
            },
          ],
        },
      })
      expect((await payload.findGlobal({ slug: 'site' })).nav).toEqual(before.nav)
    },
  )
})
