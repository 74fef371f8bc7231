import { describe, expect, test } from 'vitest'
import {
  SCRUB_MAX_TEXT,
  scrubAnalyticsEvent,
  scrubBreadcrumb,
  scrubEvent,
  scrubLog,
  scrubRecordingEvent,
  scrubText,
} from './telemetry-scrub'

// What a page could leak: a document's text, a file's name, an associate question, a matter slug.
const TEXT = 'Canary7f3a privileged settlement terms'
const FILE = 'Canary9b2c Witness statement.pdf'
const QUESTION = 'Canary4d1e what did the CFO know'
const SLUG = 'canary-matter-5e6f'
const CANARIES = ['Canary7f3a', 'Canary9b2c', 'Canary4d1e', 'canary-matter-5e6f']

function expectNoCanary(value: unknown) {
  const json = JSON.stringify(value)
  for (const canary of CANARIES) expect(json).not.toContain(canary)
}

describe('strings', () => {
  test('quoted text, file names and URL queries go; the shape of a message stays', () => {
    expect(scrubText(`Could not open "${FILE}"`)).toBe('Could not open "…"')
    expect(scrubText(`went to /matters/${SLUG}/search?q=${QUESTION}`)).toBe(
      'went to /matters/:slug/search',
    )
    expect(scrubText('Could not open Canary9b2c.pdf')).toBe('Could not open [file]')
    expect(scrubText(`GET http://localhost:3000/matters/${SLUG}/search?q=${QUESTION}`)).toBe(
      'GET http://localhost:3000/matters/:slug/search',
    )
    expect(scrubText('Simulated rendering failure')).toBe('Simulated rendering failure')
  })

  test('text longer than the limit is replaced whole', () => {
    const long = `${TEXT} `.repeat(20)
    expect(long.length).toBeGreaterThan(SCRUB_MAX_TEXT)
    expect(scrubText(long)).toBe(`[redacted ${long.length} chars]`)
  })
})

describe('a Sentry error event keeps nothing of a matter', () => {
  const event = {
    type: undefined,
    event_id: 'e1',
    release: 'casefile-app@1.0.0',
    environment: 'production',
    message: `Search for '${QUESTION}' failed`,
    exception: {
      values: [
        {
          type: 'Error',
          value: `Could not render "${FILE}"`,
          stacktrace: {
            frames: [{ filename: 'http://localhost:3000/assets/index-abc.js?v=1', function: 'x' }],
          },
        },
      ],
    },
    request: {
      url: `http://localhost:3000/matters/${SLUG}/documents/d1?highlight=${TEXT}`,
      headers: { 'User-Agent': 'Chrome', Referer: `http://localhost:3000/matters/${SLUG}` },
      data: { question: QUESTION },
      query_string: `q=${QUESTION}`,
      cookies: { session: 'secret' },
    },
    user: { id: 'u1', email: 'a@firm.example', username: 'Alice', ip_address: '{{auto}}' },
    extra: { arguments: [TEXT] },
    contexts: {
      react: { componentStack: '\n    at Viewer\n    at Route' },
      note: { text: TEXT.repeat(9) },
    },
    transaction: `/matters/${SLUG}/documents/d1`,
    tags: { role: 'user' },
    breadcrumbs: [
      { category: 'console', level: 'log', message: TEXT, data: { arguments: [FILE] } },
      { category: 'ui.click', message: `button[aria-label="Open ${FILE}"]` },
      { category: 'ui.input', message: `textarea[name="question"]`, data: { value: QUESTION } },
      {
        category: 'navigation',
        data: { from: `/matters/${SLUG}`, to: `/matters/${SLUG}/associate?q=${QUESTION}` },
      },
      {
        category: 'fetch',
        data: { method: 'GET', url: `/api/files/k1?name=${FILE}`, status_code: 200, body: TEXT },
      },
      { category: 'sentry.event', message: `Captured "${QUESTION}"` },
    ],
  }

  test('no canary survives anywhere in it', () => {
    expectNoCanary(scrubEvent(event))
  })

  test('what helps to find the fault stays', () => {
    const clean = scrubEvent(event)
    expect(clean.release).toBe('casefile-app@1.0.0')
    expect(clean.tags).toEqual({ role: 'user' })
    expect(clean.user).toEqual({ id: 'u1', ip_address: '{{auto}}' })
    expect(clean.request).toEqual({
      url: 'http://localhost:3000/matters/:slug/documents/d1',
      headers: { 'User-Agent': 'Chrome' },
    })
    expect(clean.transaction).toBe('/matters/:slug/documents/d1')
    expect(clean.exception.values[0]!.value).toBe('Could not render "…"')
    expect(clean.exception.values[0]!.stacktrace.frames[0]!.filename).toBe(
      'http://localhost:3000/assets/index-abc.js',
    )
    expect(clean.contexts.react.componentStack).toContain('at Viewer')
    expect(clean).not.toHaveProperty('extra')
    expect(clean.breadcrumbs.map((crumb) => crumb.category)).toEqual([
      'console',
      'ui.click',
      'ui.input',
      'navigation',
      'fetch',
      'sentry.event',
    ])
    expect(clean.breadcrumbs[4]).toEqual({
      category: 'fetch',
      data: { url: '/api/files/k1', method: 'GET', status_code: 200 },
    })
  })
})

