import { describe, expect, it } from 'vitest'

import { postLabel, postLabelText } from '@/domain/support/postLabels'

describe('a post to support, named from its link alone', () => {
  it('names the network from the host, subdomains and short links included', () => {
    expect(postLabel('https://www.linkedin.com/feed/update/urn:li:activity:7123456789/')).toEqual({
      network: 'LinkedIn',
      label: 'Post',
    })
    expect(postLabel('fr.linkedin.com/posts/x')?.network).toBe('LinkedIn')
    expect(postLabel('https://lnkd.in/dAbC123')?.network).toBe('LinkedIn')
    expect(postLabel('https://twitter.com/jeanne/status/1790000000000000000')?.network).toBe('X')
    expect(postLabel('https://m.facebook.com/facturo/posts/pfbid02abc')?.network).toBe('Facebook')
    expect(postLabel('https://youtu.be/dQw4w9WgXcQ')).toEqual({ network: 'YouTube', label: 'Vidéo' })
    // Not a network's host: the host, without www.
    expect(postLabel('https://www.monblog.fr/2026/11/lancer-son-saas-en-solo.html')).toEqual({
      network: 'monblog.fr',
      label: '« Lancer son saas en solo »',
    })
    // Only the host is matched: a look-alike is its own host.
    expect(postLabel('https://linkedin.com.example.org/posts/x')?.network).toBe('linkedin.com.example.org')
  })

  it('reads each network’s shapes of link: the kind of post, its author, its words', () => {
    expect(
      postLabel('https://www.linkedin.com/posts/jeanne-dupont_lancement-de-facturo-activity-7123456789012-AbCd'),
    ).toEqual({ network: 'LinkedIn', label: 'Post « Lancement de facturo »' })
    expect(postLabel('https://www.linkedin.com/pulse/vendre-sans-prospecter-jeanne-dupont-1abcde')?.label).toBe(
      'Article « Vendre sans prospecter jeanne dupont »',
    )
    expect(postLabel('https://x.com/jeanne/status/1790000000000000000')?.label).toBe('Post de @jeanne')
    expect(postLabel('https://www.instagram.com/p/Cx1aB2cD3eF/')?.label).toBe('Post')
    expect(postLabel('https://www.instagram.com/reel/Cx1aB2cD3eF/')?.label).toBe('Reel')
    expect(postLabel('https://www.instagram.com/facturo.app/')?.label).toBe('Profil @facturo.app')
    expect(postLabel('https://www.facebook.com/facturo/posts/pfbid02abc')?.label).toBe('Publication de facturo')
    expect(postLabel('https://www.tiktok.com/@facturo/video/7312345678901234567')?.label).toBe('Vidéo de @facturo')
    expect(postLabel('https://www.youtube.com/watch?v=dQw4w9WgXcQ')?.label).toBe('Vidéo')
    expect(postLabel('https://www.youtube.com/shorts/dQw4w9WgXcQ')?.label).toBe('Short')
    expect(postLabel('https://www.threads.net/@facturo/post/C1a2B3')?.label).toBe('Post de @facturo')
    expect(postLabel('https://bsky.app/profile/facturo.bsky.social/post/3kabc')?.label).toBe(
      'Post de @facturo.bsky.social',
    )
  })

  it('gives no label rather than an identifier, and nothing for what is not a web link', () => {
    expect(postLabel('https://www.monblog.fr/p/7123456789')).toEqual({ network: 'monblog.fr', label: null })
    expect(postLabel('https://exemple.fr/')).toEqual({ network: 'exemple.fr', label: null })
    expect(postLabel('javascript:alert(1)')).toBeNull()
    const long = postLabel(`https://exemple.fr/${'mot-'.repeat(40)}fin`)!.label!
    expect(long.length).toBeLessThanOrEqual(64)
    expect(long.endsWith('… »')).toBe(true)
  })

  it('writes the name on one line for a link’s text', () => {
    expect(postLabelText('https://x.com/jeanne/status/1790000000000000000')).toBe('X · Post de @jeanne')
    expect(postLabelText('https://exemple.fr/')).toBe('Publication exemple.fr')
    expect(postLabelText('pas un lien')).toBe('Publication')
  })
})
