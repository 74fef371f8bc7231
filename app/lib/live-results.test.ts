import { hydrate, QueryClient, QueryObserver } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { holdRestoredResultsUntilShown, type LiveResultClient } from './live-results'

const RESTORED = ['convexQuery', 'admin:overview', {}]
const FETCHED = ['convexQuery', 'matters:list', {}]

/** A stand-in for ConvexQueryClient: each live result it applies writes `latest` to the cache. */
function liveClient(queryClient: QueryClient) {
  const latest = new Map<string, unknown>()
  const client: LiveResultClient = {
    subscriptions: {},
    onUpdateQueryKeyHash(queryHash) {
      const query = queryClient.getQueryCache().get(queryHash)
      if (query) queryClient.setQueryData(query.queryKey, latest.get(queryHash))
    },
  }
  holdRestoredResultsUntilShown(client, queryClient.getQueryCache())
  return {
    client,
    /** A newer result arrives over the WebSocket for `key`. */
    push(key: unknown[], value: unknown) {
      const queryHash = JSON.stringify(key)
      client.subscriptions[queryHash] = {}
      latest.set(queryHash, value)
      client.onUpdateQueryKeyHash(queryHash)
    },
  }
}

/** The server's state for one query, as the SSR integration hands it to the browser. */
function restore(queryClient: QueryClient, key: unknown[], data: unknown) {
  hydrate(queryClient, {
    mutations: [],
    queries: [
      {
        queryKey: key,
        queryHash: JSON.stringify(key),
        dehydratedAt: 1,
        state: {
          data,
          dataUpdateCount: 1,
          dataUpdatedAt: 1,
          error: null,
          errorUpdateCount: 0,
          errorUpdatedAt: 0,
          fetchFailureCount: 0,
          fetchFailureReason: null,
          fetchMeta: null,
          isInvalidated: false,
          status: 'success',
          fetchStatus: 'idle',
        },
      },
    ],
  })
}

const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve))

describe('live results for restored queries', () => {
  let queryClient: QueryClient
  afterEach(() => queryClient.clear())

  it('keeps the server-rendered data until a component subscribes, then shows the newest', async () => {
    queryClient = new QueryClient()
    const { push } = liveClient(queryClient)
    restore(queryClient, RESTORED, { users: 3 })

    push(RESTORED, { users: 4 })
    push(RESTORED, { users: 5 })
    expect(queryClient.getQueryData(RESTORED)).toEqual({ users: 3 })

    const seen: unknown[] = []
    const observer = new QueryObserver(queryClient, { queryKey: RESTORED, staleTime: Infinity })
    const unsubscribe = observer.subscribe((result) => seen.push(result.data))
    await settle()
    expect(queryClient.getQueryData(RESTORED)).toEqual({ users: 5 })
    expect(seen).toContainEqual({ users: 5 })

    // From then on each result shows at once, even with nobody on screen.
    unsubscribe()
    push(RESTORED, { users: 6 })
    expect(queryClient.getQueryData(RESTORED)).toEqual({ users: 6 })
  })

  it('shows results at once for a query the browser fetched itself', async () => {
    queryClient = new QueryClient()
    const { push } = liveClient(queryClient)
    await queryClient.fetchQuery({ queryKey: FETCHED, queryFn: () => ['first'] })

    push(FETCHED, ['first', 'second'])
    expect(queryClient.getQueryData(FETCHED)).toEqual(['first', 'second'])
  })

  it('drops a held result when its query is removed before anyone subscribed', async () => {
    queryClient = new QueryClient()
    const { client, push } = liveClient(queryClient)
    restore(queryClient, RESTORED, { users: 3 })
    push(RESTORED, { users: 4 })
    queryClient.removeQueries({ queryKey: RESTORED })
    delete client.subscriptions[JSON.stringify(RESTORED)]

    // Restored again (another server render): ConvexQueryClient watches it afresh.
    restore(queryClient, RESTORED, { users: 7 })
    client.subscriptions[JSON.stringify(RESTORED)] = {}
    const observer = new QueryObserver(queryClient, { queryKey: RESTORED, staleTime: Infinity })
    const unsubscribe = observer.subscribe(() => {})
    await settle()
    expect(queryClient.getQueryData(RESTORED)).toEqual({ users: 7 })
    unsubscribe()
  })
})
