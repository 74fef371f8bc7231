// getResolvedFlags (spec §7): the flags' values for a context. A caller may send any context, but
// only its own identity counts: a user id or organisation that is not the signed-in person's is
// dropped (and the email is always theirs, from the session), so nobody learns how the flags fall
// for someone else. Works signed out (environment and country only).
import { query } from '../_generated/server'
import { checkCurrentUser } from '../lib/auth'
import { invalidInput } from '../../shared/errors'
import { FLAG_ENVIRONMENTS, type FlagEnvironment } from '../../shared/flags'
import { vFlagContext } from '../../shared/flagValidators'
import { resolvedFor } from './model'

export const getResolvedFlags = query({
  args: vFlagContext,
  handler: async (ctx, args) => {
    if (!(FLAG_ENVIRONMENTS as readonly string[]).includes(args.env)) {
      throw invalidInput([{ path: 'env', message: 'env is dev, staging or prod' }])
    }
    const viewer = await checkCurrentUser(ctx)
    const own = viewer !== null && args.userId === viewer._id
    const country = args.country && /^[A-Za-z]{2}$/.test(args.country) ? args.country : null
    return await resolvedFor(ctx, {
      env: args.env as FlagEnvironment,
      userId: own ? viewer._id : null,
      orgId: own && args.orgId === viewer.currentOrganizationId ? args.orgId : null,
      // The signed-in person's own address, whether or not the browser knew it.
      email: own ? viewer.email : null,
      country,
    })
  },
})
