import { afterEach, describe, expect, test, vi } from 'vitest'
import { InvalidEnvironmentError, parseClientEnv } from './env'

const valid = {
  VITE_CONVEX_URL: 'http://127.0.0.1:3210',
  VITE_CONVEX_SITE_URL: 'http://127.0.0.1:3211',
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('client configuration', () => {
  test('accepts the two required backend URLs and leaves optional keys undefined', () => {
    expect(
      parseClientEnv({ ...valid, VITE_SENTRY_DSN: '', VITE_SHAREPOINT_CLIENT_ID: '' }),
    ).toEqual({
      ...valid,
      VITE_SENTRY_DSN: undefined,
      VITE_SHAREPOINT_CLIENT_ID: undefined,
    })
  })

  test('fails with "Invalid environment variables" naming each bad key', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    let caught: unknown
    try {
      parseClientEnv({
        VITE_CONVEX_URL: '',
        VITE_CONVEX_SITE_URL: 'not a url',
        VITE_SENTRY_DSN: 'nope',
      })
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(InvalidEnvironmentError)
    const error = caught as InvalidEnvironmentError
    expect(error.message).toBe('Invalid environment variables')
    expect(error.issues.map((issue) => issue.key).sort()).toEqual([
      'VITE_CONVEX_SITE_URL',
      'VITE_CONVEX_URL',
      'VITE_SENTRY_DSN',
    ])
    expect(error.issues.find((issue) => issue.key === 'VITE_CONVEX_URL')?.message).toBe(
      'is required',
    )
    // A missing backend URL is logged as a configuration error (spec §8).
    expect(errors.mock.calls.some(([line]) => String(line).startsWith('Configuration error'))).toBe(
      true,
    )
  })

  test('an error-reporting DSN must be a URL when present', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => parseClientEnv({ ...valid, VITE_SENTRY_DSN: 'sentry' })).toThrow(
      'Invalid environment variables',
    )
    expect(
      parseClientEnv({ ...valid, VITE_SENTRY_DSN: 'https://key@errors.example.com/1' })
        .VITE_SENTRY_DSN,
    ).toBe('https://key@errors.example.com/1')
  })
})
