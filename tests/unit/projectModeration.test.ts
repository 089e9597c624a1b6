import { describe, expect, it } from 'vitest'

import { crowdedWeekWarning, projectHistoryLabel } from '@/domain/projects/projectModeration'

describe('crowdedWeekWarning', () => {
  it('stays silent while the week holds fewer than three other projects', () => {
    expect(crowdedWeekWarning(0, '23-29 novembre')).toBeNull()
    expect(crowdedWeekWarning(2, '23-29 novembre')).toBeNull()
  })

  it('warns before a fourth project, and beyond', () => {
    expect(crowdedWeekWarning(3, '23-29 novembre')).toBe(
      '3 projets sont déjà planifiés la semaine du 23-29 novembre. Planifier quand même celui-ci ?',
    )
    expect(crowdedWeekWarning(5, '30 novembre-6 décembre')).toMatch(
      /^5 projets sont déjà planifiés la semaine du 30 novembre-6 décembre\./,
    )
  })
})

describe('projectHistoryLabel', () => {
  it('names the audit log’s project actions in French and keeps unknown ones as they are', () => {
    expect(projectHistoryLabel('project.approved')).toBe('Validé par l’équipe')
    expect(projectHistoryLabel('project.owner_change_request')).toBe('Demande de modification du porteur')
    expect(projectHistoryLabel('project.archived')).toBe('project.archived')
  })
})
