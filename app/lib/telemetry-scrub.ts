// What telemetry may carry of a page: nothing of a matter. Every Sentry event, transaction,
// breadcrumb, log and replay annotation, and every PostHog event, passes through here before it
// is sent (app/lib/error-reporting.ts, app/lib/analytics.ts). Rather than trusting one filter the
// rules overlap:
//  - whole places that hold a user's text are dropped: console and DOM breadcrumbs' messages and
//    data (a click's selector names the aria-label, a console line anything), request bodies,
//    query strings, cookies, headers, `extra`, log parameters, PostHog's element texts and title;
//  - every string left is cleaned: URLs lose their query and fragment and matter slugs
//    (telemetry-url.ts), file names, quoted text and anything longer than SCRUB_MAX_TEXT go.
// The replay's DOM is masked by its own options (error-reporting.ts): text, inputs, attributes.
import { redactPath, redactUrl } from './telemetry-url'

/** Strings longer than this are replaced whole: an error message is short, a document is not. */
export const SCRUB_MAX_TEXT = 200

const FILE_EXTENSIONS =
  'pdf|docx?|xlsx?|pptx?|odt|ods|rtf|txt|md|csv|html?|eml|msg|png|jpe?g|tiff?|gif|webp|heic|zip'
const FILE_NAME = new RegExp(`[^\\s"'<>/\\\\:|*?]+\\.(?:${FILE_EXTENSIONS})\\b`, 'gi')
// A URL's query string may hold unencoded spaces: from its `?` or `#` on, the rest of the line goes.
const URL_TEXT = /\bhttps?:\/\/[^\s"'<>()?#]+(?:[?#][^\n]*)?/gi
const PATH_QUERY = /(^|[\s"'(])(\/[^\s"'<>()?#]*)[?#][^\n]*/g
const QUOTED = [/"[^"\n]*"/g, /'[^'\n]*'/g, /“[^”]*”/g, /‘[^’]*’/g, /`[^`\n]*`/g]

/** A string as telemetry may keep it (see the header). */
export function scrubText(text: string): string {
  if (text.length > SCRUB_MAX_TEXT) return `[redacted ${text.length} chars]`
  let clean = text.replace(URL_TEXT, (url) => redactUrl(url))
  clean = redactPath(clean.replace(PATH_QUERY, '$1$2'))
  clean = clean.replace(FILE_NAME, '[file]')
  for (const quoted of QUOTED) {
    clean = clean.replace(quoted, (match) => `${match[0]}…${match[match.length - 1]}`)
  }
  return clean
}

/** Keys whose values are a user's input or a server's answer wherever they appear. */
const DROPPED_KEYS = new Set([
  'extra',
  'body',
  'data_body',
  'request_body',
  'response_body',
  'query_string',
  'cookies',
  'headers',
  'arguments',
  'http.query',
  'http.fragment',
  'params',
  '$el_text',
  '$elements',
  '$elements_chain',
  'title',
  '$title',
])

/** Keys whose long values are code, not text: a component stack lists component names only. */
const CODE_KEYS = new Set(['componentStack'])

/** Every string under `value` cleaned with scrubText, DROPPED_KEYS removed. */
export function scrubDeep(value: unknown, key = '', depth = 0): unknown {
  if (typeof value === 'string') {
    return CODE_KEYS.has(key) ? redactUrlsOnly(value) : scrubText(value)
  }
  if (depth > 12 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((item) => scrubDeep(item, key, depth + 1))
  const out: Record<string, unknown> = {}
  for (const [name, inner] of Object.entries(value)) {
    if (DROPPED_KEYS.has(name)) continue
    out[name] = scrubDeep(inner, name, depth + 1)
  }
  return out
}

function redactUrlsOnly(text: string) {
  return redactPath(text.replace(URL_TEXT, (url) => redactUrl(url)).replace(PATH_QUERY, '$1$2'))
}

type Breadcrumb = {
  type?: string
  category?: string
  level?: string
  message?: string
  timestamp?: number
  data?: Record<string, unknown>
}

/** A breadcrumb as telemetry may keep it: console and DOM ones lose their message and data. */
export function scrubBreadcrumb<T extends object>(input: T): T {
  const breadcrumb = input as Breadcrumb
  const category = breadcrumb.category ?? ''
  const { message: _message, data, ...rest } = breadcrumb
  if (category === 'console' || category.startsWith('ui.')) {
    return rest as T
  }
  if (category === 'navigation') {
    return { ...rest, data: pickUrls(data, ['from', 'to']) } as T
  }
  if (category === 'fetch' || category === 'xhr') {
    return {
      ...rest,
      data: {
        ...pickUrls(data, ['url']),
        ...(data?.method !== undefined ? { method: data.method } : {}),
        ...(data?.status_code !== undefined ? { status_code: data.status_code } : {}),
      },
    } as T
  }
  const clean = scrubDeep(breadcrumb) as T
  return clean
}

function pickUrls(data: Record<string, unknown> | undefined, keys: string[]) {
  const out: Record<string, string> = {}
  for (const key of keys) {
    const value = data?.[key]
    if (typeof value === 'string') out[key] = redactUrl(value)
  }
  return out
}

type SentryLikeEvent = {
  breadcrumbs?: Breadcrumb[]
  user?: Record<string, unknown>
  request?: Record<string, unknown>
  transaction?: string
  urls?: string[]
}

/**
 * A Sentry event (error, transaction or replay) as telemetry may keep it: the user is an id (and
 * the address Sentry infers), the request a cleaned URL and the browser's user agent, breadcrumbs
 * scrubbed, everything else through scrubDeep.
 */
export function scrubEvent<T extends object>(input: T): T {
  const { breadcrumbs, user, request, transaction, ...rest } = input as SentryLikeEvent
  const clean = scrubDeep(rest) as SentryLikeEvent
  if (breadcrumbs) clean.breadcrumbs = breadcrumbs.map(scrubBreadcrumb)
  if (user) {
    clean.user = {
      ...(user.id !== undefined ? { id: String(user.id) } : {}),
      ...(user.ip_address !== undefined ? { ip_address: user.ip_address } : {}),
    }
  }
  if (request) {
    const headers = request.headers as Record<string, string> | undefined
    const userAgent = headers?.['User-Agent'] ?? headers?.['user-agent']
    clean.request = {
      ...(typeof request.url === 'string' ? { url: redactUrl(request.url) } : {}),
      ...(userAgent ? { headers: { 'User-Agent': userAgent } } : {}),
    }
  }
  if (typeof transaction === 'string') clean.transaction = redactPath(redactUrl(transaction))
  return clean as T
}

type SentryLog = {
  message?: unknown
  attributes?: Record<string, unknown>
}

/** A structured log line: its message cleaned, its template and parameters dropped. */
export function scrubLog<T extends object>(input: T): T {
  const log = input as SentryLog
  const attributes: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(log.attributes ?? {})) {
    if (key.startsWith('sentry.message.')) continue
    attributes[key] = scrubDeep(value, key)
  }
  return {
    ...log,
    message: typeof log.message === 'string' ? scrubText(log.message) : '[redacted]',
    attributes,
  } as T
}

/** rrweb event types: a DOM snapshot, its changes, the page's URL, Sentry's own annotations. */
const RRWEB_FULL_SNAPSHOT = 2
const RRWEB_INCREMENTAL = 3
const RRWEB_META = 4
const RRWEB_CUSTOM = 5

/** Attributes rrweb records as URLs (it never passes them to the replay's attribute masking). */
const LINK_ATTRIBUTES = new Set(['href', 'src', 'srcset', 'xlink:href', 'action', 'poster'])

/** `value` with every link attribute's URLs cleaned (a matter page's links name its slug). */
function redactLinks(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map(redactLinks)
  const out: Record<string, unknown> = {}
  for (const [name, inner] of Object.entries(value)) {
    out[name] =
      LINK_ATTRIBUTES.has(name) && typeof inner === 'string'
        ? redactUrlsOnly(inner)
        : redactLinks(inner)
  }
  return out
}

type RecordingEvent = {
  type: number
  data?: { tag?: string; payload?: unknown }
}

/**
 * A replay recording event as telemetry may keep it (null drops it): console lines are dropped,
 * DOM breadcrumbs keep only the node id replay needs for its click detection, performance spans
 * (navigations, fetches) keep cleaned URLs. DOM snapshots and the page's URL keep their shape: text
 * and naming attributes are masked while recorded, links (href, src) are cleaned here.
 */
export function scrubRecordingEvent<T extends object>(input: T): T | null {
  const event = input as RecordingEvent
  if (!event.data) return input
  if (event.type === RRWEB_FULL_SNAPSHOT || event.type === RRWEB_INCREMENTAL) {
    return redactLinks(event) as T
  }
  if (event.type === RRWEB_META) return redactLinks(event) as T
  if (event.type !== RRWEB_CUSTOM) return input
  const { tag, payload } = event.data
  if (tag === 'breadcrumb' && payload && typeof payload === 'object') {
    const breadcrumb = payload as Breadcrumb
    if (breadcrumb.category === 'console') return null
    const clean = scrubBreadcrumb(breadcrumb)
    const nodeId = breadcrumb.data?.nodeId
    if (breadcrumb.category?.startsWith('ui.') && typeof nodeId === 'number') {
      clean.data = { nodeId }
    }
    return { ...event, data: { ...event.data, payload: clean } } as T
  }
  if (tag === 'options') return input
  return { ...event, data: { ...event.data, payload: scrubDeep(payload) } } as T
}

/** A PostHog event's properties, cleaned (its texts and title dropped, its URLs redacted). */
export function scrubAnalyticsEvent<T extends { properties?: Record<string, unknown> }>(
  event: T,
): T {
  const clean = { ...event }
  if (event.properties) clean.properties = scrubDeep(event.properties) as Record<string, unknown>
  for (const key of ['$set', '$set_once'] as const) {
    const value = (event as Record<string, unknown>)[key]
    if (value) (clean as Record<string, unknown>)[key] = scrubDeep(value)
  }
  return clean
}
