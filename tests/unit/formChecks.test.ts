import { describe, expect, it } from 'vitest'

import { betaSettingsProblem, modificationRequestProblem } from '@/components/form/resolvers'
import { MODIFICATION_REQUEST_MESSAGES } from '@/validation/modificationRequestForm'
import { PROJECT_SUBMIT_MESSAGES } from '@/validation/projectSubmitForm'

/** The checks the owner's forms load at submit answer the server's first French message, or null. */
describe('the forms’ checks loaded at submit', () => {
  it('beta-test settings: a wrong number of places is refused before any round trip', () => {
    expect(betaSettingsProblem({ beta_places: '12', beta_instructions: 'Testez le paiement.' })).toBeNull()
    expect(betaSettingsProblem({ beta_places: '', beta_instructions: '' })).toBeNull()
    for (const places of ['-1', '2.5', '51', 'dix']) {
      expect(betaSettingsProblem({ beta_places: places, beta_instructions: '' })).toBe(
        PROJECT_SUBMIT_MESSAGES.betaPlaces,
      )
    }
  })

  it('modification request: empty notes are refused before any round trip', () => {
    expect(modificationRequestProblem({ notes: 'Changer le titre.' })).toBeNull()
    expect(modificationRequestProblem({ notes: '   ' })).toBe(MODIFICATION_REQUEST_MESSAGES.notesRequired)
    expect(modificationRequestProblem({ notes: null })).toBe(MODIFICATION_REQUEST_MESSAGES.notesRequired)
  })
})
