import { convexBetterAuthReactStart } from '@convex-dev/better-auth/react-start'

// Server-only: forwards /api/auth/* to the backend and reads the signed-in user's backend token
// from the request's cookies during SSR.
export const { handler: authProxyHandler, getToken } = convexBetterAuthReactStart({
  convexUrl: process.env.VITE_CONVEX_URL ?? '',
  convexSiteUrl: process.env.VITE_CONVEX_SITE_URL ?? '',
})
