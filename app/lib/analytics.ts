// Product and page-view analytics, each only when configured (architecture.md, "telemetry"):
// PostHog when VITE_POSTHOG_KEY is set, Vercel's page views and speed insights when the app is
// deployed on Vercel (VITE_VERCEL_ENV). Without them nothing is downloaded or sent.
// What they may see: ids and paths with matter slugs replaced, never a text of the page.
import type { PostHog } from 'posthog-js/dist/module.no-external'
import { clientEnv } from './env'
import { scrubAnalyticsEvent } from './telemetry-scrub'
import { redactUrl } from './telemetry-url'

/** PostHog's options: no autocapture, no recording, no scripts fetched, every event scrubbed. */
export function posthogOptions(host: string | undefined) {
  return {
    api_host: host ?? 'https://us.i.posthog.com',
    // Page views are sent by hand (trackPageView), with the slug already replaced.
    capture_pageview: false,
    capture_pageleave: false,
    autocapture: false,
    rageclick: false,
    capture_dead_clicks: false,
    capture_heatmaps: false,
    capture_exceptions: false,
    capture_performance: false,
    disable_session_recording: true,
    disable_surveys: true,
    disable_web_experiments: true,
    // The firm's feature flags live in Casefile (shared/flags.ts), not in PostHog.
    advanced_disable_flags: true,
    disable_external_dependency_loading: true,
    mask_all_text: true,
    mask_all_element_attributes: true,
    person_profiles: 'identified_only' as const,
    persistence: 'localStorage' as const,
    before_send: <T extends { properties?: Record<string, unknown> }>(event: T | null) =>
      event ? scrubAnalyticsEvent(event) : null,
  }
}

let posthog: Promise<PostHog | null> | null = null

/** Starts PostHog once, in the browser, when a key is set; resolves to null otherwise. */
export function startProductAnalytics(): Promise<PostHog | null> {
  if (posthog) return posthog
  const env = clientEnv()
  if (typeof window === 'undefined' || !env.VITE_POSTHOG_KEY) return Promise.resolve(null)
  const key = env.VITE_POSTHOG_KEY
  // The build without external dependencies: PostHog never loads a script of its own.
  posthog = import('posthog-js/dist/module.no-external').then(({ default: client }) => {
    client.init(key, posthogOptions(env.VITE_POSTHOG_HOST))
    return client
  })
  return posthog
}

/** A page view with the matter slug replaced and no query string (nothing without a key). */
export function trackPageView() {
  if (!posthog) return
  void posthog.then((client) => {
    client?.capture('$pageview', { $current_url: redactUrl(window.location.href) })
  })
}

/** Who the events are about: the user's and organisation's ids, nothing else. */
export function identifyForAnalytics(userId: string | null, organizationId: string | null) {
  if (!posthog) return
  void posthog.then((client) => {
    if (!client) return
    if (!userId) {
      client.reset()
      return
    }
    client.identify(userId)
    if (organizationId) client.group('organization', organizationId)
  })
}

/** Vercel's page-view and speed analytics, only on a Vercel deployment. */
export function startVercelAnalytics() {
  const env = clientEnv()
  if (typeof window === 'undefined' || !env.VITE_VERCEL_ENV) return
  const beforeSend = <T extends { url: string }>(event: T) => ({
    ...event,
    url: redactUrl(event.url),
  })
  void import('@vercel/analytics').then(({ inject }) => inject({ mode: 'production', beforeSend }))
  void import('@vercel/speed-insights').then(({ injectSpeedInsights }) =>
    injectSpeedInsights({ beforeSend }),
  )
}
