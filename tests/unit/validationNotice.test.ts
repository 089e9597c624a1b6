import { describe, expect, it } from 'vitest'

import { validationNotice } from '@/domain/declaredActions/validationNotice'

describe('the bell’s notice of a validation', () => {
  it('gives the points a validation credits', () => {
    expect(validationNotice('comment', 'Facturo', 3)).toMatchObject({
      title: 'Action validée : Commentaire sur « Facturo »',
      body: '+3 points',
    })
  })

  it('says a validation of an action type set to 0 points is a validation, not an undo', () => {
    expect(validationNotice('comment', 'Facturo', 0)).toMatchObject({
      title: 'Action validée : Commentaire sur « Facturo »',
      body: 'Ce type d’action ne rapporte pas de points.',
    })
  })

  it('says an undo takes the points back', () => {
    expect(validationNotice('comment', null, -3).title).toBe('Validation annulée : Commentaire sur « un projet »')
  })
})
