import { describe, expect, it } from 'vitest'

import {
  PROJECT_STATUSES,
  REQUEST_TYPES,
  isPubliclyVisible,
  type ProjectStatus,
  type RequestType,
} from '@/domain/projects/projectVisibility'

describe('isPubliclyVisible', () => {
  const publicOnes: Array<[ProjectStatus, RequestType]> = [
    ['published', 'visibility'],
    ['published', 'feedback'],
    ['scheduled', 'visibility'],
  ]

  it.each(publicOnes)('shows a %s %s project to everyone', (status, request_type) => {
    expect(isPubliclyVisible({ status, request_type })).toBe(true)
  })

  it('hides every other combination of status and request type', () => {
    const hidden = PROJECT_STATUSES.flatMap((status) =>
      REQUEST_TYPES.map((request_type) => ({ status, request_type })),
    ).filter(
      (project) => !publicOnes.some(([status, type]) => status === project.status && type === project.request_type),
    )
    // pending, approved and mod_requested of both types, plus a scheduled feedback project.
    expect(hidden).toHaveLength(7)
    for (const project of hidden) expect(isPubliclyVisible(project)).toBe(false)
  })
})
