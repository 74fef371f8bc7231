// What app/queries/* take from '@convex-dev/react-query', without loading the Convex client.
// Route loaders and guards import the query modules, so they are in the first route's JavaScript;
// the package's one module holds ConvexQueryClient, which pulls in convex/react's client (a fifth
// of that script). Here are the package's own query-option factories (pure) and its mutation and
// action hooks, which call convex/react's once a signed-in page has loaded it
// (app/components/auth/convex-auth-provider.tsx; signed-out pages render none of these hooks).
// Components, which load with their routes, may import the package itself.
import type * as ConvexReactQuery from '@convex-dev/react-query'
import type { useAction, useMutation } from 'convex/react'
import { type FunctionReference, getFunctionName } from 'convex/server'

type ConvexHooks = { useMutation: typeof useMutation; useAction: typeof useAction }

let hooks: ConvexHooks | null = null

/** Called by the signed-in module when it loads. */
export function provideConvexHooks(loaded: ConvexHooks) {
  hooks = loaded
}

function convexHooks(): ConvexHooks {
  if (!hooks) {
    throw new Error('Convex hooks run on signed-in pages only (app/lib/convex-link.ts loads them)')
  }
  return hooks
}

/** The package's convexQuery (query options with the key ConvexQueryClient subscribes to). */
export const convexQuery = ((funcRef: FunctionReference<'query'>, ...argsOrSkip: unknown[]) => {
  const finalArgs = argsOrSkip[0] ?? {}
  return {
    queryKey: ['convexQuery', getFunctionName(funcRef), finalArgs === 'skip' ? 'skip' : finalArgs],
    staleTime: Infinity,
    ...(finalArgs === 'skip' ? { enabled: false } : {}),
  }
}) as typeof ConvexReactQuery.convexQuery

/** The package's useConvexMutation (convex/react's useMutation). */
export const useConvexMutation: typeof ConvexReactQuery.useConvexMutation = (mutation) =>
  convexHooks().useMutation(mutation)

/** The package's useConvexAction (convex/react's useAction). */
export const useConvexAction: typeof ConvexReactQuery.useConvexAction = (action) =>
  convexHooks().useAction(action)
