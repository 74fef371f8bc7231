import type * as SentryModule from '@sentry/react'
import { describe, expect, test } from 'vitest'
import { sentryOptions } from './error-reporting'

// A stand-in for the SDK's integration factories: each returns what it was given.
const fakeSentry = {
  browserTracingIntegration: (options: object) => ({ name: 'BrowserTracing', options }),
  replayIntegration: (options: object) => ({ name: 'Replay', options }),
  consoleLoggingIntegration: (options: object) => ({ name: 'ConsoleLogs', options }),
} as unknown as typeof SentryModule

const options = sentryOptions(
  fakeSentry,
  'https://key@errors.firm.example/3',
  'http://127.0.0.1:3211/',
)

function integration(name: string) {
  return (
    options.integrations as unknown as { name: string; options: Record<string, unknown> }[]
  ).find((entry) => entry.name === name)!.options
}

describe("error reporting's options (spec §9)", () => {
  test('the spec sample rates, labels and switches', () => {
    expect(options).toMatchObject({
      dsn: 'https://key@errors.firm.example/3',
      tracesSampleRate: 1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
      environment: 'production',
      release: 'casefile-app@1.0.0',
      sendDefaultPii: true,
      debug: false,
      enableLogs: true,
    })
    expect(integration('ConsoleLogs')).toEqual({ levels: ['log', 'warn', 'error'] })
  })

  test("reports go through the tunnel on the backend's site URL, and no trace header leaves", () => {
    expect(options.tunnel).toBe('http://127.0.0.1:3211/api/sentry-proxy')
    expect(options.tracePropagationTargets).toEqual([])
  })

  test('the replay masks all text, inputs and naming attributes and blocks the document viewer', () => {
    const replay = integration('Replay')
    expect(replay).toMatchObject({ maskAllText: true, maskAllInputs: true, blockAllMedia: true })
    expect(replay.block).toContain('[data-telemetry-block]')
    expect(replay.maskAttributes).toEqual(
      expect.arrayContaining(['aria-label', 'title', 'alt', 'href', 'value']),
    )
    expect(replay.networkCaptureBodies).toBe(false)
  })

  test('an ignored error is dropped, others are tagged and scrubbed', () => {
    const beforeSend = options.beforeSend as (event: object) => Record<string, unknown> | null
    expect(
      beforeSend({ exception: { values: [{ type: 'TypeError', value: 'Failed to fetch' }] } }),
    ).toBeNull()
    const kept = beforeSend({
      exception: { values: [{ type: 'Error', value: 'Invariant failed: "Secret.pdf"' }] },
      request: { url: 'http://localhost/matters/acme?q=secret' },
    })
    expect(kept).toMatchObject({
      tags: { invariant: 'true' },
      exception: { values: [{ value: 'Invariant failed: "…"' }] },
      request: { url: 'http://localhost/matters/:slug' },
    })
  })

  test('span names lose the matter slug before they start', () => {
    const tracing = integration('BrowserTracing') as {
      beforeStartSpan: (context: { name: string }) => { name: string }
    }
    expect(tracing.beforeStartSpan({ name: '/matters/acme/dossier' }).name).toBe(
      '/matters/:slug/dossier',
    )
  })
})
