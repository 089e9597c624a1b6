import { describe, expect, it } from 'vitest'

import { composeEmail, EMAIL_SIGNATURE } from '@/email/templates/layout'

describe('composeEmail', () => {
  const email = composeEmail({
    subject: 'Sujet',
    paragraphs: ['Bonjour <Nina>,', 'Voici ton lien.'],
    button: { label: 'Ouvrir', url: 'https://tryb.example/a?b=1&c=2' },
    afterButton: ['Ignore cet e-mail sinon.'],
  })

  it('writes the text in reading order: paragraphs, the link alone on its line, the rest, the signature', () => {
    expect(email.text).toBe(
      [
        'Bonjour <Nina>,',
        'Voici ton lien.',
        'https://tryb.example/a?b=1&c=2',
        'Ignore cet e-mail sinon.',
        EMAIL_SIGNATURE,
      ].join('\n\n'),
    )
  })

  it('puts the same parts in the HTML in the same order, escaped', () => {
    const order = [
      'Bonjour &lt;Nina&gt;,',
      'Voici ton lien.',
      'href="https://tryb.example/a?b=1&amp;c=2"',
      'Ignore cet e-mail sinon.',
      EMAIL_SIGNATURE,
    ]
    const positions = order.map((part) => email.html.indexOf(part))
    expect(positions.every((position) => position >= 0)).toBe(true)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
    expect(email.html).not.toContain('<Nina>')
  })

  it('labels the link in the text and signs as asked', () => {
    const admin = composeEmail({
      subject: 'Sujet',
      paragraphs: ['Un membre demande la suppression.'],
      button: { label: 'Ouvrir la fiche', url: 'https://tryb.example/admin/x' },
      linkLabel: 'Fiche du membre',
      signature: '— La Tryb',
    })
    expect(admin.text).toBe(
      'Un membre demande la suppression.\n\nFiche du membre : https://tryb.example/admin/x\n\n— La Tryb',
    )
    expect(admin.html).toContain('— La Tryb')
  })
})
