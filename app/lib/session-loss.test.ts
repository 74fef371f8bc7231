import { QueryClient } from '@tanstack/react-query'
import { ConvexError } from 'convex/values'
import { describe, expect, it } from 'vitest'
import { sessionQuery } from './session'
import { prefetchOrNull } from './session-loss'

function clientWithSession() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  queryClient.setQueryData(sessionQuery.queryKey, {
    userId: 'u',
    organizationId: 'o',
    organizationSlug: 'firm',
    token: 't',
  })
  return queryClient
}

function failingWith(error: unknown) {
  return { queryKey: ['test', 'query'], queryFn: () => Promise.reject(error) }
}

describe('prefetchOrNull', () => {
  it('returns the data when the prefetch succeeds', async () => {
    const queryClient = clientWithSession()
    const data = await prefetchOrNull(queryClient, {
      queryKey: ['test', 'ok'],
      queryFn: () => Promise.resolve(42),
    })
    expect(data).toBe(42)
  })

  it('swallows a lost session, dropping the failed entry and the cached session', async () => {
    const queryClient = clientWithSession()
    const error = new ConvexError({ code: 'UNAUTHENTICATED', message: 'Authentication required' })
    expect(await prefetchOrNull(queryClient, failingWith(error))).toBeNull()
    expect(queryClient.getQueryState(['test', 'query'])).toBeUndefined()
    expect(queryClient.getQueryData(sessionQuery.queryKey)).toBeUndefined()
  })

  it('lets every other failure through, keeping the session', async () => {
    const queryClient = clientWithSession()
    const error = new ConvexError({ code: 'NOT_FOUND', message: 'Project not found' })
    await expect(prefetchOrNull(queryClient, failingWith(error))).rejects.toBe(error)
    // The text alone is not a lost session.
    const text = new Error('Authentication required')
    await expect(prefetchOrNull(queryClient, failingWith(text))).rejects.toBe(text)
    expect(queryClient.getQueryData(sessionQuery.queryKey)).not.toBeUndefined()
  })
})
