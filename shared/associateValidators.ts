// The associate's threads and messages: what a thread may draw on (its scope), a numbered
// citation, a message's life (streaming → done | stopped | failed), and the limits of each.
import { type Infer, v } from 'convex/values'

/** The longest question, thread title and list of colleagues a thread is shared with. */
export const QUESTION_MAX = 4_000
export const TITLE_MAX = 120
export const SHARED_WITH_MAX = 50
/** What a selection scope may hold. */
export const SCOPE_DOCUMENTS_MAX = 200
export const SCOPE_FOLDERS_MAX = 20
/** Threads listed at once (a matter's, or the pocket associate's recent ones). */
export const THREADS_LISTED_MAX = 200
export const RECENT_THREADS_MAX = 20
/** Messages a thread shows (the newest ones); older ones stay in the export. */
export const MESSAGES_SHOWN_MAX = 200
/** A message still 'streaming' with no write for this long lost its writer (a restart). */
export const STREAM_STALE_MS = 120_000

/** What a thread's answers draw on: the whole matter, a dossier selection, or a review table. */
export const vThreadScope = v.union(
  v.object({ kind: v.literal('matter') }),
  v.object({
    kind: v.literal('selection'),
    documentIds: v.array(v.id('documents')),
    folderIds: v.array(v.id('folders')),
  }),
  v.object({ kind: v.literal('table'), tableId: v.id('reviewTables') }),
)
export type ThreadScope = Infer<typeof vThreadScope>

/** One numbered citation of an answer: the quote is the page's text at [start, end). */
export const vAnswerCitation = v.object({
  n: v.number(),
  documentId: v.id('documents'),
  documentName: v.string(),
  page: v.number(),
  start: v.number(),
  end: v.number(),
  quote: v.string(),
})
export type AnswerCitation = Infer<typeof vAnswerCitation>

export const vMessageStatus = v.union(
  v.literal('streaming'),
  v.literal('done'),
  v.literal('stopped'),
  v.literal('failed'),
)
export type MessageStatus = Infer<typeof vMessageStatus>
