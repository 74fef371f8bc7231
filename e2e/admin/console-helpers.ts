import type { APIRequestContext } from '@playwright/test'
import { api } from '../../convex/_generated/api'
import type { Id } from '../../convex/_generated/dataModel'
import { convexAs } from '../firm/helpers'

/** The user with this address, found as a superadmin (whose session `request` holds). */
export async function userIdOf(request: APIRequestContext, email: string) {
  const client = await convexAs(request)
  const { page } = await client.query(api.admin.users.list, {
    search: email.toLowerCase(),
    paginationOpts: { numItems: 5, cursor: null },
  })
  const user = page.find((row) => row.email === email.toLowerCase())
  if (!user) throw new Error(`no user ${email}`)
  return user._id as Id<'users'>
}