describe('breadcrumbs, logs, replays and analytics', () => {
  test('console and DOM breadcrumbs lose their message and data', () => {
    expect(scrubBreadcrumb({ category: 'console', level: 'warn', message: TEXT })).toEqual({
      category: 'console',
      level: 'warn',
    })
    expect(scrubBreadcrumb({ category: 'ui.click', message: FILE, data: { x: 1 } })).toEqual({
      category: 'ui.click',
    })
  })

  test('a log line keeps a cleaned message and drops its parameters', () => {
    const clean = scrubLog({
      level: 'error',
      message: `Upload of ${FILE.split(' ').pop()} failed: '${TEXT}'`,
      attributes: {
        'sentry.message.template': `Upload of %s failed`,
        'sentry.message.parameter.0': FILE,
        'sentry.release': 'casefile-app@1.0.0',
      },
    })
    expectNoCanary(clean)
    expect(clean.attributes).toEqual({ 'sentry.release': 'casefile-app@1.0.0' })
  })

  test('a replay drops console lines, keeps a click node id, cleans span URLs', () => {
    const breadcrumb = (payload: object) => ({ type: 5, data: { tag: 'breadcrumb', payload } })
    expect(scrubRecordingEvent(breadcrumb({ category: 'console', message: TEXT }))).toBeNull()
    expect(
      scrubRecordingEvent(
        breadcrumb({
          category: 'ui.click',
          message: FILE,
          data: { nodeId: 7, node: { text: FILE } },
        }),
      ),
    ).toEqual(breadcrumb({ category: 'ui.click', data: { nodeId: 7 } }))
    const span = scrubRecordingEvent({
      type: 5,
      data: {
        tag: 'performanceSpan',
        payload: {
          op: 'navigation.push',
          description: `http://localhost/matters/${SLUG}?q=${QUESTION}`,
        },
      },
    })
    expectNoCanary(span)
    const snapshot = {
      type: 2,
      data: {
        node: {
          childNodes: [
            {
              attributes: { class: 'link', href: `http://localhost/matters/${SLUG}?q=${QUESTION}` },
            },
            { textContent: '****' },
          ],
        },
      },
    }
    expect(scrubRecordingEvent(snapshot)).toEqual({
      type: 2,
      data: {
        node: {
          childNodes: [
            { attributes: { class: 'link', href: 'http://localhost/matters/:slug' } },
            { textContent: '****' },
          ],
        },
      },
    })
    const meta = {
      type: 4,
      data: { href: `http://localhost/matters/${SLUG}/associate?thread_id=t1`, width: 1 },
    }
    expect(scrubRecordingEvent(meta)).toEqual({
      type: 4,
      data: { href: 'http://localhost/matters/:slug/associate', width: 1 },
    })
  })

  test('a PostHog event keeps ids and a redacted URL, and none of the page text', () => {
    const clean = scrubAnalyticsEvent({
      event: '$pageview',
      properties: {
        distinct_id: 'u1',
        $current_url: `http://localhost/matters/${SLUG}/search?q=${QUESTION}`,
        $pathname: `/matters/${SLUG}/search`,
        title: `${FILE} · Casefile`,
        $el_text: TEXT,
        $elements_chain: `button:text="${FILE}"`,
      },
      $set_once: { $initial_current_url: `http://localhost/matters/${SLUG}?q=${QUESTION}` },
    })
    expectNoCanary(clean)
    expect(clean.properties).toEqual({
      distinct_id: 'u1',
      $current_url: 'http://localhost/matters/:slug/search',
      $pathname: '/matters/:slug/search',
    })
  })
})
