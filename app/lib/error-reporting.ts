// Error reporting (spec §7, §9): Sentry, in the browser only and only when VITE_SENTRY_DSN is set.
// Without the key the SDK is never even downloaded (a dynamic import behind the check). The DSN
// may name sentry.io, a firm's self-hosted Sentry or GlitchTip: envelopes go to the backend's
// tunnel (/api/sentry-proxy on the site URL), which forwards them to that DSN only.
import type * as SentryModule from '@sentry/react'
import {
  ERROR_REPORTING_CONSOLE_LEVELS,
  ERROR_REPORTING_DEBUG,
  ERROR_REPORTING_ENABLE_LOGS,
  ERROR_REPORTING_ENVIRONMENT,
  ERROR_REPORTING_RELEASE,
  ERROR_REPORTING_REPLAYS_ON_ERROR_SAMPLE_RATE,
  ERROR_REPORTING_REPLAYS_SESSION_SAMPLE_RATE,
  ERROR_REPORTING_SEND_DEFAULT_PII,
  ERROR_REPORTING_TRACES_SAMPLE_RATE,
} from './constants'
import { clientEnv } from './env'
import { SENTRY_TUNNEL_PATH } from '@shared/sentryEnvelope'
import { scrubEnvelope } from './telemetry-envelope'
import { scrubBreadcrumb, scrubEvent, scrubLog, scrubRecordingEvent } from './telemetry-scrub'
import { isIgnoredMessage, roleTag, shouldReport, tagEvent } from './telemetry-rules'
import { redactPath } from './telemetry-url'

type Sentry = typeof SentryModule

/** The selector the replay blocks whole (the document viewer's root carries it). */
export const TELEMETRY_BLOCK_SELECTOR = '[data-telemetry-block]'

/** Attributes the replay records as asterisks: they can hold names, file names and slugs. */
const MASKED_ATTRIBUTES = [
  'title',
  'placeholder',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'alt',
  'href',
  'src',
  'srcset',
  'value',
  'download',
  'data-name',
]

/** Sentry's options for `dsn` (spec §9), the tunnel on `siteUrl` and every scrubber. */
export function sentryOptions(Sentry: Sentry, dsn: string, siteUrl: string) {
  return {
    dsn,
    tunnel: `${siteUrl.replace(/\/$/, '')}${SENTRY_TUNNEL_PATH}`,
    environment: ERROR_REPORTING_ENVIRONMENT,
    release: ERROR_REPORTING_RELEASE,
    sendDefaultPii: ERROR_REPORTING_SEND_DEFAULT_PII,
    debug: ERROR_REPORTING_DEBUG,
    enableLogs: ERROR_REPORTING_ENABLE_LOGS,
    tracesSampleRate: ERROR_REPORTING_TRACES_SAMPLE_RATE,
    replaysSessionSampleRate: ERROR_REPORTING_REPLAYS_SESSION_SAMPLE_RATE,
    replaysOnErrorSampleRate: ERROR_REPORTING_REPLAYS_ON_ERROR_SAMPLE_RATE,
    // No trace headers on the app's own requests: the backend does not read them, and their
    // baggage would carry the page's transaction name to every server on the way.
    tracePropagationTargets: [],
    // Every envelope's replay recording is scrubbed on its way out (telemetry-envelope.ts).
    transport: (transportOptions) => {
      const transport = Sentry.makeFetchTransport(transportOptions)
      return { ...transport, send: (envelope) => transport.send(scrubEnvelope(envelope)) }
    },
    integrations: [
      Sentry.browserTracingIntegration({
        beforeStartSpan: (context) => ({ ...context, name: redactPath(context.name) }),
      }),
      Sentry.replayIntegration({
        maskAllText: true,
        maskAllInputs: true,
        blockAllMedia: true,
        maskAttributes: MASKED_ATTRIBUTES,
        block: ['.sentry-block', '[data-sentry-block]', TELEMETRY_BLOCK_SELECTOR],
        // Request and response bodies and headers are never recorded (only URLs, cleaned below).
        networkDetailAllowUrls: [],
        networkCaptureBodies: false,
        // Uncompressed, so the transport can read and scrub each segment (telemetry-envelope.ts).
        useCompression: false,
        beforeAddRecordingEvent: (event) => scrubRecordingEvent(event),
      }),
      Sentry.consoleLoggingIntegration({ levels: [...ERROR_REPORTING_CONSOLE_LEVELS] }),
    ],
    beforeSend: (event) => (shouldReport(event) ? scrubEvent(tagEvent(event)) : null),
    beforeSendTransaction: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
    beforeSendLog: (log) =>
      typeof log.message === 'string' && isIgnoredMessage(log.message) ? null : scrubLog(log),
  } satisfies SentryModule.BrowserOptions
}

let started: Promise<Sentry | null> | null = null

/** Starts error reporting once; resolves to the SDK, or null on the server or without a DSN. */
export function startErrorReporting(): Promise<Sentry | null> {
  if (started) return started
  const env = clientEnv()
  if (typeof window === 'undefined' || !env.VITE_SENTRY_DSN) return Promise.resolve(null)
  const dsn = env.VITE_SENTRY_DSN
  started = import('@sentry/react').then((Sentry) => {
    Sentry.init(sentryOptions(Sentry, dsn, env.VITE_CONVEX_SITE_URL))
    // Replay events (and anything else an integration sends) pass the same scrubber.
    Sentry.addEventProcessor((event) => (event.type === 'replay_event' ? scrubEvent(event) : event))
    Sentry.setTag('role', roleTag(null))
    return Sentry
  })
  return started
}

/** Reports an error a boundary caught (nothing happens without a DSN). */
export function reportError(error: unknown, componentStack?: string | null) {
  void startErrorReporting().then((Sentry) => {
    Sentry?.captureException(
      error,
      componentStack ? { contexts: { react: { componentStack } } } : undefined,
    )
  })
}

/** Who the reports are about: the user's id only (no name, no email) and their role as a tag. */
export function identifyForErrorReporting(userId: string | null, role: string | undefined) {
  void startErrorReporting().then((Sentry) => {
    if (!Sentry) return
    Sentry.setUser(userId ? { id: userId } : null)
    Sentry.setTag('role', roleTag(role))
  })
}
