import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start'
import { pagePostMiddleware } from './lib/page-post-redirect'
import { createNonce, securityHeaders } from './lib/security-headers'

// Scripts are held to the request's nonce wherever the app runs from a build. Under the Vite dev
// server (the only place with hot reload) Vite's own client scripts carry no nonce.
const holdScripts = !import.meta.hot

const headers = createMiddleware().server(async ({ next }) => {
  const { setResponseHeader, setResponseHeaders } = await import('@tanstack/react-start/server')
  const nonce = holdScripts ? createNonce() : undefined
  setResponseHeaders(new Headers(securityHeaders(nonce)))
  // getRouter reads it (getGlobalStartContext) and stamps it on every script the page renders.
  const result = await next({ context: { nonce } })
  // Pages and server functions carry the signed-in user's matters, emails and backend token: no
  // shared cache may keep them, and the browser may not reuse them from disk. A route that sets
  // its own policy (the document-preview proxy) keeps it; hashed assets never pass through here.
  if (!result.response.headers.has('cache-control')) {
    setResponseHeader('Cache-Control', 'private, no-store')
  }
  return result
})

// Server functions are same-origin RPC: refuse cross-site calls (Origin / Sec-Fetch-Site).
const csrf = createCsrfMiddleware({ filter: (ctx) => ctx.handlerType === 'serverFn' })

// After headers, so its 303 carries them too.
export const startInstance = createStart(() => ({
  requestMiddleware: [headers, pagePostMiddleware, csrf],
}))
