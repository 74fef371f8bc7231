// Response headers every page, server function and proxied auth call carries (targets R7).
// The policy below restricts framing, plugins, <base> and form targets; script-src is not yet
// restricted (the SSR stream's inline scripts need a per-request nonce first, see ARCHITECTURE).
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy':
    "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  // Matter names live in URLs: never send them to another site.
  'Referrer-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
}
