import { httpRouter } from 'convex/server'
import { httpAction } from './_generated/server'
import { AUTH_BASE_PATH, createAuth } from './accounts/auth'
import { withTrustedClientAddress } from '../shared/clientAddress'
import { workflowCallback } from './modules/workflowCallback'
import { CALLBACK_PATH } from './modules/workflow/payload'
import { sentryProxy, sentryProxyPreflight } from './telemetry/sentryProxy'
import { SENTRY_TUNNEL_PATH } from '../shared/sentryEnvelope'

const http = httpRouter()

/**
 * better-auth's routes, as the component's `registerRoutes` would add them, except that the client
 * address is the app proxy's statement (see lib/clientAddress) and never the caller's own claim.
 */
const authRoutes = httpAction(async (ctx, request) => {
  const trusted = withTrustedClientAddress(request, process.env.CASEFILE_PROXY_SECRET)
  return await createAuth(ctx).handler(withOriginalHost(trusted))
})

/** The app's proxy states the host the browser used; better-auth builds its links from it. */
function withOriginalHost(request: Request) {
  const host = request.headers.get('x-better-auth-forwarded-host')
  const proto = request.headers.get('x-better-auth-forwarded-proto')
  if (!host && !proto) return request
  const headers = new Headers(request.headers)
  if (host) headers.set('x-forwarded-host', host)
  if (proto) headers.set('x-forwarded-proto', proto)
  return new Request(request, { headers })
}

http.route({ pathPrefix: `${AUTH_BASE_PATH}/`, method: 'GET', handler: authRoutes })
http.route({ pathPrefix: `${AUTH_BASE_PATH}/`, method: 'POST', handler: authRoutes })

// OpenID discovery at the site root points at better-auth's own document (as registerRoutes does).
http.route({
  path: '/.well-known/openid-configuration',
  method: 'GET',
  handler: httpAction(async () =>
    Response.redirect(
      `${process.env.CONVEX_SITE_URL}${AUTH_BASE_PATH}/convex/.well-known/openid-configuration`,
    ),
  ),
})

// A firm's workflow engine answers a module run here (modules/workflowCallback.ts).
http.route({ path: CALLBACK_PATH, method: 'POST', handler: workflowCallback })

// The browser's error reports, forwarded only to this deployment's own DSN (telemetry/sentryProxy.ts).
http.route({ path: SENTRY_TUNNEL_PATH, method: 'POST', handler: sentryProxy })
http.route({ path: SENTRY_TUNNEL_PATH, method: 'OPTIONS', handler: sentryProxyPreflight })

export default http
