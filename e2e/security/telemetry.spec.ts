import type { Page, Request } from '@playwright/test'
import { api } from '../../convex/_generated/api'
import { SENTRY_TUNNEL_MAX_BYTES } from '../../shared/sentryEnvelope'
import { addDocument, openMatterAs } from '../dossier/helpers'
import { expect, test } from '../firm-account'

// Error reporting and analytics against a fake Sentry/PostHog host (scripts/fake-sentry.mjs): the
// e2e stack runs with VITE_SENTRY_DSN/SENTRY_DSN and VITE_POSTHOG_KEY/HOST pointing at it
// (playwright.config.ts). Reports go through the backend's tunnel; nothing of a matter arrives.
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0)
const TELEMETRY_URL = `http://127.0.0.1:${3970 + OFFSET}`
const SITE_URL = `http://127.0.0.1:${3311 + OFFSET}`
const TUNNEL_URL = `${SITE_URL}/api/sentry-proxy`
const DSN = `http://e2epublickey@127.0.0.1:${3970 + OFFSET}/1`

type Item = { header: { type: string }; text: string }
type Envelope = { header: { dsn?: string; event_id?: string }; items: Item[] }
type SentryEvent = {
  release?: string
  environment?: string
  tags?: Record<string, string>
  user?: Record<string, unknown>
  contexts?: { replay?: { replay_id?: string } }
  exception?: { values?: { type?: string; value?: string }[] }
}

async function envelopes(page: Page): Promise<Envelope[]> {
  const response = await page.request.get(`${TELEMETRY_URL}/envelopes`)
  return (await response.json()) as Envelope[]
}

function items(all: Envelope[], type: string) {
  return all.flatMap((envelope) => envelope.items.filter((item) => item.header.type === type))
}

/** The error events received whose exception says `message`. */
async function errorEvents(page: Page, message: string): Promise<SentryEvent[]> {
  return items(await envelopes(page), 'event')
    .map((item) => JSON.parse(item.text) as SentryEvent)
    .filter((event) => event.exception?.values?.some((value) => value.value?.includes(message)))
}

/** Counts the page's requests to the tunnel that have not finished yet. */
function watchTunnel(page: Page) {
  const pending = new Set<Request>()
  const browserToHost: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(TUNNEL_URL)) pending.add(request)
    if (request.url().startsWith(`${TELEMETRY_URL}/api/`)) browserToHost.push(request.url())
  })
  const done = (request: Request) => pending.delete(request)
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  return { pending, browserToHost }
}

async function raise(page: Page, kind: 'render' | 'invariant' | 'ignored') {
  await page.goto(`/dev/crash?throw=${kind}`)
  await expect(page.locator('body')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 })
  await page.getByRole('button', { name: 'Raise the error' }).click()
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
}

