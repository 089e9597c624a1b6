import { describe, expect, it } from 'vitest'

import { changedContentFields, changedFixedFields, formValuesOf, projectDataOf } from '@/projects/projectSubmission'

describe('the project as the submission form sees it', () => {
  it('reads a stored project as the form’s values and back', () => {
    const values = formValuesOf({
      request_type: 'visibility',
      title: 'Facturo',
      company_links: { website: 'https://facturo.fr/' },
      hero_image: { id: 7 } as never,
      ethics_accepted: true,
      payment_commitment: true,
    })
    expect(values).toMatchObject({ title: 'Facturo', website: 'https://facturo.fr/', linkedin: '', hero_image: 7 })
    expect(projectDataOf(values).company_links).toEqual({
      linkedin: '',
      instagram: '',
      facebook: '',
      website: 'https://facturo.fr/',
    })
  })

  it('names the content and the fixed choices an update changes, not the values sent again', () => {
    const original = { title: 'A', hero_image: 3, request_type: 'visibility', ethics_accepted: true } as const
    expect(changedContentFields({ title: 'A', hero_image: { id: 3 } as never }, original)).toEqual([])
    expect(changedContentFields({ title: 'B' }, original)).toEqual(['title'])
    expect(changedFixedFields({ request_type: 'visibility', ethics_accepted: true }, original)).toEqual([])
    expect(changedFixedFields({ request_type: 'feedback', payment_commitment: false }, original)).toEqual([
      'request_type',
      'payment_commitment',
    ])
  })
})
