import { describe, expect, it } from 'vitest'

import { MAX_SUPPORT_POSTS } from '@/domain/support/supportPosts'
import { projectScheduledEmail } from '@/email/templates/projectModeration'

describe('the "exposition planifiée" e-mail', () => {
  it('asks the owner for the posts to support and links to where they enter them', () => {
    const email = projectScheduledEmail({
      to: 'lea@example.com',
      firstName: 'Léa',
      title: 'Studio Léa',
      url: 'https://tryb.example/p/studio-lea',
      week: '23-29 novembre',
    })
    expect(email.subject).toBe('Ton exposition est planifiée : 23-29 novembre')
    expect(email.text).toContain('Indique dès maintenant les publications que les membres doivent soutenir')
    expect(email.text).toContain(`${MAX_SUPPORT_POSTS} au plus`)
    expect(email.text).toContain('« Publications à soutenir »')
    expect(email.text).toContain('https://tryb.example/p/studio-lea#publications-a-soutenir')
    expect(email.html).toContain('href="https://tryb.example/p/studio-lea#publications-a-soutenir"')
    expect(email.html).toContain('Indiquer mes publications')
  })
})
