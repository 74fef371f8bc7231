// What Casefile sends a firm's workflow engine for a run, and what it accepts back. The request
// carries the matter's text only when the matter has consented to external processing; without
// consent the engine learns that a run was asked for, of which workflow, and where to answer,
// and nothing of the matter. The answer is text in light Markdown ("# " and "## " headings,
// "- " and "1. " list items, paragraphs between blank lines), which becomes the draft's blocks;
// an engine cannot cite passages (they would be unchecked), so its draft has no citations.
import type { DraftBlock } from '../../../shared/draftValidators'
import { markdownBlocks } from '../model/markdown'

/** Where the engine answers, on the deployment's site (convex/http.ts). */
export const CALLBACK_PATH = '/modules/workflow/callback'

/** The most documents, and characters of their text, one request carries. */
export const WORKFLOW_DOCUMENTS_MAX = 50
export const WORKFLOW_TEXT_MAX = 1_000_000
/** The longest answer accepted, in characters, and its blocks. */
export const RESULT_TEXT_MAX = 200_000
const RESULT_BLOCKS_MAX = 2_000
const REASON_MAX = 500
const TITLE_MAX = 200

export type WorkflowDocument = {
  id: string
  name: string
  pages: { page: number; text: string }[]
}

export type WorkflowRequestInput = {
  runId: string
  callbackUrl: string
  module: { slug: string; name: string; n8nWorkflowId: string | null }
  /** Whether the matter consented: without it, no matter text goes in. */
  consent: boolean
  matter: { name: string; docketNumber: string | null; court: string | null }
  inputs: { from?: string; to?: string; text?: string; party?: string; witness?: string }
  documents: WorkflowDocument[]
}

/** The request's JSON: the run, and the matter's text only with its consent. */
export function workflowRequest(input: WorkflowRequestInput) {
  const base = {
    runId: input.runId,
    callbackUrl: input.callbackUrl,
    module: input.module,
    consent: input.consent,
    // Dates are the only inputs that are not the matter's text.
    inputs: { from: input.inputs.from ?? null, to: input.inputs.to ?? null },
  }
  if (!input.consent) return { ...base, matter: null, documents: [] }
  let budget = WORKFLOW_TEXT_MAX
  const documents: WorkflowDocument[] = []
  for (const document of input.documents.slice(0, WORKFLOW_DOCUMENTS_MAX)) {
    const pages = []
    for (const page of document.pages) {
      if (budget <= 0) break
      const text = page.text.slice(0, budget)
      budget -= text.length
      pages.push({ page: page.page, text })
    }
    documents.push({ id: document.id, name: document.name, pages })
  }
  return {
    ...base,
    inputs: {
      ...base.inputs,
      text: input.inputs.text ?? null,
      party: input.inputs.party ?? null,
      witness: input.inputs.witness ?? null,
    },
    matter: input.matter,
    documents,
  }
}

export type WorkflowResult =
  | { status: 'done'; title: string | null; blocks: DraftBlock[] }
  | { status: 'failed'; reason: string }

/** The engine's answer, checked: `{ status: 'done', text, title? }` or `{ status: 'failed', reason }`. */
export function parseResult(json: unknown): WorkflowResult | { error: string } {
  if (typeof json !== 'object' || json === null) return { error: 'The answer is not an object' }
  const answer = json as Record<string, unknown>
  if (answer.status === 'failed') {
    const reason = typeof answer.reason === 'string' ? answer.reason.trim() : ''
    return {
      status: 'failed',
      reason: reason === '' ? 'The workflow engine gave no reason' : reason.slice(0, REASON_MAX),
    }
  }
  if (answer.status !== 'done') return { error: 'status must be "done" or "failed"' }
  if (typeof answer.text !== 'string' || answer.text.trim() === '') {
    return { error: 'text must be the draft, as text' }
  }
  if (answer.text.length > RESULT_TEXT_MAX) {
    return { error: `text is at most ${RESULT_TEXT_MAX} characters` }
  }
  if (answer.title !== undefined && typeof answer.title !== 'string') {
    return { error: 'title must be text' }
  }
  const blocks = markdownBlocks(answer.text)
  if (blocks.length > RESULT_BLOCKS_MAX) return { error: `At most ${RESULT_BLOCKS_MAX} blocks` }
  const title = answer.title?.trim().slice(0, TITLE_MAX) || null
  return { status: 'done', title, blocks }
}
