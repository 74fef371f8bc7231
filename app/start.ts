import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start'
import { SECURITY_HEADERS } from './lib/security-headers'

const securityHeaders = createMiddleware().server(async ({ next }) => {
  const { setResponseHeaders } = await import('@tanstack/react-start/server')
  setResponseHeaders(new Headers(SECURITY_HEADERS))
  return await next()
})

// Server functions are same-origin RPC: refuse cross-site calls (Origin / Sec-Fetch-Site).
const csrf = createCsrfMiddleware({ filter: (ctx) => ctx.handlerType === 'serverFn' })

export const startInstance = createStart(() => ({ requestMiddleware: [securityHeaders, csrf] }))
