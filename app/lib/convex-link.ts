// The router's handle on Convex. Signed-out pages (sign-in, sign-up, the email-link landing, 404)
// never talk to Convex, so the Convex client, its TanStack Query wiring and the signed-in
// providers (app/components/auth/convex-auth-provider.tsx) load only when a page is signed in:
// the root's beforeLoad awaits load() for a session with a token, and a hydrating page awaits it
// before its queries are restored (router.tsx), so the client sees them arrive and subscribes.
import type { ConvexQueryClient } from '@convex-dev/react-query'
import { type QueryClient, type QueryFunction, type QueryKey, hashKey } from '@tanstack/react-query'
import { type FunctionReference, getFunctionName } from 'convex/server'
import { type Value, convexToJson } from 'convex/values'
import type * as SignedIn from '@/components/auth/convex-auth-provider'

type SignedInModule = typeof SignedIn

export class ConvexLink {
  /** The loaded module and client; null until load() has finished. */
  module: SignedInModule | null = null
  client: ConvexQueryClient | null = null
  private loading: Promise<ConvexQueryClient> | null = null

  constructor(
    private readonly url: string,
    private readonly queryClient: () => QueryClient,
  ) {}

  /** Loads the Convex client once and connects it to the QueryClient. */
  load(): Promise<ConvexQueryClient> {
    this.loading ??= import('@/components/auth/convex-auth-provider').then((module) => {
      this.client = module.createConvexQueryClient(this.url, this.queryClient())
      this.module = module
      return this.client
    })
    return this.loading
  }

  /** ConvexQueryClient.hashFn(), without loading the client (the same key for the same query). */
  hashFn = (queryKey: QueryKey): string =>
    queryKey.length >= 2 && queryKey[0] === 'convexQuery'
      ? `convexQuery|${getFunctionName(queryKey[1] as FunctionReference<'query'>)}|${JSON.stringify(
          convexToJson(queryKey[2] as Value),
        )}`
      : hashKey(queryKey)

  /** ConvexQueryClient.queryFn(), loading the client on the first Convex query. */
  queryFn: QueryFunction = async (context) =>
    (this.client ?? (await this.load())).queryFn()(context)
}