test.describe('error reporting', () => {
  test.use({
    allowedConsoleErrors: [
      'Simulated rendering failure',
      'Invariant failed',
      'Failed to fetch',
      'Render error caught by RenderErrorBoundary',
      'Telemetry probe',
    ],
  })

  test('a render error reaches the reporting host through the tunnel with the release and the role; an ignored one does not', async ({
    page,
    firmAccount,
  }) => {
    await page.context().addCookies(firmAccount.cookies)
    const tunnel = watchTunnel(page)

    // Ignored first: by the time the later reports have arrived, it would have too.
    await raise(page, 'ignored')
    await raise(page, 'invariant')
    await raise(page, 'render')

    await expect
      .poll(async () => (await errorEvents(page, 'Simulated rendering failure')).length, {
        timeout: 30_000,
      })
      .toBeGreaterThan(0)
    await expect.poll(() => tunnel.pending.size, { timeout: 30_000 }).toBe(0)

    // A signed-in report (other tests raise the same error signed out, on the same host).
    const rendered = (await errorEvents(page, 'Simulated rendering failure')).find(
      (event) => event.user?.id !== undefined,
    )
    expect(rendered!.release).toBe('casefile-app@1.0.0')
    expect(rendered!.environment).toBe('production')
    expect(rendered!.tags?.role).toBe('user')
    expect(rendered!.tags?.invariant).toBeUndefined()
    // The user is an id, nothing more (the SDK asks the host to infer the address instead).
    expect(Object.keys(rendered!.user ?? {})).toEqual(['id'])

    const invariants = await errorEvents(page, 'Invariant failed: simulated invariant')
    expect(invariants.length).toBeGreaterThan(0)
    expect(invariants[0]!.tags?.invariant).toBe('true')

    expect(await errorEvents(page, 'Failed to fetch')).toEqual([])
    // Through the backend's tunnel only: the browser never called the reporting host itself.
    expect(tunnel.browserToHost).toEqual([])
  })

  test('the render-error boundary around the app reports what it catches', async ({
    page,
    firmAccount,
  }) => {
    await page.context().addCookies(firmAccount.cookies)
    await page.goto('/dev/ui')
    await expect(page.locator('body')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 })
    const before = (await errorEvents(page, 'Simulated rendering failure')).length
    await page.getByRole('button', { name: 'Break this panel' }).click()
    await expect(
      page.getByText('An unexpected error occurred while rendering this component.'),
    ).toBeVisible()
    await expect
      .poll(async () => (await errorEvents(page, 'Simulated rendering failure')).length, {
        timeout: 30_000,
      })
      .toBeGreaterThan(before)
  })

  test('nothing of a matter reaches the reporting or analytics host, replays included', async ({
    page,
    firmAccount,
  }) => {
    test.setTimeout(180_000)
    const id = crypto.randomUUID().slice(0, 8)
    const textCanary = `Txtcanary${id}`
    const fileCanary = `Filecanary${id}`
    const questionCanary = `Qcanary${id}`
    const probe = `Telemetry probe ${id}`
    const canaries = [textCanary, fileCanary, questionCanary]

    const { client, projectId, slug } = await openMatterAs(page, firmAccount)
    const { documentId } = await addDocument(client, projectId, 'notes.txt', {
      name: `${fileCanary} witness statement.txt`,
      bytes: Buffer.from(
        `The deposition of ${textCanary} is set for November 3.\nThe witness saw ${textCanary} sign.\n`,
      ),
    })
    const { threadId } = await client.mutation(api.associate.associate.ask, {
      projectId,
      question: `When is the deposition of ${questionCanary}?`,
    })
    await expect
      .poll(
        async () =>
          (await client.query(api.associate.threads.get, { threadId })).messages.at(-1)?.status,
        { timeout: 60_000 },
      )
      .toBe('done')

    // PostHog sends nothing from an automated browser (navigator.webdriver, a headless brand):
    // this one poses as a person's.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false })
      Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => undefined })
    })
    const tunnel = watchTunnel(page)
    for (const path of [
      `/matters/${slug}/dossier`,
      `/documents/${documentId}?highlight=${textCanary}`,
      `/matters/${slug}/associate?thread_id=${threadId}`,
    ]) {
      await page.goto(path)
      await expect(page.locator('body')).toHaveAttribute('data-hydrated', 'true', {
        timeout: 30_000,
      })
    }
    await expect(page.getByText(questionCanary).first()).toBeVisible()
    // Error reporting loads after hydration; an error thrown before its global handler is in is
    // lost (a loaded fresh run once threw first). Wait for the handler the SDK installs.
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            Boolean(
              (window.onerror as { __SENTRY_INSTRUMENTED__?: boolean } | null)
                ?.__SENTRY_INSTRUMENTED__,
            ),
          ),
        { timeout: 30_000 },
      )
      .toBe(true)
    // An error on the page showing the question and its answer: the replay buffered so far is
    // sent with it.
    await page.evaluate((message) => {
      setTimeout(() => {
        throw new Error(message)
      })
    }, probe)

    await expect
      .poll(async () => (await errorEvents(page, probe)).length, { timeout: 30_000 })
      .toBe(1)
    const [event] = await errorEvents(page, probe)
    const replayId = event!.contexts?.replay?.replay_id ?? event!.tags?.replayId
    expect(replayId, 'the error starts a replay').toBeTruthy()
    await expect
      .poll(
        async () =>
          items(await envelopes(page), 'replay_event').some((item) =>
            item.text.includes(replayId!),
          ),
        { timeout: 60_000 },
      )
      .toBe(true)
    await expect.poll(() => tunnel.pending.size, { timeout: 30_000 }).toBe(0)

    const all = await envelopes(page)
    const recordings = items(all, 'replay_recording').map((item) => item.text)
    // The replay holds the page itself (a full snapshot), masked: not an empty recording.
    expect(recordings.some((text) => text.includes('"type":2'))).toBe(true)
    const received = JSON.stringify(all)
    for (const canary of [...canaries, slug]) {
      expect(received, `${canary} reached the reporting host`).not.toContain(canary)
    }

    // Analytics: the page views arrive with the slug replaced, and nothing else of the matter.
    await expect
      .poll(
        async () => {
          const response = await page.request.get(`${TELEMETRY_URL}/posthog`)
          return JSON.stringify(await response.json()).includes('/matters/:slug/associate')
        },
        { timeout: 30_000 },
      )
      .toBe(true)
    const analytics = JSON.stringify(
      await (await page.request.get(`${TELEMETRY_URL}/posthog`)).json(),
    )
    for (const canary of [...canaries, slug]) {
      expect(analytics, `${canary} reached the analytics host`).not.toContain(canary)
    }
  })
})

