// The offline answer: the passages that answer the question, quoted, each with a numbered
// citation to its exact place; or, when none does, a plain "not found" that cites nothing.
//
// When is a question answered? Its content terms are weighted by rarity across the candidate
// passages (rank.ts: words in most documents, framing words like "assigned" and participles
// like "videotaped" weigh less), and:
//   1. if terms that no candidate page and no document name holds (not even as a related word)
//      carry a third or more of the question's weight, it is not answered: the documents do not
//      speak of what it asks ("the mediator", "the settlement amount");
//   2. otherwise a passage answers only if it covers at least 55 % of the question's weight
//      (its own words, its document's name and the heading or table header above it counting,
//      the last two at a discount), its own words cover at least 20 % of it, and it holds the
//      question's focus: the kind of answer asked for ("when": a date, "how many": a number,
//      "which court": a court) and the X of "What is the X of Y?"; if none does, not answered;
//   3. and it holds the question's own subject, not only the words that name its case or people
//      (subject.ts): a caption that names "Roe v. Lark" does not say what claims Roe asserts;
//   4. a question that asks who is answered by a passage that names a person (whoAsked.ts); a
//      yes-or-no question about an act ("Did the court grant the stay?") by one that states the
//      act, not in doubt ("whether", "would"), of most of what the question names (yesNo.ts).
// The answer quotes the best such passage first, then up to `maxCitations - 1` more that score
// at least 45 % of the first, preferring other documents and skipping repeats.
import { analyzeQuestion } from './query'
import { quoteRange } from './quote'
import { rankPassages, type ScoredPassage } from './rank'
import { subjectCoverage, subjectMask } from './subject'
import { actorNamed, namesPerson, whoAsked } from './whoAsked'
import { askedAct, objectMask, statesAct } from './yesNo'
import { tokenize } from './terms'
import type { AnswerCitation, OfflineAnswer, SourcePage } from './types'

/** The plain answer when the documents do not answer. */
export const NOT_FOUND_TEXT =
  'The documents do not say. I found no passage that answers this question, so I cite nothing.'

/** One line that says what an offline answer is, shown above it. */
export const OFFLINE_PREFACE = 'Quoted from the documents (offline: no language model wrote this).'

const DEFAULT_MAX_CITATIONS = 5
/** Above this share of the question's weight in absent terms, the documents do not speak of it. */
const MAX_ABSENT_SHARE = 1 / 3
/** A passage answers when it covers this much of the question's weight... */
const MIN_COVERAGE = 0.55
/** ...with this much from its own words. */
const MIN_TEXT_COVERAGE = 0.2
/** ...and this much of the question's subject, the words that do not name its case. */
const MIN_SUBJECT_COVERAGE = 0.4
/** ...or this much, when it answers only with its caption's credit for the case's name. */
const MIN_CAPTIONED_SUBJECT = 0.99
/** ...of which its words (not the date or number it wants) hold this much. */
const MIN_SUBJECT_WORDS = 0.3
/** A yes-or-no question's act is stated of this much of its object ("the restraining order"). */
const MIN_OBJECT_COVERAGE = 0.75
/** A further citation scores at least this share of the first. */
const FOLLOW_SCORE = 0.45
/** A task's passages (a draft gathers more than an answer quotes) score this share of the first. */
const TASK_FOLLOW_SCORE = 0.15
/** Each citation already taken from a document discounts its other passages this much. */
const SAME_DOCUMENT = 0.85
/** Passages whose words overlap this much are the same passage (a repeated paragraph). */
const DUPLICATE = 0.8

const words = (text: string) => new Set(tokenize(text).map((t) => t.word))

function overlapRatio(a: Set<string>, b: Set<string>): number {
  let shared = 0
  for (const w of a) if (b.has(w)) shared += 1
  return shared / Math.max(1, Math.min(a.size, b.size))
}

/** The passages to cite, strongest first, other documents preferred, no repeats. */
function choose(answering: ScoredPassage[], max: number, follow = FOLLOW_SCORE): ScoredPassage[] {
  const first = answering[0]
  if (!first) return []
  const picked: ScoredPassage[] = []
  const pickedWords: Set<string>[] = []
  const perDocument = new Map<string, number>()
  const rest = [...answering]
  while (picked.length < max && rest.length > 0) {
    let bestIndex = -1
    let bestScore = -1
    rest.forEach((candidate, index) => {
      const taken = perDocument.get(candidate.page.documentId) ?? 0
      const adjusted = candidate.score * SAME_DOCUMENT ** taken
      if (adjusted > bestScore) [bestIndex, bestScore] = [index, adjusted]
    })
    const [candidate] = rest.splice(bestIndex, 1)
    if (!candidate || bestScore < follow * first.score) break
    const text = candidate.page.text.slice(candidate.passage.start, candidate.passage.end)
    const own = words(text)
    const repeat = picked.some(
      (p, i) =>
        (p.page === candidate.page &&
          p.passage.start < candidate.passage.end &&
          candidate.passage.start < p.passage.end) ||
        overlapRatio(own, pickedWords[i]!) >= DUPLICATE,
    )
    if (repeat) continue
    picked.push(candidate)
    pickedWords.push(own)
    perDocument.set(
      candidate.page.documentId,
      (perDocument.get(candidate.page.documentId) ?? 0) + 1,
    )
  }
  return picked
}

