import { type AuthFunctions, createClient, type GenericCtx } from '@convex-dev/better-auth'
import { convex, crossDomain } from '@convex-dev/better-auth/plugins'
import { APIError } from 'better-auth/api'
import { type BetterAuthOptions, betterAuth } from 'better-auth/minimal'
import { emailOTP } from 'better-auth/plugins/email-otp'
import { magicLink } from 'better-auth/plugins/magic-link'
import { components, internal } from './_generated/api'
import type { DataModel } from './_generated/dataModel'
import authConfig from './auth.config'
import { type OutgoingEmail, verificationCodeKind } from './lib/emailTemplates'
import { onAuthUserCreated, onAuthUserDeleted } from './lib/users'

// Annotated so the generated `internal` type does not depend on this file's own exports.
const authFunctions: AuthFunctions = internal.auth

/** The better-auth component, with triggers that keep the app `users` table in step. */
export const authComponent = createClient<DataModel>(components.betterAuth, {
  authFunctions,
  triggers: {
    user: {
      // Runs in the same mutation that creates the better-auth user.
      onCreate: async (ctx, authUser) => {
        await onAuthUserCreated(ctx, {
          authId: authUser._id,
          email: authUser.email,
          name: authUser.name,
        })
      },
      onUpdate: async (ctx, authUser) => {
        const user = await ctx.db
          .query('users')
          .withIndex('by_authId', (q) => q.eq('authId', authUser._id))
          .unique()
        if (user && (user.name !== authUser.name || user.email !== authUser.email)) {
          await ctx.db.patch('users', user._id, { name: authUser.name, email: authUser.email })
        }
      },
      onDelete: async (ctx, authUser) => {
        await onAuthUserDeleted(ctx, authUser._id)
      },
    },
  },
})

export const { onCreate, onUpdate, onDelete } = authComponent.triggersApi()

/** Puts a message in the outbox without blocking the HTTP action on delivery. */
async function queueEmail(ctx: GenericCtx<DataModel>, email: OutgoingEmail) {
  if (!('scheduler' in ctx)) {
    throw new Error('Emails can only be queued from a mutation or an action')
  }
  await ctx.scheduler.runAfter(0, internal.emails.enqueue, email)
}

export const createAuthOptions = (ctx: GenericCtx<DataModel>) => {
  const siteUrl = process.env.SITE_URL ?? 'http://localhost:3000'

  return {
    baseURL: siteUrl, // proxy mode: the app forwards /api/auth/* to the Convex site
    basePath: '/api/auth',
    secret: process.env.BETTER_AUTH_SECRET,
    trustedOrigins: [siteUrl],
    database: authComponent.adapter(ctx),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        await queueEmail(ctx, { to: user.email, kind: 'verify-email', url })
      },
    },
    user: {
      deleteUser: {
        enabled: true,
        // An organisation must keep an admin: the last admin of a firm with other members
        // hands the role on before deleting the account.
        beforeDelete: async (user) => {
          const blockers = await ctx.runQuery(internal.users.deletionBlockers, { authId: user.id })
          if (blockers.length > 0) {
            throw new APIError('BAD_REQUEST', {
              code: 'LAST_ORGANIZATION_ADMIN',
              message: `Make someone else an admin of ${blockers.join(', ')} before deleting your account.`,
            })
          }
        },
      },
    },
    // Convex runs every request in a fresh isolate, so the limiter must live in the database.
    rateLimit: {
      enabled: true,
      storage: 'database',
      // Reading a session needs a live session cookie already, so limiting it guards nothing, and
      // SSR's server-to-server token fetches carry no client address: they would all share one
      // bucket and, under load, refuse signed-in users. The key set is public, and the backend
      // fetches it itself to check tokens. Sign-in, sign-up and codes stay limited.
      customRules: { '/get-session': false, '/convex/token': false, '/convex/jwks': false },
    },
    advanced: {
      ipAddress: {
        // The app's /api/auth proxy and convex-local run on this machine; the client is the
        // first address before them in X-Forwarded-For. Without a usable header better-auth
        // keys the limit per path ("no-trusted-ip"), which is strict but safe.
        ipAddressHeaders: ['x-forwarded-for', 'x-real-ip'],
        trustedProxies: ['127.0.0.1', '::1'],
      },
    },
    plugins: [
      magicLink({
        storeToken: 'hashed',
        sendMagicLink: async ({ email, url }) => {
          await queueEmail(ctx, { to: email, kind: 'magic-link', url })
        },
      }),
      emailOTP({
        storeOTP: 'hashed',
        sendVerificationOTP: async ({ email, otp, type }) => {
          await queueEmail(ctx, { to: email, kind: verificationCodeKind(type), code: otp })
        },
      }),
      crossDomain({ siteUrl }), // the ?ott= one-time-token flow
      convex({ authConfig }), // must stay last
    ],
  } satisfies BetterAuthOptions
}

export const createAuth = (ctx: GenericCtx<DataModel>) => betterAuth(createAuthOptions(ctx))
