// The associate answers the question asked (issue 27): a question of fact (who, which court,
// which number, when, how much) is answered from the facts layer first, the fact with its
// citation on the line that states it, then supporting quotes from the extractive engine. The
// case is found by the question's rare words (names) in each document's parties, name and
// caption; a question naming no document in scope falls back to the extractive engine, whose
// honest "not found" stays as it was. Pure.
import type { Fact } from '../../../../shared/factValidators'
import { FACT_ROLE_LABELS } from '../../../../shared/factValidators'
import { findAmounts } from '../extract/amounts'
import { findCaseNumbers } from '../extract/caseNumbers'
import { findCourts } from '../extract/courts'
import { findDates } from '../extract/dates'
import { findJudges } from '../extract/judges'
import { squeeze } from '../extract/text'
import { askedOf, type Asked } from './asked'
import { findDisposition } from './decision'
import { answerExtractive, OFFLINE_PREFACE } from './extractive'
import { contentStemSet, STOP_WORDS, tokenize } from './terms'
import type { AnswerCitation, OfflineAnswer, SourcePage } from './types'

/** A stored fact of a document in the question's scope. */
export type ScopeFact = Fact & { documentId: string; documentName: string }

/** Words of a question that name no case: what it asks and how. */
const ASKING = new Set(
  (
    'judge judges justice justices magistrate district court courts circuit appeals appeal appellate ' +
    'trial presiding presided panel decided decide wrote authored signed sign name named identify ' +
    'docket number numbers no civil action plaintiff plaintiffs defendant defendants appellant ' +
    'appellants appellee appellees petitioner petitioners respondent respondents parties party ' +
    'filed file filing date dated decided issued entered heard hear pending amount much sum ' +
    'penalty fine award dollars opinion order judgment complaint motion brief hon honorable ' +
    'below lower state federal united states v vs versus re against sued brought suit action ' +
    'day days year years month'
  ).split(' '),
)

/**
 * The question's words that name a case (parties, places, people): the capitalised ones after its
 * first word, less its asking words ("Who is the district judge in Zepeda Rivas v. Jennings?" →
 * zepeda, rivas, jennings).
 */
export function nameTerms(question: string): string[] {
  const out: string[] = []
  for (const { word, start } of tokenize(question)) {
    if (start === 0 || !/^\p{Lu}/u.test(question.slice(start, start + 1))) continue
    if (word.length < 3 || STOP_WORDS.has(word) || ASKING.has(word) || /^\d+$/.test(word)) continue
    if (!out.includes(word)) out.push(word)
  }
  return out
}

function wordsOf(text: string): Set<string> {
  return new Set(tokenize(text).map((t) => t.word))
}

/** Documents the question names, best first: those holding the most of its name terms. */
function namedDocuments(question: string, pages: SourcePage[], facts: ScopeFact[]): string[] {
  const documents = new Set([...pages.map((p) => p.documentId), ...facts.map((f) => f.documentId)])
  const heldBy = new Map<string, Set<string>>()
  for (const id of documents) heldBy.set(id, documentWords(id, pages, facts))
  // A word most documents hold ("Section", "State") names no one case.
  const common = (word: string) =>
    documents.size >= 4 &&
    [...heldBy.values()].filter((held) => held.has(word)).length > documents.size / 2
  const asked = nameTerms(question)
  const distinctive = asked.filter((word) => !common(word))
  // A question naming the matter's own case ("Ohio Teachers v. Northwind", held by most of its
  // documents) looks for the documents that hold the most of its names.
  const names = distinctive.length > 0 ? distinctive : asked
  if (names.length === 0) return documents.size === 1 ? [...documents] : []
  const scored: Array<{ id: string; score: number }> = []
  for (const id of documents) {
    const held = heldBy.get(id)!
    const score = names.filter((n) => held.has(n)).length
    if (score > 0) scored.push({ id, score })
  }
  const best = Math.max(0, ...scored.map((s) => s.score))
  // Most of the question's names must be there: one shared word ("Chapel") does not name a case.
  const needed = Math.max(1, Math.ceil(names.length / 2))
  return scored.filter((s) => s.score === best && best >= needed).map((s) => s.id)
}

