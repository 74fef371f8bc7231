// Response headers every page, server function and proxied auth call carries (targets R7).
// The policy restricts framing, plugins, <base> and form targets and, wherever the app is served
// from a build, scripts: only those carrying the request's nonce run, and what they load
// ('strict-dynamic'). The Vite dev server injects its own un-nonced client, so it gets no
// script-src (see ARCHITECTURE).

const BASE_POLICY = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'"

/** The Content-Security-Policy for one response; `nonce` is the request's, when scripts are held. */
export function contentSecurityPolicy(nonce?: string) {
  return nonce ? `${BASE_POLICY}; script-src 'self' 'nonce-${nonce}' 'strict-dynamic'` : BASE_POLICY
}

/** A fresh nonce: 128 random bits, base64. */
export function createNonce() {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}

export function securityHeaders(nonce?: string): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(nonce),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    // Matter names live in URLs: never send them to another site.
    'Referrer-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  }
}
