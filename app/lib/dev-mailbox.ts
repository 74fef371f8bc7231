import { createServerFn } from '@tanstack/react-start'
import { ConvexHttpClient } from 'convex/browser'
import { makeFunctionReference } from 'convex/server'

export type MailboxMessage = {
  _id: string
  to: string
  kind: string
  subject: string
  text: string
  url: string | null
  code: string | null
  status: string
  createdAt: number
}

const listMailbox = makeFunctionReference<'query', { to?: string }, MailboxMessage[]>(
  'accounts/devMailbox:list',
)

/**
 * Reads the development mailbox on the server, so it works before anyone is signed in. The backend
 * answers NOT_FOUND unless the offline dev mailbox is switched on (never in production).
 */
export const getDevMailbox = createServerFn({ method: 'GET' })
  .validator((input: { to?: string }) => ({
    to: typeof input?.to === 'string' ? input.to : undefined,
  }))
  .handler(async ({ data }): Promise<MailboxMessage[] | null> => {
    const client = new ConvexHttpClient(process.env.VITE_CONVEX_URL ?? '')
    return client.query(listMailbox, data.to ? { to: data.to } : {}).catch(() => null)
  })
