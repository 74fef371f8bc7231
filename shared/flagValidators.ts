// Feature flags' validators, shared by the schema and the functions (shared/flags.ts holds the
// rules). Only `convex/values` here: schema.ts imports this file.
import { v } from 'convex/values'

export const vFlagEnvironment = v.union(v.literal('dev'), v.literal('staging'), v.literal('prod'))

/** A flag's rules as stored and as the admin screen saves them. */
export const vFlagFields = {
  name: v.string(),
  description: v.string(),
  defaultValue: v.boolean(),
  environments: v.object({
    dev: v.optional(v.boolean()),
    staging: v.optional(v.boolean()),
    prod: v.optional(v.boolean()),
  }),
  organizations: v.array(v.object({ organizationId: v.id('organizations'), value: v.boolean() })),
  people: v.array(
    v.object({
      userId: v.optional(v.id('users')),
      email: v.optional(v.string()),
      value: v.boolean(),
    }),
  ),
  countries: v.array(v.object({ country: v.string(), value: v.boolean() })),
  rolloutPercent: v.optional(v.number()),
}

/** The flag context a client sends (spec §3, §7 getResolvedFlags). */
export const vFlagContext = {
  env: v.string(),
  userId: v.optional(v.union(v.string(), v.null())),
  orgId: v.optional(v.union(v.string(), v.null())),
  email: v.optional(v.union(v.string(), v.null())),
  country: v.optional(v.union(v.string(), v.null())),
}
