/// <reference types="vite/client" />
import type { QueryClient } from '@tanstack/react-query'
import {
  HeadContent,
  Outlet,
  Scripts,
  ScriptOnce,
  createRootRouteWithContext,
  redirect,
} from '@tanstack/react-router'
import { useEffect } from 'react'
import { RootErrorScreen } from '@/components/layout/error-screen'
import { RenderErrorBoundary } from '@/components/layout/render-error-boundary'
import { Telemetry } from '@/components/layout/telemetry'
import { NotFoundPage } from '@/components/layout/not-found-page'
import { FlagsProvider } from '@/components/flags/flags-provider'
import { ThemeProvider } from '@/components/theme/theme-provider'
import { ToasterSlot } from '@/components/ui/toaster-slot'
import type { ConvexLink } from '@/lib/convex-link'
import { exchangeOneTimeToken, withoutOneTimeToken } from '@/lib/one-time-token'
import { sessionQuery } from '@/lib/session'
import { themeScript } from '@/lib/theme'
import appCss from '@/styles/app.css?url'

export type RouterContext = {
  queryClient: QueryClient
  convex: ConvexLink
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Runs on SSR and on client navigations; the cached session (2 min fresh) spares the round trip.
  beforeLoad: async ({ context, location }) => {
    const oneTimeToken = (location.search as { ott?: unknown }).ott
    if (oneTimeToken !== undefined) {
      // A magic link lands here with ?ott=: exchange it for the session cookie first, then load
      // the same page without it. A stale or reused token simply leaves the visitor signed out.
      await exchangeOneTimeToken({ data: { token: String(oneTimeToken) } }).catch(() => null)
      context.queryClient.removeQueries({ queryKey: sessionQuery.queryKey })
      throw redirect({ href: withoutOneTimeToken(location), replace: true })
    }
    const session = await context.queryClient.query(sessionQuery)
    if (session.token) {
      // A signed-in page loads the Convex client (signed-out pages never do).
      const convex = await context.convex.load()
      // Only exists during SSR: lets loaders read the user's data on the server.
      convex.serverHttpClient?.setAuth(session.token)
    }
    return { session, isAuthenticated: session.token !== null }
  },
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { title: 'Casefile' },
      { name: 'description', content: 'Casefile: the workspace for litigation teams.' },
      { name: 'theme-color', content: '#0f172a' },
      { name: 'color-scheme', content: 'light dark' },
    ],
    links: [
      { rel: 'stylesheet', href: appCss },
      { rel: 'manifest', href: '/manifest.webmanifest' },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    ],
  }),
  errorComponent: RootErrorScreen,
  notFoundComponent: NotFoundPage,
  shellComponent: RootDocument,
  component: RootComponent,
})

function RootComponent() {
  const session = Route.useRouteContext({ select: (context) => context.session })
  // The whole app sits in the render-error boundary, which reports what it catches.
  return (
    <RenderErrorBoundary>
      <Telemetry
        userId={session.userId}
        organizationId={session.organizationId}
        role={session.role}
      />
      <RootProviders />
    </RenderErrorBoundary>
  )
}

function RootProviders() {
  const { convex, session } = Route.useRouteContext()
  // beforeLoad (or, on a hydrating page, the router's hydrate) has loaded it for a session.
  if (!session.token || !convex.module || !convex.client) return <Outlet />
  const { ConvexAuthProvider } = convex.module
  return (
    <ConvexAuthProvider client={convex.client} initialToken={session.token}>
      <FlagsProvider
        client={convex.client.convexClient}
        userId={session.userId}
        orgId={session.organizationId}
      >
        <Outlet />
      </FlagsProvider>
    </ConvexAuthProvider>
  )
}

function RootDocument({ children }: { children: React.ReactNode }) {
  return (
    // The theme script changes <html>'s class before hydration; that difference is expected.
    <html lang="en" suppressHydrationWarning>
      <head>
        <ScriptOnce>{themeScript}</ScriptOnce>
        <HeadContent />
      </head>
      <body>
        <ThemeProvider>
          {children}
          <RootToaster />
        </ThemeProvider>
        <HydrationMarker />
        <Scripts />
      </body>
    </html>
  )
}

/** The toast region: from the first paint when signed in, else from the first toast on. */
function RootToaster() {
  const signedIn = Route.useRouteContext({ select: (context) => Boolean(context.session?.token) })
  return <ToasterSlot eager={signedIn} />
}

/** Marks <body data-hydrated> once React has taken over, so end-to-end tests act only after it. */
function HydrationMarker() {
  useEffect(() => {
    document.body.dataset.hydrated = 'true'
  }, [])
  return null
}
