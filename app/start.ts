import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start'
import { createNonce, securityHeaders } from './lib/security-headers'

// Scripts are held to the request's nonce wherever the app runs from a build. Under the Vite dev
// server (the only place with hot reload) Vite's own client scripts carry no nonce.
const holdScripts = !import.meta.hot

const headers = createMiddleware().server(async ({ next }) => {
  const { setResponseHeaders } = await import('@tanstack/react-start/server')
  const nonce = holdScripts ? createNonce() : undefined
  setResponseHeaders(new Headers(securityHeaders(nonce)))
  // getRouter reads it (getGlobalStartContext) and stamps it on every script the page renders.
  return await next({ context: { nonce } })
})

// Server functions are same-origin RPC: refuse cross-site calls (Origin / Sec-Fetch-Site).
const csrf = createCsrfMiddleware({ filter: (ctx) => ctx.handlerType === 'serverFn' })

export const startInstance = createStart(() => ({ requestMiddleware: [headers, csrf] }))
