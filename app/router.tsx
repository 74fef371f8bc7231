import { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { getGlobalStartContext } from '@tanstack/react-start'
import { ErrorScreen } from '@/components/layout/error-screen'
import { NotFoundPage } from '@/components/layout/not-found-page'
import { PageSpinner } from '@/components/layout/page-spinner'
import { ConvexLink } from '@/lib/convex-link'
import { clientEnv } from '@/lib/env'
import { reportError } from '@/lib/error-reporting'
import { createMutationCache } from '@/lib/mutation-cache'
import { routeTree } from './routeTree.gen'

/** Builds the router with its QueryClient wired to Convex (a fresh pair per SSR request). */
export function getRouter() {
  const env = clientEnv()
  // The Convex client loads only for signed-in pages (app/lib/convex-link.ts).
  const convex = new ConvexLink(env.VITE_CONVEX_URL, () => queryClient)

  const queryClient: QueryClient = new QueryClient({
    defaultOptions: {
      queries: {
        queryKeyHashFn: convex.hashFn,
        queryFn: convex.queryFn,
      },
    },
    mutationCache: createMutationCache(),
  })

  const router = createRouter({
    routeTree,
    context: { queryClient, convex },
    defaultPreload: 'intent',
    defaultErrorComponent: ErrorScreen,
    // A route's error screen reports what it caught, as the render-error boundary does.
    defaultOnCatch: (error, info) => reportError(error, info.componentStack),
    defaultNotFoundComponent: NotFoundPage,
    defaultPendingComponent: PageSpinner,
    scrollRestoration: true,
    // The request's CSP nonce (app/start.ts) on every script the server renders; the client reads
    // it back from the page's csp-nonce meta tag.
    ssr: { nonce: getGlobalStartContext()?.nonce },
    // A page the server rendered signed in loads the Convex client before its queries are restored
    // (the query integration below hydrates after this), so the client subscribes to each of them.
    dehydrate: () => ({ convex: convex.client !== null }),
    hydrate: async (dehydrated: { convex: boolean }) => {
      if (dehydrated.convex) await convex.load()
    },
  })
  setupRouterSsrQueryIntegration({ router, queryClient })

  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
