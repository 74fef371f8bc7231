import { describe, expect, test } from 'vitest'
import { RECONNECTING_AFTER_MS, connectionBanner } from './connection-status'

const up = { online: true, connected: true, hasEverConnected: true, downSince: null, now: 10_000 }

describe('the connection banner', () => {
  test('nothing while connected, or before the first connection', () => {
    expect(connectionBanner(up)).toBeNull()
    expect(
      connectionBanner({ ...up, connected: false, hasEverConnected: false, downSince: 0 }),
    ).toBeNull()
  })

  test('offline whenever the browser is', () => {
    expect(connectionBanner({ ...up, online: false })).toBe('offline')
  })

  test('reconnecting once the connection has been down for a moment', () => {
    const down = { ...up, connected: false, downSince: 10_000 - RECONNECTING_AFTER_MS + 1 }
    expect(connectionBanner(down)).toBeNull()
    expect(connectionBanner({ ...down, downSince: 10_000 - RECONNECTING_AFTER_MS })).toBe(
      'reconnecting',
    )
  })
})
