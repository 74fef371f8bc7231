// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { ClientEnv } from './env'

// Which telemetry SDKs load: none without their keys (offline use sends and downloads nothing).
const state = vi.hoisted(() => ({
  env: {} as Record<string, string | undefined>,
  loaded: [] as string[],
  posthogInit: [] as unknown[][],
  vercel: [] as unknown[],
}))

vi.mock('./env', () => ({
  clientEnv: () =>
    ({
      VITE_CONVEX_URL: 'http://127.0.0.1:3210',
      VITE_CONVEX_SITE_URL: 'http://127.0.0.1:3211',
      ...state.env,
    }) as ClientEnv,
}))
vi.mock('@sentry/react', () => {
  state.loaded.push('@sentry/react')
  const integration = () => ({})
  return {
    init: vi.fn(),
    addEventProcessor: vi.fn(),
    setTag: vi.fn(),
    setUser: vi.fn(),
    makeFetchTransport: vi.fn(),
    browserTracingIntegration: integration,
    replayIntegration: integration,
    consoleLoggingIntegration: integration,
  }
})
vi.mock('posthog-js/dist/module.no-external', () => {
  state.loaded.push('posthog-js')
  return { default: { init: (...args: unknown[]) => state.posthogInit.push(args) } }
})
vi.mock('@vercel/analytics', () => {
  state.loaded.push('@vercel/analytics')
  return { inject: (options: unknown) => state.vercel.push(options) }
})
vi.mock('@vercel/speed-insights', () => {
  state.loaded.push('@vercel/speed-insights')
  return { injectSpeedInsights: (options: unknown) => state.vercel.push(options) }
})

beforeEach(() => {
  vi.resetModules()
  state.env = {}
  state.loaded.length = 0
  state.posthogInit.length = 0
  state.vercel.length = 0
})

afterEach(() => {
  vi.clearAllMocks()
})

async function startAll() {
  const { startErrorReporting } = await import('./error-reporting')
  const { startProductAnalytics, startVercelAnalytics } = await import('./analytics')
  startVercelAnalytics()
  return [await startErrorReporting(), await startProductAnalytics()]
}

describe('telemetry loading', () => {
  test('without keys no SDK is loaded and nothing starts', async () => {
    expect(await startAll()).toEqual([null, null])
    await vi.dynamicImportSettled()
    expect(state.loaded).toEqual([])
  })

  test('each SDK loads only once its own key is set', async () => {
    state.env = { VITE_SENTRY_DSN: 'https://k@errors.firm.example/1' }
    await startAll()
    await vi.dynamicImportSettled()
    expect(state.loaded).toEqual(['@sentry/react'])
    const Sentry = await import('@sentry/react')
    expect(Sentry.init).toHaveBeenCalledWith(
      expect.objectContaining({
        dsn: 'https://k@errors.firm.example/1',
        tunnel: 'http://127.0.0.1:3211/api/sentry-proxy',
      }),
    )
  })

  test('PostHog starts without autocapture or recording, on the configured host', async () => {
    state.env = { VITE_POSTHOG_KEY: 'phc_key', VITE_POSTHOG_HOST: 'https://ph.firm.example' }
    await startAll()
    expect(state.loaded).toEqual(['posthog-js'])
    const [key, options] = state.posthogInit[0] as [string, Record<string, unknown>]
    expect(key).toBe('phc_key')
    expect(options).toMatchObject({
      api_host: 'https://ph.firm.example',
      autocapture: false,
      capture_pageview: false,
      disable_session_recording: true,
      disable_external_dependency_loading: true,
      advanced_disable_flags: true,
      mask_all_text: true,
      mask_all_element_attributes: true,
    })
  })

  test("Vercel's analytics load only on Vercel, and their URLs lose matter slugs", async () => {
    state.env = { VITE_VERCEL_ENV: 'production' }
    await startAll()
    await vi.dynamicImportSettled()
    expect(state.loaded.sort()).toEqual(['@vercel/analytics', '@vercel/speed-insights'])
    for (const options of state.vercel as { beforeSend: (event: object) => object }[]) {
      expect(
        options.beforeSend({ type: 'pageview', url: 'https://x.example/matters/acme?q=1' }),
      ).toEqual({ type: 'pageview', url: 'https://x.example/matters/:slug' })
    }
  })
})
