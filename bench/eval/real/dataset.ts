// The real-filings corpus (issue 27): court documents nobody here wrote, labelled by hand, split
// by source into a tuning part and a held-out part (README.md beside this file says where each
// came from and how the split was made). Read from the repository on every call.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PageText } from '../../../convex/ai/model/extract/types'

const EVAL_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const LABELS = path.join(EVAL_ROOT, 'real', 'labels')

export type Part = 'tuning' | 'heldout'

/**
 * Tuning-side batches kept as unseen tests (README "Batch j", "Batch l"): fresh draws labelled by
 * readers who never ran the engine, measured before anyone read them, and never tuned on. The
 * benches score them apart from the tuning documents.
 */
export const UNSEEN_BATCHES: readonly string[] = ['j', 'l']

/** The parts the benches score apart: what the engine was tuned on, the unseen batches, held out. */
export type ScoredPart = 'tuning' | 'unseen' | 'heldout'
export const SCORED_PARTS: readonly ScoredPart[] = ['tuning', 'unseen', 'heldout']

/** The part a document is scored in (a batch is its id's first letter). */
export function scoredPartOf(doc: { id: string; part: Part }): ScoredPart {
  if (doc.part === 'heldout') return 'heldout'
  return UNSEEN_BATCHES.includes(doc.id.split('-')[0]!) ? 'unseen' : 'tuning'
}
export type JudgeRole =
  'presiding' | 'district' | 'magistrate' | 'panel' | 'author' | 'trial' | 'other'

/** What a reader wrote down from a document's caption, header and signature. */
export type RealLabels = {
  docket: string | null
  docketBelow: string | null
  court: string | null
  courtBelow: string | null
  judges: Array<{ name: string; role: JudgeRole }>
  judge: string | null
  plaintiffs: string[]
  defendants: string[]
  dateFiled: string | null
  notes?: string
}

export type RealQuestion = { kind: string; question: string; answer: string; quoteHas: string }
export type RealUnanswerable = { question: string; why: string }

/** One labelled real document with its pages. */
export type RealDocument = {
  id: string
  part: Part
  file: string
  source: { repository: string; path: string; commit: string; locator?: string }
  court: string
  courtKey: string
  documentType: string
  captionStyle: string
  scanned: boolean
  labels: RealLabels
  questions: RealQuestion[]
  unanswerable: RealUnanswerable[]
  pages: PageText[]
}

/** A document's text as pages: a form feed separates them. */
export function pagesOf(text: string): PageText[] {
  return text
    .split('\f')
    .map((page, index) => ({ page: index + 1, text: page }))
    .filter((page, index, all) => page.text.trim() !== '' || index < all.length - 1)
}

/** Every labelled real document (both parts), in label-file order. */
export function realCorpus(): RealDocument[] {
  if (!fs.existsSync(LABELS)) return []
  const documents: RealDocument[] = []
  for (const file of fs
    .readdirSync(LABELS)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const entries = JSON.parse(fs.readFileSync(path.join(LABELS, file), 'utf8')) as Array<
      Omit<RealDocument, 'pages'>
    >
    for (const entry of entries) {
      const text = fs.readFileSync(path.join(EVAL_ROOT, entry.file), 'utf8')
      documents.push({
        ...entry,
        questions: entry.questions ?? [],
        unanswerable: entry.unanswerable ?? [],
        pages: pagesOf(text),
      })
    }
  }
  return documents
}
