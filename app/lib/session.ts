import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { ConvexHttpClient } from 'convex/browser'
import { makeFunctionReference } from 'convex/server'
import { SESSION_CACHE_FRESH_MS, SESSION_CACHE_KEPT_MS } from './constants'

export type Session = {
  userId: string | null
  organizationId: string | null
  organizationSlug: string | null
  /** The user's platform role ('user' or 'superadmin'); error reports are tagged with it. */
  role?: string
  /** A superadmin suspended the current organisation: the signed-in pages show only its notice. */
  organizationSuspended?: boolean
  token: string | null
}

const signedOut: Session = {
  userId: null,
  organizationId: null,
  organizationSlug: null,
  token: null,
}

// Referenced by name so this module does not depend on the generated API's types.
const authContext = makeFunctionReference<
  'query',
  Record<string, never>,
  {
    userId: string
    organizationId: string | null
    organizationSlug: string | null
    role: string
    organizationSuspended: boolean
  } | null
>('accounts/session:authContext')

/**
 * The session lookup server function (spec §7: GET under /_serverFn/): the signed-in user, their
 * current organisation and the backend token. Any failure reads as signed out.
 */
export const getSession = createServerFn({ method: 'GET' }).handler(async (): Promise<Session> => {
  const { getToken } = await import('./auth.server')
  const token = await getToken().catch(() => undefined)
  if (!token) {
    return signedOut
  }
  const client = new ConvexHttpClient(process.env.VITE_CONVEX_URL ?? '')
  client.setAuth(token)
  const context = await client.query(authContext, {}).catch(() => null)
  if (!context) {
    return signedOut
  }
  return { ...context, token }
})

/** Query options for the session: fresh for 2 minutes, kept for an hour (spec §9). */
export const sessionQuery = queryOptions({
  queryKey: ['auth', 'session'] as const,
  queryFn: () => getSession(),
  staleTime: SESSION_CACHE_FRESH_MS,
  gcTime: SESSION_CACHE_KEPT_MS,
})
