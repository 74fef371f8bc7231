// The facts layer's storage: read the pages a build works from, store what it found (replacing
// what an earlier run left) and delete facts with the document. Reads are bounded: the first
// FACT_PAGES_MAX pages; at most the facts documentFacts() keeps.
import type { Doc, Id } from '../../_generated/dataModel'
import type { MutationCtx, QueryCtx } from '../../_generated/server'
import { FACT_PAGES_MAX } from '../../ai/model/facts'
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

/** Whether processing has left the text a facts build reads (a failed run leaves none). */
export function hasFactText(document: Doc<'documents'>) {
  return document.status === 'ready' || document.status === 'needs_ocr'
}

/**
 * Which processing run's text a build read: a build stores its facts only while the document
 * still holds that run's text, so a slow build never overwrites a newer run's facts.
 */
export function textVersionOf(document: Doc<'documents'>) {
  return document.processedAt ?? document._creationTime
}

/** The pages a facts build reads: the first FACT_PAGES_MAX, in order. */
export async function factPagesOf(ctx: QueryCtx, documentId: Id<'documents'>) {
  const pages = await ctx.db
    .query('documentPages')
    .withIndex('by_documentId_and_page', (q) => q.eq('documentId', documentId))
    .take(FACT_PAGES_MAX)
  return pages.map(({ page, text }) => ({ page, text }))
}

/** Replaces a document's facts with those a build found; the count stored. */
export async function storeDocumentFacts(
  ctx: MutationCtx,
  document: Doc<'documents'>,
  facts: readonly Fact[],
) {
  await deleteDocumentFacts(ctx, document._id)
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
