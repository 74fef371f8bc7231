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
import { provideConvexHooks } from '@/lib/convex-react'
import { holdRestoredResultsUntilShown } from '@/lib/live-results'

// A signed-in page shows the notification region from its first paint, as before, and its query
// modules' mutation hooks use convex/react's.
provideToaster(Toaster)
provideConvexHooks({ useMutation, useAction })

export function createConvexQueryClient(url: string, queryClient: QueryClient) {
  // expectAuth holds the WebSocket until the signed-in user's token is set, so no query ever runs
  // anonymously and then again as the user.
  const convexQueryClient = new ConvexQueryClient(url, { expectAuth: true })
  holdRestoredResultsUntilShown(convexQueryClient, queryClient.getQueryCache())
  convexQueryClient.connect(queryClient)
  return convexQueryClient
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
