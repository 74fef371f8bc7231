// The demo installation's modules: Casefile's built-in litigation modules in three categories,
// installed once (a module whose slug exists is left as a superadmin may have changed it).
import type { Id } from '../_generated/dataModel'
import { internalMutation } from '../_generated/server'
import type { ModuleInputSpec, ModuleOutput } from '../../shared/moduleRules'
import type { BuiltinModule } from '../../shared/moduleValidators'

type DemoModule = {
  name: string
  slug: string
  builtin: BuiltinModule
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
        technicalNotes: 'Built in: runs offline on Casefile’s own rules and templates.',
        updatedAt: Date.now(),
      })
    }
    return null
  },
})
