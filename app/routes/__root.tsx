/// <reference types="vite/client" />
import { ConvexBetterAuthProvider } from '@convex-dev/better-auth/react'
import type { ConvexQueryClient } from '@convex-dev/react-query'
import type { QueryClient } from '@tanstack/react-query'
import {
  HeadContent,
  Outlet,
  Scripts,
  ScriptOnce,
  createRootRouteWithContext,
  redirect,
} from '@tanstack/react-router'
import { useEffect, type ComponentProps } from 'react'
import { RootErrorScreen } from '@/components/layout/error-screen'
import { NotFoundPage } from '@/components/layout/not-found-page'
import { ThemeProvider } from '@/components/theme/theme-provider'
import { Toaster } from '@/components/ui/toaster'
import { TooltipProvider } from '@/components/ui/tooltip'
import { authClient } from '@/lib/auth-client'
import { exchangeOneTimeToken, withoutOneTimeToken } from '@/lib/one-time-token'
import { sessionQuery } from '@/lib/session'
import { themeScript } from '@/lib/theme'
import appCss from '@/styles/app.css?url'

export type RouterContext = {
  queryClient: QueryClient
  convexQueryClient: ConvexQueryClient
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
      // Only exists during SSR: lets loaders read the user's data on the server.
      context.convexQueryClient.serverHttpClient?.setAuth(session.token)
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
  const { convexQueryClient, session } = Route.useRouteContext()
  return (
    <ConvexBetterAuthProvider
      client={convexQueryClient.convexClient}
      // The provider's AuthClient type cannot describe a client with extra plugins (its session
      // data infers as never); the runtime contract it needs (useSession, convex.token) holds.
      authClient={
        authClient as unknown as ComponentProps<typeof ConvexBetterAuthProvider>['authClient']
      }
      initialToken={session.token}
    >
      <Outlet />
    </ConvexBetterAuthProvider>
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
          <TooltipProvider>
            {children}
            <Toaster />
          </TooltipProvider>
        </ThemeProvider>
        <HydrationMarker />
        <Scripts />
      </body>
    </html>
  )
}

/** Marks <body data-hydrated> once React has taken over, so end-to-end tests act only after it. */
function HydrationMarker() {
  useEffect(() => {
    document.body.dataset.hydrated = 'true'
  }, [])
  return null
}
