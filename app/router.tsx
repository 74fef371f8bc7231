import { ConvexQueryClient } from '@convex-dev/react-query'
import { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { getGlobalStartContext } from '@tanstack/react-start'
import { ErrorScreen } from '@/components/layout/error-screen'
import { NotFoundPage } from '@/components/layout/not-found-page'
import { PageSpinner } from '@/components/layout/page-spinner'
import { clientEnv } from '@/lib/env'
import { createMutationCache } from '@/lib/mutation-cache'
import { routeTree } from './routeTree.gen'

/** Builds the router with its QueryClient wired to Convex (a fresh pair per SSR request). */
export function getRouter() {
  const env = clientEnv()
  // expectAuth holds the WebSocket until the signed-in user's token is set, so no query ever runs
  // anonymously and then again as the user.
  const convexQueryClient = new ConvexQueryClient(env.VITE_CONVEX_URL, { expectAuth: true })

  const queryClient: QueryClient = new QueryClient({
    defaultOptions: {
      queries: {
        queryKeyHashFn: convexQueryClient.hashFn(),
        queryFn: convexQueryClient.queryFn(),
      },
    },
    mutationCache: createMutationCache(),
  })
  convexQueryClient.connect(queryClient)

  const router = createRouter({
    routeTree,
    context: { queryClient, convexQueryClient },
    defaultPreload: 'intent',
    defaultErrorComponent: ErrorScreen,
    defaultNotFoundComponent: NotFoundPage,
    defaultPendingComponent: PageSpinner,
    scrollRestoration: true,
    // The request's CSP nonce (app/start.ts) on every script the server renders; the client reads
    // it back from the page's csp-nonce meta tag.
    ssr: { nonce: getGlobalStartContext()?.nonce },
  })
  setupRouterSsrQueryIntegration({ router, queryClient })

  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
