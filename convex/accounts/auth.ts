import { type AuthFunctions, createClient, type GenericCtx } from '@convex-dev/better-auth'
import { convex, crossDomain } from '@convex-dev/better-auth/plugins'
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api'
import { type BetterAuthOptions, betterAuth } from 'better-auth/minimal'
import { emailOTP } from 'better-auth/plugins/email-otp'
import { magicLink } from 'better-auth/plugins/magic-link'
import { components, internal } from '../_generated/api'
import type { DataModel } from '../_generated/dataModel'
import authConfig from '../auth.config'
import authSchema from '../betterAuth/schema'
import { CLIENT_ADDRESS_HEADER } from '../../shared/clientAddress'
import { type OutgoingEmail, verificationCodeKind } from './model/emailTemplates'
import { displayNameProblem } from '../../shared/names'
import { SIGN_UP_CLOSED, SIGN_UP_CLOSED_MESSAGE } from '../../shared/signUpPolicy'
import {
  holdsSignUpProof,
  SIGN_UP_PROOF_COOKIE,
  SIGN_UP_PROOF_MAX_AGE_SECONDS,
  signUpProofValue,
} from './model/signUpProof'
import { onAuthUserCreated, onAuthUserDeleted, onAuthUserUpdated } from './model/users'

/** Where better-auth's routes live, on the backend's site and behind the app's proxy alike. */
export const AUTH_BASE_PATH = '/api/auth'

// Annotated so the generated `internal` type does not depend on this file's own exports.
const authFunctions: AuthFunctions = internal.accounts.auth