/** The words of a document's name, first pages' heads and parties: where a case is named. */
function documentWords(id: string, pages: SourcePage[], facts: ScopeFact[]): Set<string> {
  {
    const own = facts.filter((f) => f.documentId === id)
    const caption = pages
      .filter((p) => p.documentId === id && p.page <= 2)
      .map((p) => p.text.slice(0, 3000))
      .join(' ')
    const name = own[0]?.documentName ?? pages.find((p) => p.documentId === id)?.documentName ?? ''
    return wordsOf(
      [name, caption, ...own.filter((f) => f.kind === 'party').map((f) => f.value)].join(' '),
    )
  }
}

/** How well a fact answers: its kind and role in the asked order, its context's fit, its confidence. */
function factScore(fact: ScopeFact, asked: Asked, questionStems: Set<string>): number {
  const kindRank = asked.kinds.indexOf(fact.kind)
  if (kindRank === -1) return -1
  let score = 2 - kindRank
  if (asked.roles.length > 0) {
    const roleRank = asked.roles.indexOf(fact.role)
    if (roleRank === -1) return -1
    score += 1 - roleRank * 0.25
  }
  if (asked.courtWords) score += asked.courtWords.test(fact.value) ? 1 : -1.5
  if (fact.kind === 'date' || fact.kind === 'amount') {
    // A dated event or an amount answers only what its sentence speaks of.
    const context = contentStemSet(fact.context)
    let shared = 0
    for (const s of questionStems) if (context.has(s)) shared++
    if (shared === 0) return -1
    score += shared * 0.6
  }
  if (fact.kind === 'filingDate' && !asked.ownDate) score -= 1.5
  return score + fact.confidence * 0.5 - fact.page * 0.01
}

/** The line a fact stands on, as a citation (its quote is exactly the page's text there). */
function lineCitation(fact: ScopeFact, page: SourcePage, n: number): AnswerCitation {
  const text = page.text
  let start = text.lastIndexOf('\n', fact.start - 1) + 1
  let end = text.indexOf('\n', fact.end)
  if (end === -1) end = text.length
  if (end - start > 300) {
    start = Math.max(start, fact.start - 120)
    end = Math.min(end, fact.end + 120)
  }
  while (start < fact.start && /\s/.test(text[start]!)) start++
  while (end > fact.end && /\s/.test(text[end - 1]!)) end--
  return {
    n,
    documentId: fact.documentId,
    documentName: fact.documentName,
    page: fact.page,
    start,
    end,
    quote: text.slice(start, end),
  }
}

function factLine(asked: Asked, facts: ScopeFact[]): string {
  const first = facts[0]!
  const role = FACT_ROLE_LABELS[first.role]
  const values = facts.map((f) => f.display).join('; ')
  const label = first.kind === 'judge' && role ? `Judge (${role})` : asked.label
  return `${label}: ${values}`
}

/**
 * The answer to a question of fact from the facts of the documents it names, or null when the
 * facts do not answer it (the caller then answers extractively).
 */
function answerFactQuestion(
  question: string,
  asked: Asked | null,
  pages: SourcePage[],
  facts: ScopeFact[],
  options?: { maxCitations?: number },
): OfflineAnswer | null {
  if (!asked || facts.length === 0) return null
  const named = namedDocuments(question, pages, facts)
  if (named.length === 0) return null
  if (asked.decision) return decisionAnswer(question, pages, named, options)
  const names = new Set(nameTerms(question))
  const questionStems = contentStemSet(
    tokenize(question)
      .filter((t) => !names.has(t.word) && !ASKING.has(t.word))
      .map((t) => t.word)
      .join(' '),
  )
  const ranked = facts
    .filter((f) => named.includes(f.documentId))
    .map((fact) => ({ fact, score: factScore(fact, asked, questionStems) }))
    .filter((x) => x.score >= 0)
    .sort((a, b) => b.score - a.score)
  const best = ranked[0]?.fact
  if (!best) return null
  const page = pages.find((p) => p.documentId === best.documentId && p.page === best.page)
  if (!page) return null
  // A party question lists the side's names; other kinds give the one fact.
  const shown =
    best.kind === 'party'
      ? ranked
          .map((x) => x.fact)
          .filter((f) => f.documentId === best.documentId && f.role === best.role)
      : [best]
  const citations = withSupport(question, pages, lineCitation(best, page, 1), options)
  const parts = [
    `${OFFLINE_PREFACE}\n\n`,
    `${factLine(asked, shown)} [1]\n`,
    ...(citations.length > 1 ? ['\nSupporting passages:\n'] : []),
    ...citations.slice(1).map((c) => `- “${squeeze(c.quote)}” [${c.n}]\n`),
  ]
  return { found: true, parts, citations }
}

