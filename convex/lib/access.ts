// Authorization for actions, which cannot read the database themselves: the orgAction builder
// (convex/lib/functions.ts) asks this internal query who the caller is before anything else.
import { internalQuery } from '../_generated/server'
import { getCurrentUserOrThrow } from './auth'
import { requireCurrentOrg } from './functions'

/** The signed-in caller and their current organisation; UNAUTHENTICATED or NOT_FOUND otherwise. */
export const currentMember = internalQuery({
  args: {},
  handler: async (ctx) => {
    const viewer = await getCurrentUserOrThrow(ctx)
    const { organization, membership } = await requireCurrentOrg({ ...ctx, viewer })
    return { userId: viewer._id, organizationId: organization._id, role: membership.role }
  },
})
