// The demo installation's prompt library: a few of Casefile's own prompts (every firm sees them),
// installed once by title, written by the seeded superadmin.
import { internalMutation } from '../_generated/server'

const CASEFILE_PROMPTS = [
  {
    title: 'Summarise a complaint',
    category: 'Pleadings',
    tags: ['Complaint'],
    body: 'Summarise {{document}}: the parties, each claim with the facts alleged for it, and the relief sought. Cite the paragraph for each point.',
  },
  {
    title: 'Deposition topics for a witness',
    category: 'Discovery',
    tags: ['Depositions'],
    body: 'List the topics to cover with {{witness}} at deposition, with the passages of the documents that mention them, in the order of events.',
  },
  {
    title: 'What did a party know, and when',
    category: 'Case analysis',
    tags: ['Chronology', 'Knowledge'],
    body: 'What did {{party}} know about the issue before {{date}}? Quote each document that shows it, with its date.',
  },
  {
    title: 'Privilege log description',
    category: 'Discovery',
    tags: ['Privilege'],
    body: 'Describe {{document}} for a privilege log without revealing privileged content: its date, author, recipients, general subject and the privilege claimed.',
  },
]

export const seedPrompts = internalMutation({
  args: {},
  handler: async (ctx) => {
    const author = await ctx.db
      .query('users')
      .withIndex('by_email', (q) => q.eq('email', 'admin@casefile.test'))
      .first()
    if (!author) return null
    const installed = await ctx.db
      .query('prompts')
      .withIndex('by_organizationId_and_scope_and_authorId', (q) =>
        q.eq('organizationId', undefined).eq('scope', 'casefile'),
      )
      .take(500)
    for (const prompt of CASEFILE_PROMPTS) {
      if (installed.some((each) => each.title === prompt.title)) continue
      await ctx.db.insert('prompts', {
        ...prompt,
        scope: 'casefile',
        authorId: author._id,
        usageCount: 0,
        updatedAt: Date.now(),
      })
    }
    return null
  },
})