const DATE_LIKE =
  /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?\s+\d|\b\d{1,2}\/\d{1,2}\b|\b(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|today|tomorrow|yesterday)\b|\b(?:19|20)\d{2}\b/i

/** "How did the court rule?": the disposition of the named documents, cited, then support. */
function decisionAnswer(
  question: string,
  pages: SourcePage[],
  named: string[],
  options?: { maxCitations?: number },
): OfflineAnswer | null {
  const found = findDisposition(
    question,
    pages.filter((p) => named.includes(p.documentId)),
  )
  if (!found) return null
  const first: AnswerCitation = {
    n: 1,
    documentId: found.page.documentId,
    documentName: found.page.documentName,
    page: found.page.page,
    start: found.start,
    end: found.end,
    quote: found.page.text.slice(found.start, found.end),
  }
  const citations = withSupport(question, pages, first, options)
  return {
    found: true,
    parts: [
      `${OFFLINE_PREFACE}\n\n`,
      `Decision: ${found.outcome} [1]\n`,
      ...(citations.length > 1 ? ['\nSupporting passages:\n'] : []),
      ...citations.slice(1).map((c) => `- “${squeeze(c.quote)}” [${c.n}]\n`),
    ],
    citations,
  }
}

/** The first citation, then the extractive engine's passages of its document that do not repeat it. */
function withSupport(
  question: string,
  pages: SourcePage[],
  first: AnswerCitation,
  options?: { maxCitations?: number },
): AnswerCitation[] {
  const citations = [first]
  const max = Math.max(1, Math.floor(options?.maxCitations ?? 5))
  const support = answerExtractive(
    question,
    pages.filter((p) => p.documentId === first.documentId),
    { maxCitations: max },
  )
  if (support.found) {
    for (const c of support.citations) {
      if (citations.length >= max) break
      const overlaps = c.page === first.page && c.start < first.end && first.start < c.end
      if (!overlaps) citations.push({ ...c, n: citations.length + 1 })
    }
  }
  return citations
}

/** Whether a quote holds a value of the kind asked for (a judge's name, a date, a number, money). */
const HOLDS: Partial<Record<Fact['kind'], (quote: string) => boolean>> = {
  judge: (quote) =>
    findJudges(quote).length > 0 || /\b(?:J\.|JJ\.|Judge|Justice|Chancellor)\b/.test(quote),
  court: (quote) => findCourts(quote).length > 0 || /\bCourt\b/i.test(quote),
  docket: (quote) => findCaseNumbers(quote).length > 0 || /\bNo\.?\s*[\w-]*\d/.test(quote),
  filingDate: (quote) => findDates(quote).length > 0 || DATE_LIKE.test(quote),
  date: (quote) => findDates(quote).length > 0 || DATE_LIKE.test(quote),
  amount: (quote) => findAmounts(quote).length > 0 || /\d\s*(?:%|percent\b)/i.test(quote),
}

/**
 * The associate's offline answer: from the facts when the question is one of fact; otherwise
 * extractive. A question of fact about a case the scope holds, which the facts do not answer,
 * takes an extractive answer only when its first quote holds a value of the kind asked ("Which
 * judge signed the order?" is not answered by the caption's party lines): else "not found".
 */
export function answerOffline(
  question: string,
  pages: SourcePage[],
  facts: ScopeFact[],
  options?: { maxCitations?: number },
): OfflineAnswer {
  const asked = askedOf(question)
  const fromFacts = answerFactQuestion(question, asked, pages, facts, options)
  if (fromFacts) return fromFacts
  const answer = answerExtractive(question, pages, options)
  if (!answer.found || !asked || facts.length === 0) return answer
  const holds = HOLDS[asked.kinds[0]!]
  if (!holds || asked.kinds[0] === 'party') return answer
  return holds(answer.citations[0]!.quote) ? answer : { found: false }
}
