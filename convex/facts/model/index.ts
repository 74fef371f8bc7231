// The facts layer's storage: build a document's facts from its stored pages (replacing what an
// earlier run left) and delete them with the document. Reads are bounded: the first
// FACT_PAGES_MAX pages; at most the facts documentFacts() keeps.
import type { Doc, Id } from '../../_generated/dataModel'
import type { MutationCtx, QueryCtx } from '../../_generated/server'
import { documentFacts, FACT_PAGES_MAX } from '../../ai/model/facts'
import type { Fact } from '../../../shared/factValidators'
import { FACT_KIND_LABELS, FACT_ROLE_LABELS } from '../../../shared/factValidators'

/** The searchable text of a fact: what it is, its role, its value and its context. */
export function searchTextOf(fact: Fact): string {
  return [FACT_KIND_LABELS[fact.kind], FACT_ROLE_LABELS[fact.role], fact.display, fact.context]
    .filter((part) => part !== '')
    .join(' · ')
}

/** Deletes every fact of a document (R11: nothing derived from a deleted document stays). */
export async function deleteDocumentFacts(ctx: MutationCtx, documentId: Id<'documents'>) {
  const facts = await ctx.db
    .query('documentFacts')
    .withIndex('by_documentId', (q) => q.eq('documentId', documentId))
    .collect()
  for (const fact of facts) await ctx.db.delete('documentFacts', fact._id)
  return facts.length
}

/** A document's stored facts, in reading order within each kind. */
export async function factsOfDocument(ctx: QueryCtx, documentId: Id<'documents'>) {
  return await ctx.db
    .query('documentFacts')
    .withIndex('by_documentId', (q) => q.eq('documentId', documentId))
    .collect()
}

/** Builds (or rebuilds) a document's facts from its pages; the count stored. */
export async function buildDocumentFacts(ctx: MutationCtx, document: Doc<'documents'>) {
  const pages = await ctx.db
    .query('documentPages')
    .withIndex('by_documentId_and_page', (q) => q.eq('documentId', document._id))
    .take(FACT_PAGES_MAX)
  await deleteDocumentFacts(ctx, document._id)
  const facts = documentFacts(pages.map(({ page, text }) => ({ page, text })))
  for (const fact of facts) {
    await ctx.db.insert('documentFacts', {
      organizationId: document.organizationId,
      projectId: document.projectId,
      documentId: document._id,
      ...fact,
      search: searchTextOf(fact),
    })
  }
  return facts.length
}
