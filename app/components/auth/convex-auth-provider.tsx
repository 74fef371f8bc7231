// What a signed-in page needs and a signed-out one never loads (app/lib/convex-link.ts): the
// Convex client wired into TanStack Query, better-auth's Convex provider, and the toaster.
import { ConvexBetterAuthProvider } from '@convex-dev/better-auth/react'
import { ConvexQueryClient } from '@convex-dev/react-query'
import type { QueryClient } from '@tanstack/react-query'
import { useAction, useMutation } from 'convex/react'
import type { ComponentProps } from 'react'
import { Toaster } from '@/components/ui/toaster'
import { provideToaster } from '@/components/ui/toaster-slot'
import { authClient } from '@/lib/auth-client'
import { afterHydration, isHydrated } from '@/lib/hydration'
import { provideConvexHooks } from '@/lib/convex-react'

// A signed-in page shows the notification region from its first paint, as before, and its query
// modules' mutation hooks use convex/react's.
provideToaster(Toaster)
provideConvexHooks({ useMutation, useAction })

export function createConvexQueryClient(url: string, queryClient: QueryClient) {
  // expectAuth holds the WebSocket until the signed-in user's token is set, so no query ever runs
  // anonymously and then again as the user.
  const convexQueryClient = new ConvexQueryClient(url, { expectAuth: true })
  holdLiveResultsUntilHydrated(convexQueryClient)
  convexQueryClient.connect(queryClient)
  return convexQueryClient
}

/**
 * A live result that arrives while React is still hydrating the page waits until it has: the
 * page must first render what the server rendered (the queries restored from it), or React
 * reports a hydration mismatch and throws the server's HTML away. The admin overview, whose
 * counts move with every sign-up, hit it. Each held query then takes its newest result. Known
 * gap: "hydrated" is the root's first effect, and a Suspense boundary inside can hydrate later.
 */
function holdLiveResultsUntilHydrated(client: ConvexQueryClient) {
  const apply = client.onUpdateQueryKeyHash.bind(client)
  const held = new Set<string>()
  client.onUpdateQueryKeyHash = (queryHash) => {
    if (isHydrated()) apply(queryHash)
    else held.add(queryHash)
  }
  afterHydration(() => {
    // A query dropped meanwhile has no subscription left to read.
    for (const hash of held) if (hash in client.subscriptions) apply(hash)
    held.clear()
  })
}

type ConvexAuthProviderProps = {
  client: ConvexQueryClient
  initialToken: string | null
  children: React.ReactNode
}

export function ConvexAuthProvider({ client, initialToken, children }: ConvexAuthProviderProps) {
  return (
    <ConvexBetterAuthProvider
      client={client.convexClient}
      // The provider's AuthClient type cannot describe a client with extra plugins (its session
      // data infers as never); the runtime contract it needs (useSession, convex.token) holds.
      authClient={
        authClient as unknown as ComponentProps<typeof ConvexBetterAuthProvider>['authClient']
      }
      initialToken={initialToken}
    >
      {children}
    </ConvexBetterAuthProvider>
  )
}
