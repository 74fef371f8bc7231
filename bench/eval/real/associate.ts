// Scores the offline associate on the real corpus's questions: each part's documents are put in
// matters of MATTER_SIZE filings (a dossier of unrelated cases, so the question must find its
// case), and each question is asked of its whole matter. An answerable question is right when a
// citation among the first three comes from its document and either that quote holds the
// labelled text or the answer states the labelled answer; an unanswerable one when the answer is
// "not found". The engine of before the facts layer (extractive only) is scored beside it.
import { answerExtractive } from '../../../convex/ai/model/associate/extractive'
import { answerOffline, type ScopeFact } from '../../../convex/ai/model/associate/typed'
import type { OfflineAnswer, SourcePage } from '../../../convex/ai/model/associate/types'
import { documentFacts } from '../../../convex/ai/model/facts'
import { findDates } from '../../../convex/ai/model/extract/dates'
import { type RealDocument, SCORED_PARTS, type ScoredPart, scoredPartOf } from './dataset'

/** Filings per matter. */
export const MATTER_SIZE = 12

export type RealAnswerer = (
  question: string,
  pages: SourcePage[],
  facts: ScopeFact[],
) => OfflineAnswer

export const ENGINES: Record<'facts' | 'extractive', RealAnswerer> = {
  facts: (question, pages, facts) => answerOffline(question, pages, facts, { maxCitations: 5 }),
  extractive: (question, pages) => answerExtractive(question, pages, { maxCitations: 5 }),
}

export type AssociateMiss = {
  document: string
  question: string
  expected: string
  answer: string
  top: Array<{ document: string; quote: string }>
}

export type AssociatePart = {
  documents: number
  matters: number
  answerable: {
    questions: number
    right: number
    rate: number
    byKind: Record<string, { questions: number; right: number }>
  }
  unanswerable: { questions: number; notFound: number; rate: number }
  misses: AssociateMiss[]
  wronglyAnswered: Array<{ document: string; question: string; answer: string }>
}

const squash = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
const ratio = (a: number, b: number) => (b === 0 ? 1 : Math.round((a / b) * 1000) / 1000)

/** The part's documents as matters: consecutive groups of MATTER_SIZE. */
export function mattersOf(documents: readonly RealDocument[]): RealDocument[][] {
  const matters: RealDocument[][] = []
  for (let i = 0; i < documents.length; i += MATTER_SIZE)
    matters.push(documents.slice(i, i + MATTER_SIZE))
  return matters
}

function matterSources(matter: RealDocument[]) {
  const pages: SourcePage[] = matter.flatMap((doc) =>
    doc.pages.map((p) => ({
      documentId: doc.id,
      documentName: `${doc.id}.txt`,
      page: p.page,
      text: p.text,
    })),
  )
  const facts: ScopeFact[] = matter.flatMap((doc) =>
    documentFacts(doc.pages).map((fact) => ({
      ...fact,
      documentId: doc.id,
      documentName: `${doc.id}.txt`,
    })),
  )
  return { pages, facts }
}

const factsByPages = new WeakMap<SourcePage[], ScopeFact[]>()

/** The facts of a set of pages (per document, as processing builds them), computed once. */
export function factsOfPages(pages: SourcePage[]): ScopeFact[] {
  const known = factsByPages.get(pages)
  if (known) return known
  const byDocument = new Map<string, SourcePage[]>()
  for (const page of pages) {
    const list = byDocument.get(page.documentId) ?? []
    list.push(page)
    byDocument.set(page.documentId, list)
  }
  const facts = [...byDocument.values()].flatMap((list) =>
    documentFacts(list).map((fact) => ({
      ...fact,
      documentId: list[0]!.documentId,
      documentName: list[0]!.documentName,
    })),
  )
  factsByPages.set(pages, facts)
  return facts
}

/** The product's offline engine for a set of pages alone: facts built from them, then answered. */
export function answerWithFacts(question: string, pages: SourcePage[]): OfflineAnswer {
  return answerOffline(question, pages, factsOfPages(pages), { maxCitations: 5 })
}

/**
 * Whether an answer states the labelled answer's date in another writing ("July 20, 2020" for a
 * label "7/20/2020"): only when the label is one date and nothing else, so the same calendar day
 * is provably the same answer.
 */
export function statesSameDate(text: string, expected: string): boolean {
  const want = findDates(expected)
  if (want.length !== 1 || expected.replace(/[\s.,]/g, '').length > 24) return false
  return findDates(text).some((d) => d.value === want[0]!.value)
}

/** Scores one part with one engine. */
export function scoreAssociatePart(
  documents: readonly RealDocument[],
  engine: RealAnswerer,
): AssociatePart {
  const matters = mattersOf(documents)
  const part: AssociatePart = {
    documents: documents.length,
    matters: matters.length,
    answerable: { questions: 0, right: 0, rate: 1, byKind: {} },
    unanswerable: { questions: 0, notFound: 0, rate: 1 },
    misses: [],
    wronglyAnswered: [],
  }
  for (const matter of matters) {
    const { pages, facts } = matterSources(matter)
    for (const doc of matter) {
      for (const q of doc.questions) {
        const answer = engine(q.question, pages, facts)
        const text = answer.found ? answer.parts.join('') : ''
        const top = answer.found ? answer.citations.slice(0, 3) : []
        const fromDoc = top.filter((c) => c.documentId === doc.id)
        const right =
          fromDoc.length > 0 &&
          (fromDoc.some((c) => squash(c.quote).includes(squash(q.quoteHas))) ||
            squash(text).includes(squash(q.answer)) ||
            statesSameDate(text, q.answer))
        part.answerable.questions++
        const kind = (part.answerable.byKind[q.kind] ??= { questions: 0, right: 0 })
        kind.questions++
        if (right) {
          part.answerable.right++
          kind.right++
        } else {
          part.misses.push({
            document: doc.id,
            question: q.question,
            expected: q.answer,
            answer: text.replace(/\s+/g, ' ').slice(0, 300),
            top: top.map((c) => ({
              document: c.documentId,
              quote: c.quote.replace(/\s+/g, ' ').slice(0, 160),
            })),
          })
        }
      }
      for (const q of doc.unanswerable) {
        const answer = engine(q.question, pages, facts)
        part.unanswerable.questions++
        if (!answer.found) part.unanswerable.notFound++
        else {
          part.wronglyAnswered.push({
            document: doc.id,
            question: q.question,
            answer: answer.parts.join('').replace(/\s+/g, ' ').slice(0, 200),
          })
        }
      }
    }
  }
  part.answerable.rate = ratio(part.answerable.right, part.answerable.questions)
  part.unanswerable.rate = ratio(part.unanswerable.notFound, part.unanswerable.questions)
  return part
}

/** The scored parts (tuned on, unseen batches, held out), both engines. */
export function scoreAssociateCorpus(documents: readonly RealDocument[]) {
  return Object.fromEntries(
    SCORED_PARTS.map((part) => {
      const inPart = documents.filter((d) => scoredPartOf(d) === part)
      return [
        part,
        {
          facts: scoreAssociatePart(inPart, ENGINES.facts),
          extractive: scoreAssociatePart(inPart, ENGINES.extractive),
        },
      ]
    }),
  ) as Record<ScoredPart, { facts: AssociatePart; extractive: AssociatePart }>
}
