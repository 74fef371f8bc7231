// URLs as telemetry may see them: a matter's slug is made from its name, and query strings and
// fragments carry searches, highlights and file names. Both go before a URL leaves the browser.

const MATTER_PATH = /\/matters\/(?!:slug(?:[/?#]|$))[^/?#\s"'<>]+/g

/** `/matters/smith-v-jones/dossier` → `/matters/:slug/dossier`. */
export function redactPath(path: string): string {
  return path.replace(MATTER_PATH, '/matters/:slug')
}

/**
 * A URL without its query string or fragment and with matter slugs replaced; relative URLs stay
 * relative. What does not parse loses everything from the first `?` or `#` on.
 */
export function redactUrl(url: string): string {
  const isAbsolute = /^[a-z][a-z0-9+.-]*:\/\//i.test(url)
  try {
    const parsed = new URL(url, 'http://relative.invalid')
    const path = redactPath(parsed.pathname)
    return isAbsolute
      ? `${parsed.origin}${path}`
      : url.startsWith('/')
        ? path
        : redactPath(url.split(/[?#]/)[0]!)
  } catch {
    return redactPath(url.split(/[?#]/)[0]!)
  }
}
