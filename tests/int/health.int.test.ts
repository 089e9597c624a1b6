import { inject, describe, expect, it } from 'vitest'

const callHealth = async () => {
  const { GET } = await import('@/app/api/health/route')
  return GET()
}

describe('GET /api/health', () => {
  it('answers 200 when the database answers', async () => {
    process.env.DATABASE_URL = inject('testDatabase').adminUrl
    const response = await callHealth()
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok', database: 'up' })
  })
})
