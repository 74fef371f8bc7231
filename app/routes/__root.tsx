/// <reference types="vite/client" />
import type { ConvexQueryClient } from '@convex-dev/react-query'
import type { QueryClient } from '@tanstack/react-query'
import {
  HeadContent,
  Outlet,
  Scripts,
  ScriptOnce,
  createRootRouteWithContext,
} from '@tanstack/react-router'
import { useEffect } from 'react'
import { RootErrorScreen } from '@/components/layout/error-screen'
import { NotFoundPage } from '@/components/layout/not-found-page'
import { ThemeProvider } from '@/components/theme/theme-provider'
import { Toaster } from '@/components/ui/toaster'
import { TooltipProvider } from '@/components/ui/tooltip'
import { themeScript } from '@/lib/theme'
import appCss from '@/styles/app.css?url'

export type RouterContext = {
  queryClient: QueryClient
  convexQueryClient: ConvexQueryClient
}

export const Route = createRootRouteWithContext<RouterContext>()({
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
  return <Outlet />
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