/** The better-auth component, with triggers that keep the app `users` table in step. */
export const authComponent = createClient<DataModel, typeof authSchema>(components.betterAuth, {
  // Locally installed component (convex/betterAuth): its schema adds the indexes sign-in needs.
  local: { schema: authSchema },
  authFunctions,
  triggers: {
    user: {
      // Runs in the same mutation that creates the better-auth user.
      onCreate: async (ctx, authUser) => {
        await onAuthUserCreated(ctx, {
          authId: authUser._id,
          email: authUser.email,
          name: authUser.name,
          emailVerified: authUser.emailVerified,
        })
      },
      onUpdate: async (ctx, authUser, before) => {
        await onAuthUserUpdated(
          ctx,
          {
            authId: authUser._id,
            email: authUser.email,
            name: authUser.name,
            emailVerified: authUser.emailVerified,
          },
          { emailVerified: before.emailVerified },
        )
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
  await ctx.scheduler.runAfter(0, internal.accounts.emails.enqueue, email)
}

/**
 * Drops the password and sessions of an account whose address is being confirmed somewhere other
 * than the browser that signed it up (lib/signUpProof): whoever chose that password proved nothing.
 */
async function dropUnprovenPassword(
  ctx: GenericCtx<DataModel>,
  user: { id: string; email: string },
) {
  if (!('runMutation' in ctx)) {
    throw new Error('A confirmation can only be handled in a mutation or an action')
  }
  await ctx.runMutation(internal.accounts.users.dropUnprovenPassword, {
    authId: user.id,
    email: user.email,
  })
}

/** Refuses an address CASEFILE_SIGN_UP does not let create an account (lib/signUpPolicy). */
async function assertMaySignUp(ctx: GenericCtx<DataModel>, email: string) {
  if (!(await ctx.runQuery(internal.accounts.users.signUpAllowed, { email }))) {
    throw new APIError('FORBIDDEN', { code: SIGN_UP_CLOSED, message: SIGN_UP_CLOSED_MESSAGE })
  }
}

const ACCOUNT_DISABLED = 'ACCOUNT_DISABLED'
const ACCOUNT_DISABLED_MESSAGE = 'This account is disabled. Ask your administrator to enable it.'

/** False for an account a superadmin disabled (admin/users:setDisabled). */
async function mayHoldSession(ctx: GenericCtx<DataModel>, authId: string) {
  if (!('runQuery' in ctx)) return true
  return await ctx.runQuery(internal.accounts.users.mayHoldSession, { authId })
}

/** A display name trimmed, or a plain refusal (lib/names); undefined stays undefined. */
function checkedDisplayName(name: string | null | undefined) {
  if (name === undefined || name === null) return undefined
  const problem = displayNameProblem(name)
  if (problem) throw new APIError('BAD_REQUEST', { code: 'INVALID_NAME', message: problem })
  return name.trim()
}

export const createAuthOptions = (ctx: GenericCtx<DataModel>) => {
  const siteUrl = process.env.SITE_URL ?? 'http://localhost:3000'
  const secret = process.env.BETTER_AUTH_SECRET ?? ''

  return {
    baseURL: siteUrl, // proxy mode: the app forwards /api/auth/* to the Convex site
    basePath: AUTH_BASE_PATH,
    secret: process.env.BETTER_AUTH_SECRET,
    trustedOrigins: [siteUrl],
    database: authComponent.adapter(ctx),
    emailAndPassword: {
      enabled: true,
      // A password proves nothing about the address. Until its owner opens the link we mail, the
      // account cannot sign in, and nothing (an invitation, SUPERADMIN_EMAILS) is granted to it.
      // A sign-up for a taken address answers exactly like a new one; the owner is told by email.
      requireEmailVerification: true,
      onExistingUserSignUp: async ({ user }) => {
        await queueEmail(ctx, { to: user.email, kind: 'account-exists', url: `${siteUrl}/login` })
      },
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
    },
    emailVerification: {
      sendOnSignUp: true,
      // A password sign-in to an unconfirmed account is refused and mails a fresh link.
      sendOnSignIn: true,
      // The link signs its opener in: the owner of the address, who may not have chosen the password.
      autoSignInAfterVerification: true,
      // Runs once the token is checked and before the address counts as verified (so before any
      // grant): a password set from another browser does not survive the confirmation.
      beforeEmailVerification: async (user, request) => {
        const cookies = request?.headers.get('cookie')
        // An address already proven has nothing unproven to drop (an email code may re-verify it).
        if (!user.emailVerified && !(await holdsSignUpProof(cookies, secret, user.email))) {
          await dropUnprovenPassword(ctx, user)
        }
      },
      sendVerificationEmail: async ({ user, url }) => {
        await queueEmail(ctx, { to: user.email, kind: 'verify-email', url })
      },
    },
    databaseHooks: {
      // Every sign-in (password, link, code, a confirmation link's auto sign-in) creates a
      // session here: an account a superadmin disabled gets none.
      session: {
        create: {
          before: async (session) => {
            if (!(await mayHoldSession(ctx, session.userId))) {
              throw new APIError('FORBIDDEN', {
                code: ACCOUNT_DISABLED,
                message: ACCOUNT_DISABLED_MESSAGE,
              })
            }
          },
        },
      },
      user: {
        create: {
          // Every way an account comes to exist (a sign-in link or an email code for a new
          // address, too) passes here. A link opened in the browser goes back to a page that says
          // why; a form gets the plain message.
          before: async (user, endpoint) => {
            try {
              await assertMaySignUp(ctx, user.email)
            } catch (error) {
              if (endpoint?.path === '/magic-link/verify') {
                throw endpoint.redirect(`${siteUrl}/auth?error=${SIGN_UP_CLOSED}`)
              }
              throw error
            }
            return { data: { ...user, name: checkedDisplayName(user.name) ?? '' } }
          },
        },
        update: {
          before: async (user) => {
            const name = checkedDisplayName(user.name)
            return { data: name === undefined ? user : { ...user, name } }
          },
        },
      },
    },
    hooks: {
      // The password form is checked before better-auth looks the address up, so an address that
      // may not sign up gets the same refusal whether or not it already has an account.
      // The name is checked here too (databaseHooks check it again for every path) for the same
      // reason: a refusal must not depend on whether the address is taken.
      before: createAuthMiddleware(async (hook) => {
        if (hook.path !== '/sign-up/email') return
        const body = (hook.body ?? {}) as { email?: unknown; name?: unknown }
        if (typeof body.name === 'string') checkedDisplayName(body.name)
        await assertMaySignUp(ctx, String(body.email ?? ''))
      }),
      // better-auth answers a taken address with a made-up user whose id and fields differ in form
      // from a real one. Both answers become the same few bytes, so sign-up cannot tell them apart.
      // The answer also marks this browser as the one that chose the password (lib/signUpProof),
      // for a new address and a taken one alike, so the cookie tells nothing either. Only a page of
      // this site (a trusted origin) may earn the mark: a form posted from another site must not
      // plant it.
      after: createAuthMiddleware(async (hook) => {
        if (hook.path !== '/sign-up/email' || isAPIError(hook.context.returned)) return
        const origin = hook.headers?.get('origin')
        if (origin && hook.context.isTrustedOrigin(origin)) {
          const email = String((hook.body as { email?: unknown } | undefined)?.email ?? '')
          const expiresAt = Date.now() + SIGN_UP_PROOF_MAX_AGE_SECONDS * 1000
          hook.setCookie(SIGN_UP_PROOF_COOKIE, await signUpProofValue(secret, email, expiresAt), {
            httpOnly: true,
            sameSite: 'lax',
            secure: siteUrl.startsWith('https:'),
            path: AUTH_BASE_PATH,
            maxAge: SIGN_UP_PROOF_MAX_AGE_SECONDS,
          })
        }
        return hook.json({ token: null, user: null })
      }),
    },
    user: {
      deleteUser: {
        enabled: true,
        // An organisation must keep an admin: the last admin of a firm with other members
        // hands the role on before deleting the account.
        beforeDelete: async (user) => {
          const blockers = await ctx.runQuery(internal.accounts.users.deletionBlockers, {
            authId: user.id,
          })
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
        // http.ts removes every address a caller claims and states the one to believe: the app
        // proxy's, or one shared by all who bypass the app (lib/clientAddress).
        ipAddressHeaders: [CLIENT_ADDRESS_HEADER],
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