test.describe('the tunnel', () => {
  const envelope = (dsn: string, id: string) =>
    `${JSON.stringify({ event_id: id, dsn })}\n{"type":"event"}\n${JSON.stringify({ message: id })}\n`

  test('forwards the configured DSN only and refuses any other', async ({ request }) => {
    const id = crypto.randomUUID().replace(/-/g, '')
    // The refused envelopes' ids start with letters no hex id starts with, so they never equal `id`.
    const foreignId = `x${id.slice(1)}`
    const foreign = await request.post(TUNNEL_URL, {
      data: envelope('http://e2epublickey@attacker.example/1', foreignId),
    })
    expect(foreign.status()).toBe(403)
    const otherProject = await request.post(TUNNEL_URL, {
      data: envelope(DSN.replace(/\/1$/, '/2'), `p${id.slice(1)}`),
    })
    expect(otherProject.status()).toBe(403)
    expect((await request.post(TUNNEL_URL, { data: 'not an envelope' })).status()).toBe(400)

    const own = await request.post(TUNNEL_URL, { data: envelope(DSN, id) })
    expect(own.status()).toBe(200)
    const received = await (await request.get(`${TELEMETRY_URL}/envelopes`)).json()
    const ids = (received as Envelope[]).map((envelope) => envelope.header.event_id)
    expect(ids).toContain(id)
    expect(ids).not.toContain(foreignId)
    expect(ids).not.toContain(`p${id.slice(1)}`)
  })

  test('refuses an envelope over its size bound, even for the configured DSN', async ({
    request,
  }) => {
    const id = crypto.randomUUID().replace(/-/g, '')
    // The backend may answer 413 and close before the whole body is written: either is a refusal.
    const outcome = await request
      .post(TUNNEL_URL, {
        data: `${envelope(DSN, id)}${'x'.repeat(SENTRY_TUNNEL_MAX_BYTES)}`,
        headers: { connection: 'close' },
      })
      .then(
        (response) => response.status(),
        () => 'closed',
      )
    expect([413, 'closed']).toContain(outcome)
    const received = (await (await request.get(`${TELEMETRY_URL}/envelopes`)).json()) as Envelope[]
    expect(received.map((envelope) => envelope.header.event_id)).not.toContain(id)
  })
})

test('the browser talks only to the app, its backend and the configured analytics host', async ({
  page,
  firmAccount,
}) => {
  const origins = new Set<string>()
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'ws:') {
      origins.add(url.origin)
    }
  })
  const { slug } = await openMatterAs(page, firmAccount)
  for (const path of [`/matters/${slug}`, `/matters/${slug}/dossier`, '/matters']) {
    await page.goto(path)
    await expect(page.locator('body')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 })
  }
  const app = new URL(page.url()).origin
  const allowed = new Set([
    app,
    SITE_URL,
    `http://127.0.0.1:${3310 + OFFSET}`,
    `ws://127.0.0.1:${3310 + OFFSET}`,
    // PostHog, configured on this stack; Sentry goes through SITE_URL's tunnel.
    TELEMETRY_URL,
  ])
  expect([...origins].filter((origin) => !allowed.has(origin))).toEqual([])
})
