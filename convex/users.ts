import { authedQuery } from './lib/functions'

/** The signed-in user (`api.users.getMe`); role defaults to 'user'. UNAUTHENTICATED without a session. */
export const getMe = authedQuery({
  args: {},
  handler: async (ctx) => {
    const { _id, email, name, role } = ctx.viewer

    return { _id, email, name, role: role ?? 'user' }
  },
})