/** A quote as the answer's text shows it: on one line, white space collapsed. */
function displayQuote(quote: string): string {
  return quote.replace(/\s+/g, ' ').trim()
}

/** The picked passages as numbered citations, each quote cut around the terms it matched. */
function citationsOf(
  terms: ReturnType<typeof analyzeQuestion>,
  ranking: ReturnType<typeof rankPassages>,
  picked: ScoredPassage[],
): AnswerCitation[] {
  const stemWeights = new Map<string, number>()
  terms.forEach((term, t) => {
    const w = ranking.weights[t] ?? 0
    for (const s of term.related) stemWeights.set(s, Math.max(stemWeights.get(s) ?? 0, w * 0.7))
    for (const s of term.stems) stemWeights.set(s, Math.max(stemWeights.get(s) ?? 0, w))
  })
  return picked.map((p, index) => {
    const range = quoteRange(p.page.text, p.passage, stemWeights)
    return {
      n: index + 1,
      documentId: p.page.documentId,
      documentName: p.page.documentName,
      page: p.page.page,
      start: range.start,
      end: range.end,
      quote: p.page.text.slice(range.start, range.end),
    }
  })
}

/** The extractive answer from the candidate pages, best sources first. */
export function answerExtractive(
  question: string,
  pages: SourcePage[],
  options?: { maxCitations?: number },
): OfflineAnswer {
  const max = Math.max(1, Math.floor(options?.maxCitations ?? DEFAULT_MAX_CITATIONS))
  const terms = analyzeQuestion(question)
  if (terms.length === 0 || pages.length === 0) return { found: false }
  const ranking = rankPassages(terms, pages)
  if (ranking.absentShare >= MAX_ABSENT_SHARE) return { found: false }
  const subject = subjectMask(question, terms)
  const subjectWords = subject.map((s, t) => s && !terms[t]!.matches)
  const act = askedAct(question)
  const who = whoAsked(question)
  const object = act === null ? null : objectMask(terms, subject, act)
  const share = (mask: boolean[], p: ScoredPassage) =>
    subjectCoverage(mask, ranking.weights, [...p.matched, ...p.named])
  const textOf = (p: ScoredPassage) => p.page.text.slice(p.passage.start, p.passage.end)
  const answering = ranking.passages.filter(
    (p) =>
      p.focusMet &&
      p.coverage >= MIN_COVERAGE &&
      p.textCoverage >= MIN_TEXT_COVERAGE &&
      share(subject, p) >=
        (p.coverage - p.captionCoverage >= MIN_COVERAGE
          ? MIN_SUBJECT_COVERAGE
          : MIN_CAPTIONED_SUBJECT) &&
      share(subjectWords, p) >= MIN_SUBJECT_WORDS &&
      (who === null || namesPerson(textOf(p), who) || actorNamed(question, textOf(p))) &&
      (act === null ||
        object === null ||
        (share(object, p) >= MIN_OBJECT_COVERAGE && statesAct(textOf(p), act))),
  )
  const picked = choose(answering, max)
  if (picked.length === 0) return { found: false }

  const citations = citationsOf(terms, ranking, picked)
  const parts = [
    `${OFFLINE_PREFACE}\n\n`,
    ...citations.map((c) => `- “${displayQuote(c.quote)}” [${c.n}]\n`),
  ]
  return { found: true, parts, citations }
}

/**
 * The passages that best match a task (a module's instructions), up to `max`, other documents
 * preferred and no repeats: the "answered" rules above are for questions, not for a draft that
 * gathers what the matter says about its subject.
 */
export function passagesForTask(task: string, pages: SourcePage[], max: number): AnswerCitation[] {
  const terms = analyzeQuestion(task)
  if (terms.length === 0 || pages.length === 0) return []
  const ranking = rankPassages(terms, pages)
  const speaking = ranking.passages.filter((p) => p.textCoverage > 0)
  return citationsOf(
    terms,
    ranking,
    choose(speaking, Math.max(1, Math.floor(max)), TASK_FOLLOW_SCORE),
  )
}
