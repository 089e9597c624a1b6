import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { actionRejectedEmail } from '@/email/templates/actionRejected'
import { composeEmail, EMAIL_REASONS, EMAIL_SIGNATURE } from '@/email/templates/layout'

const SITE = 'https://tryb.example'
let savedSiteUrl: string | undefined

beforeEach(() => {
  savedSiteUrl = process.env.SITE_URL
  process.env.SITE_URL = SITE
})

afterEach(() => {
  if (savedSiteUrl === undefined) delete process.env.SITE_URL
  else process.env.SITE_URL = savedSiteUrl
})

describe('composeEmail', () => {
  const compose = () =>
    composeEmail({
      template: 'invitation',
      audience: 'member',
      subject: 'Sujet',
      paragraphs: ['Bonjour <Nina>,', 'Voici ton lien.'],
      button: { label: 'Ouvrir', url: 'https://tryb.example/a?b=1&c=2' },
      links: [{ label: 'Voir mes contributions', url: 'https://tryb.example/contributions' }],
      afterButton: ['Ignore cet e-mail sinon.'],
    })

  it('writes the text in reading order: paragraphs, the link, the other links, the rest, the signature, the footer', () => {
    expect(compose().text).toBe(
      [
        'Bonjour <Nina>,',
        'Voici ton lien.',
        'https://tryb.example/a?b=1&c=2',
        'Voir mes contributions : https://tryb.example/contributions',
        'Ignore cet e-mail sinon.',
        EMAIL_SIGNATURE,
        `--\n${EMAIL_REASONS.member}\nLa Tryb : ${SITE}`,
      ].join('\n\n'),
    )
  })

  it('puts the same parts in the HTML in the same order, under the Tryb header, escaped', () => {
    const { html } = compose()
    const order = [
      '>Tryb</p>',
      'Bonjour &lt;Nina&gt;,',
      'Voici ton lien.',
      'href="https://tryb.example/a?b=1&amp;c=2"',
      'href="https://tryb.example/contributions"',
      'Ignore cet e-mail sinon.',
      EMAIL_SIGNATURE,
      EMAIL_REASONS.member,
      `href="${SITE}"`,
    ]
    const positions = order.map((part) => html.indexOf(part))
    expect(
      positions.every((position) => position >= 0),
      JSON.stringify(positions),
    ).toBe(true)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
    expect(html).not.toContain('<Nina>')
    // Nothing is fetched when the message is opened.
    expect(html).not.toMatch(/<img|src=|url\(/)
  })

  it('labels the link in the text, signs as asked, and offers the unsubscribe link where one applies', () => {
    const admin = composeEmail({
      template: 'invitation',
      audience: 'staff',
      subject: 'Sujet',
      paragraphs: ['Un membre demande la suppression.'],
      button: { label: 'Ouvrir la fiche', url: 'https://tryb.example/admin/x' },
      linkLabel: 'Fiche du membre',
      signature: '— La Tryb',
      unsubscribe: { label: 'Ne plus recevoir cet e-mail', url: 'https://tryb.example/admin/account' },
    })
    expect(admin.text).toBe(
      [
        'Un membre demande la suppression.',
        'Fiche du membre : https://tryb.example/admin/x',
        '— La Tryb',
        `--\n${EMAIL_REASONS.staff}\nLa Tryb : ${SITE}\nNe plus recevoir cet e-mail : https://tryb.example/admin/account`,
      ].join('\n\n'),
    )
    expect(admin.html).toContain('— La Tryb')
    expect(admin.html).toContain('href="https://tryb.example/admin/account"')
  })
})

describe('the rejected declaration e-mail', () => {
  it('leads to the project and to the member’s contributions', () => {
    const email = actionRejectedEmail({
      to: 'nina@exemple.fr',
      firstName: 'Nina',
      projectTitle: 'Facturo',
      actionLabel: 'Like',
      reason: ' Lien introuvable. ',
      projectUrl: `${SITE}/p/facturo`,
      memberDeclaredActionsUrl: `${SITE}/contributions`,
    })
    expect(email.text).toContain('Motif : Lien introuvable.')
    expect(email.text).toContain(`${SITE}/p/facturo\n\nVoir mes contributions : ${SITE}/contributions`)
    expect(email.html).toContain(`>Voir le projet</a>`)
  })

  it('leads to the contributions alone when the project is no longer public', () => {
    const email = actionRejectedEmail({
      to: 'nina@exemple.fr',
      firstName: 'Nina',
      projectTitle: 'Facturo',
      actionLabel: 'Like',
      reason: 'Lien introuvable.',
      projectUrl: null,
      memberDeclaredActionsUrl: `${SITE}/contributions`,
    })
    expect(email.html).toContain(`>Voir mes contributions</a>`)
    expect(email.html).not.toContain('Voir le projet')
  })
})
