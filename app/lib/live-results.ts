// Live results for a query the server rendered wait until a component on the page has subscribed
// to it, that is, until the component showing it has hydrated. Before that, React is still
// matching the server's HTML against the restored data, and a newer result would make it report
// a hydration mismatch and throw the server's HTML away (the admin overview, whose counts move
// with every sign-up, hit this). Waiting for "the page has hydrated" is not enough: the root
// hydrates first and each Suspense boundary inside it later, so the signal has to be per query.
import type { QueryCache } from '@tanstack/react-query'

/** The part of ConvexQueryClient this needs: where a live result is applied, and its watches. */
export type LiveResultClient = {
  onUpdateQueryKeyHash(queryHash: string): void
  subscriptions: Record<string, unknown>
}

export function holdRestoredResultsUntilShown(client: LiveResultClient, cache: QueryCache) {
  const apply = client.onUpdateQueryKeyHash.bind(client)
  // Restored from the server, no component subscribed yet.
  const unseen = new Set<string>()
  // Of those, the ones a newer result arrived for meanwhile.
  const held = new Set<string>()

  const release = (queryHash: string) => {
    unseen.delete(queryHash)
    // A query dropped meanwhile has no watch left to read.
    if (held.delete(queryHash) && queryHash in client.subscriptions) apply(queryHash)
  }

  cache.subscribe((event) => {
    const { queryHash } = event.query
    // A query is added already holding data only when it is restored from the server's state
    // (a query fetched here is added empty, then fetched).
    if (event.type === 'added' && event.query.state.data !== undefined) unseen.add(queryHash)
    else if (event.type === 'observerAdded' && unseen.has(queryHash)) {
      // The subscriber is a component that has just committed; let it finish subscribing first.
      queueMicrotask(() => release(queryHash))
    } else if (event.type === 'removed') {
      unseen.delete(queryHash)
      held.delete(queryHash)
    }
  })

  client.onUpdateQueryKeyHash = (queryHash) => {
    if (unseen.has(queryHash)) held.add(queryHash)
    else apply(queryHash)
  }
}
