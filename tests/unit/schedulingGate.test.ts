import { describe, expect, it } from 'vitest'

import { needsPaymentToGoLive } from '@/domain/projects/schedulingGate'

describe('which moves need the campaign paid', () => {
  it('a visibility campaign going live for the first time', () => {
    expect(needsPaymentToGoLive({ requestType: 'visibility', from: 'approved', to: 'scheduled' })).toBe(true)
    expect(needsPaymentToGoLive({ requestType: 'visibility', from: 'approved', to: 'published' })).toBe(true)
    expect(needsPaymentToGoLive({ requestType: 'visibility', from: null, to: 'scheduled' })).toBe(true)
  })

  it('not a live campaign moving on, nor any other move, nor a feedback project', () => {
    expect(needsPaymentToGoLive({ requestType: 'visibility', from: 'scheduled', to: 'scheduled' })).toBe(false)
    expect(needsPaymentToGoLive({ requestType: 'visibility', from: 'scheduled', to: 'published' })).toBe(false)
    expect(needsPaymentToGoLive({ requestType: 'visibility', from: 'pending', to: 'approved' })).toBe(false)
    expect(needsPaymentToGoLive({ requestType: 'feedback', from: 'pending', to: 'published' })).toBe(false)
  })
})
