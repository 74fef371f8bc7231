// /admin/feature-flags: superadmins keep the deployment's flags and their rules, and see how they
// fall for one person. Every change is on the deployment's audit chain.
import { v } from 'convex/values'
import type { Id } from '../_generated/dataModel'
import { superadminMutation, superadminQuery } from '../lib/functions'
import { auditDeployment } from '../prompts/model/deploymentAudit'
import { appError, invalidInput } from '../../shared/errors'
import { FLAG_DEFAULTS, flagIssues, resolveFlag, type FlagEnvironment } from '../../shared/flags'
import { vFlagEnvironment, vFlagFields } from '../../shared/flagValidators'
import { FLAGS_MAX, storedFlags, toRules } from './model'

const ORGANIZATION_CHOICES_MAX = 500

/** Every stored flag, with the known flags that have no rules yet. */
export const list = superadminQuery({
  args: {},
  handler: async (ctx) => {
    const flags = await storedFlags(ctx)
    const organizationNames = new Map<Id<'organizations'>, string>()
    for (const flag of flags) {
      for (const rule of flag.organizations) {
        if (!organizationNames.has(rule.organizationId)) {
          const organization = await ctx.db.get('organizations', rule.organizationId)
          organizationNames.set(rule.organizationId, organization?.name ?? 'Deleted organization')
        }
      }
    }
    const stored = new Set(flags.map((flag) => flag.name))
    // The organisations a rule may name (the newest first, bounded).
    const choices = await ctx.db.query('organizations').order('desc').take(ORGANIZATION_CHOICES_MAX)
    return {
      organizationChoices: choices.map((organization) => ({
        _id: organization._id,
        name: organization.name,
      })),
      flags: flags.map((flag) => ({
        ...flag,
        organizations: flag.organizations.map((rule) => ({
          ...rule,
          name: organizationNames.get(rule.organizationId)!,
        })),
      })),
      unsaved: Object.entries(FLAG_DEFAULTS)
        .filter(([name]) => !stored.has(name))
        .map(([name, defaultValue]) => ({ name, defaultValue })),
    }
  },
})

/** Creates or replaces a flag's rules (by name). */
export const save = superadminMutation({
  args: vFlagFields,
  handler: async (ctx, fields) => {
    const clean = {
      ...fields,
      name: fields.name.trim(),
      description: fields.description.trim(),
      people: fields.people.map((person) =>
        person.email === undefined
          ? person
          : { ...person, email: person.email.trim().toLowerCase() },
      ),
      countries: fields.countries.map((rule) => ({
        ...rule,
        country: rule.country.trim().toUpperCase(),
      })),
    }
    const issues = flagIssues(clean)
    if (issues.length > 0) throw invalidInput(issues)
    for (const rule of clean.organizations) {
      if (!(await ctx.db.get('organizations', rule.organizationId))) {
        throw appError('NOT_FOUND', 'Organization not found')
      }
    }
    for (const person of clean.people) {
      if (person.userId && !(await ctx.db.get('users', person.userId))) {
        throw appError('NOT_FOUND', 'User not found')
      }
    }
    const existing = await ctx.db
      .query('featureFlags')
      .withIndex('by_name', (q) => q.eq('name', clean.name))
      .unique()
    const row = { ...clean, updatedAt: Date.now(), updatedBy: ctx.viewer._id }
    if (existing) {
      await ctx.db.replace('featureFlags', existing._id, row)
    } else {
      if ((await storedFlags(ctx)).length >= FLAGS_MAX) {
        throw appError('CONFLICT', `A deployment keeps at most ${FLAGS_MAX} flags`)
      }
      await ctx.db.insert('featureFlags', row)
    }
    await auditDeployment(ctx, 'flag.saved', `Saved feature flag ${clean.name}`)
    return null
  },
})

/** Deletes a flag's rules: a known flag falls back to its default. */
export const remove = superadminMutation({
  args: { flagId: v.id('featureFlags') },
  handler: async (ctx, { flagId }) => {
    const flag = await ctx.db.get('featureFlags', flagId)
    if (!flag) throw appError('NOT_FOUND', 'Flag not found')
    await ctx.db.delete('featureFlags', flag._id)
    await auditDeployment(ctx, 'flag.removed', `Removed feature flag ${flag.name}`)
    return null
  },
})

/** How every flag falls for one person (by email), in their current organisation. */
export const preview = superadminQuery({
  args: { email: v.string(), env: vFlagEnvironment, country: v.optional(v.string()) },
  handler: async (ctx, { email, env, country }) => {
    const user = await ctx.db
      .query('users')
      .withIndex('by_email', (q) => q.eq('email', email.trim().toLowerCase()))
      .unique()
    if (!user) throw appError('NOT_FOUND', 'User not found')
    const organization = user.currentOrganizationId
      ? await ctx.db.get('organizations', user.currentOrganizationId)
      : null
    const context = {
      env: env as FlagEnvironment,
      userId: user._id,
      orgId: organization?._id ?? null,
      email: user.email,
      country: country ?? null,
    }
    const stored = (await storedFlags(ctx)).map(toRules)
    const names = new Set([...Object.keys(FLAG_DEFAULTS), ...stored.map((flag) => flag.name)])
    return {
      user: { name: user.name, email: user.email, organization: organization?.name ?? null },
      flags: [...names].sort().map((name) => {
        const flag = stored.find((item) => item.name === name)
        const resolved = flag
          ? resolveFlag(flag, context)
          : { value: FLAG_DEFAULTS[name as keyof typeof FLAG_DEFAULTS], source: 'default' as const }
        return { name, ...resolved }
      }),
    }
  },
})
