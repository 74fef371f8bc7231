import { QueryClient } from '@tanstack/react-query'
import { ConvexError } from 'convex/values'
import { describe, expect, test, vi } from 'vitest'
import { createMutationCache } from './mutation-cache'

function setup() {
  const toast = vi.fn()
  const client = new QueryClient({ mutationCache: createMutationCache(toast) })
  const fail = () =>
    Promise.reject(new ConvexError({ code: 'CONFLICT', message: 'This matter is archived' }))
  return { toast, client, fail }
}

describe('failed mutations', () => {
  test('become one "Action failed" toast with the error message', async () => {
    const { toast, client, fail } = setup()
    const mutation = client.getMutationCache().build(client, { mutationFn: fail })
    await expect(mutation.execute(undefined)).rejects.toThrow('This matter is archived')
    expect(toast).toHaveBeenCalledTimes(1)
    expect(toast).toHaveBeenCalledWith({
      variant: 'error',
      title: 'Action failed',
      description: 'This matter is archived',
    })
  })

  test('that show their own errors get no toast', async () => {
    const { toast, client, fail } = setup()
    const mutation = client
      .getMutationCache()
      .build(client, { mutationFn: fail, meta: { showsOwnErrors: true } })
    await expect(mutation.execute(undefined)).rejects.toThrow('This matter is archived')
    expect(toast).not.toHaveBeenCalled()
  })
})
