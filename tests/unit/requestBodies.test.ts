import { describe, expect, it } from 'vitest'

import { AVATAR_MAX_BYTES } from '@/domain/profile/avatarFile'
import { HERO_IMAGE_MAX_BYTES } from '@/domain/projects/heroImage'
import {
  API_BODY_MAX_BYTES,
  BODY_TOO_LARGE_MESSAGE,
  SERVER_ACTION_BODY_MAX_BYTES,
  requestBodyLimit,
} from '@/domain/request/requestBodies'

describe('requestBodyLimit', () => {
  it('gives the REST API a JSON document’s room, whatever the collection or endpoint', () => {
    expect(requestBodyLimit('/api/projects')).toBe(API_BODY_MAX_BYTES)
    expect(requestBodyLimit('/api/members/login')).toBe(API_BODY_MAX_BYTES)
    expect(requestBodyLimit('/api/globals/landing')).toBe(API_BODY_MAX_BYTES)
  })

  it('gives an upload collection its file’s limit and some room for the multipart envelope', () => {
    expect(requestBodyLimit('/api/avatars')).toBeGreaterThan(AVATAR_MAX_BYTES)
    expect(requestBodyLimit('/api/avatars')).toBeLessThan(AVATAR_MAX_BYTES + 100 * 1024)
    expect(requestBodyLimit('/api/project-hero-images/12')).toBeGreaterThan(HERO_IMAGE_MAX_BYTES)
    expect(requestBodyLimit('/api/project-hero-images/12')).toBeLessThan(API_BODY_MAX_BYTES)
  })

  it('gives a page (its server actions) the server actions’ limit', () => {
    expect(requestBodyLimit('/profile')).toBe(SERVER_ACTION_BODY_MAX_BYTES)
    expect(requestBodyLimit('/admin/collections/projects/3')).toBe(SERVER_ACTION_BODY_MAX_BYTES)
    expect(requestBodyLimit('/apiary')).toBe(SERVER_ACTION_BODY_MAX_BYTES)
  })
})

describe('BODY_TOO_LARGE_MESSAGE', () => {
  it('names the limit in French units', () => {
    expect(BODY_TOO_LARGE_MESSAGE(API_BODY_MAX_BYTES)).toBe('Requête trop volumineuse (1 Mo au plus).')
    expect(BODY_TOO_LARGE_MESSAGE(564 * 1024)).toBe('Requête trop volumineuse (564 Ko au plus).')
    expect(BODY_TOO_LARGE_MESSAGE(5.5 * 1024 * 1024)).toBe('Requête trop volumineuse (5,5 Mo au plus).')
  })
})
