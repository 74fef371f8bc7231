// The demo installation's modules: Casefile's built-in litigation modules and one written by the
// model (quoted offline until a matter consents), in three categories, installed once (a module
// whose slug exists is left as a superadmin may have changed it). And the demo's ready
// chronology draft, run once the Northwind documents are processed.
import { v } from 'convex/values'
import { internal } from '../_generated/api'
import type { Id } from '../_generated/dataModel'
import { internalMutation } from '../_generated/server'
import { openRun } from '../modules/runs'
import type { ModuleInputSpec, ModuleOutput } from '../../shared/moduleRules'
import type { BuiltinModule } from '../../shared/moduleValidators'

type DemoModule = {
  name: string
  slug: string
  /** Casefile's own runner; without one, the configured model follows `instructions`. */
  builtin?: BuiltinModule
  instructions?: string
  category: string
  description: string
  estimatedTimeMinutes: number
  inputs: ModuleInputSpec[]
  produces: ModuleOutput
}

const CATEGORIES = ['Case analysis', 'Discovery', 'Correspondence']

export const DEMO_MODULES: DemoModule[] = [
  {
    name: 'Chronology',
    slug: 'chronology',
    builtin: 'chronology',
    category: 'Case analysis',
    description: 'Dated events across the matter’s documents, in order, each with its citation.',
    estimatedTimeMinutes: 1,
    inputs: [
      { kind: 'documents', required: false },
      { kind: 'dates', required: false },
    ],
    produces: 'chronology',
  },
  {
    name: 'Complaint summary',
    slug: 'complaint-summary',
    builtin: 'complaintSummary',
    category: 'Case analysis',
    description: 'Parties, claims, relief sought and key allegations from a pleading.',
    estimatedTimeMinutes: 1,
    inputs: [{ kind: 'documents', required: true }],
    produces: 'summary',
  },
  {
    name: 'Deposition outline',
    slug: 'deposition-outline',
    builtin: 'depositionOutline',
    category: 'Discovery',
    description: 'Topics for a named witness, with the passages that mention them.',
    estimatedTimeMinutes: 2,
    inputs: [
      { kind: 'witness', required: true },
      { kind: 'documents', required: false },
    ],
    produces: 'outline',
  },
  {
    name: 'Document requests',
    slug: 'document-requests',
    builtin: 'documentRequests',
    category: 'Discovery',
    description: 'Requests for production drawn from the matter’s allegations.',
    estimatedTimeMinutes: 1,
    inputs: [{ kind: 'documents', required: false }],
    produces: 'requests',
  },
  {
    name: 'Meet-and-confer letter',
    slug: 'meet-and-confer-letter',
    builtin: 'demandLetter',
    category: 'Correspondence',
    description: 'A letter to opposing counsel from the matter’s details and your points.',
    estimatedTimeMinutes: 1,
    inputs: [
      { kind: 'party', required: false },
      { kind: 'text', required: false },
    ],
    produces: 'letter',
  },
  {
    name: 'Issues memo',
    slug: 'issues-memo',
    category: 'Case analysis',
    description: 'What the documents say on the issues you name, written by the matter’s AI model.',
    instructions:
      'Write a short memo on the disputed issues the lawyer names (or, if none, the main claims and defences): what each side’s documents say on each issue, with the key passages.',
    estimatedTimeMinutes: 2,
    inputs: [
      { kind: 'text', required: false },
      { kind: 'documents', required: false },
    ],
    produces: 'memo',
  },
]

export const seedModules = internalMutation({
  args: {},
  handler: async (ctx) => {
    const categories = new Map<string, Id<'moduleCategories'>>()
    const existing = await ctx.db.query('moduleCategories').withIndex('by_order').take(100)
    for (const category of existing) categories.set(category.name, category._id)
    let order = existing.at(-1)?.order ?? 0
    for (const name of CATEGORIES) {
      if (!categories.has(name)) {
        categories.set(name, await ctx.db.insert('moduleCategories', { name, order: ++order }))
      }
    }
    for (const { category, ...module } of DEMO_MODULES) {
      const installed = await ctx.db
        .query('modules')
        .withIndex('by_slug', (q) => q.eq('slug', module.slug))
        .first()
      if (installed) continue
      await ctx.db.insert('modules', {
        ...module,
        isActive: true,
        categoryId: categories.get(category),
        technicalNotes: module.builtin
          ? 'Built in: runs offline on Casefile’s own rules and templates.'
          : 'Written by the configured model for a matter that allows AI; quoted offline otherwise.',
        updatedAt: Date.now(),
      })
    }
    return null
  },
})

/** The demo's ready draft: the chronology of the Northwind matter, run by its creator. */
const CHRONOLOGY_MATTER = 'in-re-northwind-securities-litigation'
/** Run two days ago on the demo timeline, so the matters' activity keeps its order. */
const CHRONOLOGY_DAYS_AGO = 2
/** How often, and how many times, it looks whether the matter's documents are processed. */
const CHRONOLOGY_WAIT_MS = 2_000
const CHRONOLOGY_LOOKS = 150
const DRAFTS_LOOKED_AT = 1_000
const DAY = 24 * 60 * 60 * 1000

/**
 * Runs the chronology on the Northwind matter once its documents are processed (it looks again
 * every two seconds while any is queued or processing); once only, so a restart adds no second.
 */
export const seedChronologyDraft = internalMutation({
  args: { organizationId: v.id('organizations'), look: v.number() },
  handler: async (ctx, { organizationId, look }) => {
    const project = await ctx.db
      .query('projects')
      .withIndex('by_organizationId_and_slug', (q) =>
        q.eq('organizationId', organizationId).eq('slug', CHRONOLOGY_MATTER),
      )
      .first()
    const module = await ctx.db
      .query('modules')
      .withIndex('by_slug', (q) => q.eq('slug', 'chronology'))
      .first()
    if (!project || !module?.builtin) return null
    const ran = await ctx.db
      .query('drafts')
      .withIndex('by_moduleId', (q) => q.eq('moduleId', module._id))
      .take(DRAFTS_LOOKED_AT)
    if (ran.some((draft) => draft.projectId === project._id)) return null
    for (const status of ['queued', 'processing'] as const) {
      const waiting = await ctx.db
        .query('documents')
        .withIndex('by_projectId_and_status', (q) =>
          q.eq('projectId', project._id).eq('status', status),
        )
        .first()
      if (waiting) {
        if (look < CHRONOLOGY_LOOKS) {
          await ctx.scheduler.runAfter(
            CHRONOLOGY_WAIT_MS,
            internal.demo.modules.seedChronologyDraft,
            {
              organizationId,
              look: look + 1,
            },
          )
        }
        return null
      }
    }
    await openRun(
      ctx,
      project,
      module,
      {},
      project.createdBy,
      Date.now() - CHRONOLOGY_DAYS_AGO * DAY,
    )
    return null
  },
})
