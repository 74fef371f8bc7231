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

describe('telemetry configuration', () => {
  test('every telemetry key is optional: unset, none is configured', () => {
    const env = parseClientEnv(valid)
    expect(env.VITE_SENTRY_DSN).toBeUndefined()
    expect(env.VITE_POSTHOG_KEY).toBeUndefined()
    expect(env.VITE_POSTHOG_HOST).toBeUndefined()
    expect(env.VITE_VERCEL_ENV).toBeUndefined()
    expect(env.VITE_WORKER_API_URL).toBeUndefined()
  })

  test('the PostHog host and the worker API base URL must be URLs when present', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let caught: unknown
    try {
      parseClientEnv({ ...valid, VITE_POSTHOG_HOST: 'posthog', VITE_WORKER_API_URL: 'worker' })
    } catch (error) {
      caught = error
    }
    expect((caught as InvalidEnvironmentError).issues.map((issue) => issue.key).sort()).toEqual([
      'VITE_POSTHOG_HOST',
      'VITE_WORKER_API_URL',
    ])
    expect(
      parseClientEnv({
        ...valid,
        VITE_POSTHOG_KEY: 'phc_key',
        VITE_POSTHOG_HOST: 'https://analytics.firm.example',
        VITE_VERCEL_ENV: 'production',
        VITE_WORKER_API_URL: 'https://worker.firm.example/api',
      }),
    ).toMatchObject({
      VITE_POSTHOG_KEY: 'phc_key',
      VITE_POSTHOG_HOST: 'https://analytics.firm.example',
      VITE_VERCEL_ENV: 'production',
      VITE_WORKER_API_URL: 'https://worker.firm.example/api',
    })
  })
})
