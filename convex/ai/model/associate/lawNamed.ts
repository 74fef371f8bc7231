// "Which statute / law / rule …" of a named case: the answer quotes the line that names the law.
// (namedCasePassage also serves the other court a case left or goes to: courtElsewhere.ts.)
// Two forms the plain ranking misses:
//   - within the named case, the parties' names and the paper's own name ("the complaint", "the
//     findings letter") are in every caption and heading, so they do not single out the passage
//     that says which law; the passage that names a law is sought by the question's other words;
//   - a pleading names its law once in full and then by a short name it defines: "the Fair
//     Housing Act, 42 U.S.C. §§ 3601 et seq. (“FHA”)", "730 ILCS 5/3-3-7(a)(7.6) (hereinafter the
//     “One-Per-Address Statute”)". A passage that says only "under the FHA" is answered with the
//     line that defines it beside it. Pure.
import { caseNameTerms, nameTerms, withoutCaseName } from './naming'
import { passagesOf } from './passages'
import { analyzeQuestion } from './query'
import { rankPassages } from './rank'
import { contentStemSet, stem, tokenize } from './terms'
import type { ScopeFact } from './typed'
import { quotedAnswer, spanCitation } from './typedAnswers'
import type { AnswerCitation, OfflineAnswer, SourcePage } from './types'

/** The key of the want a "which statute" question carries (wants.ts). */
const STATUTE_WANT = '#statute'
/** The named case's passage answers when it covers this much of the question's other words... */
const MIN_COVERAGE = 0.55
/** ...from its own words (a heading's words do not name a law). */
const MIN_TEXT_COVERAGE = 0.5
/** The longest definition quoted: the short name and the law before it. */
const DEFINITION_REACH = 260

// The papers a question names its case's paper by: every heading of that paper holds the word.
const PAPER_WORDS = contentStemSet(
  'complaint petition motion memorandum brief order opinion letter findings judgment decree ' +
    'stipulation agreement docket application',
)

/** Whether the question asks which law (its terms carry the statute want). */
export function asksLaw(question: string): boolean {
  return analyzeQuestion(question).some((t) => t.key === STATUTE_WANT)
}

/**
 * The answer to "which law" of a named case: the plain answer when its first quote, from the
 * case, names a law; else the case's passage that names one (namedCaseLaw); either with the line
 * that defines the short name it uses. The plain answer stands when neither names a law.
 */
export function lawAnswer(
  plain: OfflineAnswer,
  question: string,
  pages: SourcePage[],
  facts: ScopeFact[],
  named: string[],
): OfflineAnswer {
  if (named.length === 0) return plain
  const want = analyzeQuestion(question).find((t) => t.key === STATUTE_WANT)?.matches
  if (!want) return plain
  const first = plain.found ? plain.citations[0] : undefined
  const plainNames = first !== undefined && named.includes(first.documentId) && want(first.quote)
  const lead = plainNames ? first : namedCaseLaw(question, pages, facts, named)
  if (!lead) return plain
  const rest = plain.found && plainNames ? plain.citations.slice(1) : []
  const definition = lawDefinition(lead, pages, want)
  const overlaps = (c: AnswerCitation) =>
    c.documentId === lead.documentId &&
    c.page === lead.page &&
    c.start < lead.end &&
    lead.start < c.end
  const support = [...(definition ? [definition] : []), ...rest].filter((c) => !overlaps(c))
  if (plainNames && !definition) return plain
  return quotedAnswer([lead, ...support].slice(0, 5))
}

/**
 * The passage of the named case that names the law asked, ranked by the question's words less
 * the case's parties and the paper's name; null when none names a law with enough of them.
 */
export function namedCaseLaw(
  question: string,
  pages: SourcePage[],
  facts: ScopeFact[],
  named: string[],
): AnswerCitation | null {
  return namedCasePassage(question, pages, facts, named, STATUTE_WANT)
}

/**
 * The named case's passage that meets the question's want (`want`, a key of wants.ts) and
 * `accepts`, ranked by the question's words less the case's parties and the paper's name (in
 * every caption and heading of the case, they single out no passage); null when none has enough
 * of those words.
 */
export function namedCasePassage(
  question: string,
  pages: SourcePage[],
  facts: ScopeFact[],
  named: string[],
  want: string,
  accepts: (quote: string, documentId: string) => boolean = () => true,
  minCoverage = MIN_COVERAGE,
): AnswerCitation | null {
  const terms = analyzeQuestion(withoutExcluded(question))
  if (!terms.some((t) => t.key === want)) return null
  const partyWords = new Set<string>()
  for (const f of facts)
    if (named.includes(f.documentId) && f.kind === 'party')
      for (const s of contentStemSet(f.value)) partyWords.add(s)
  const given = givenNames(question, partyWords)
  for (const s of subjectParties(question, partyWords)) if (!given.includes(s)) partyWords.delete(s)
  const caseWords = new Set([...PAPER_WORDS, ...partyWords])
  for (const s of titlesBefore(question, caseWords)) caseWords.add(s)
  for (const s of contentStemSet(caseNameTerms(question).join(' '))) caseWords.add(s)
  const kept = terms.filter((t) => t.matches || !caseWords.has(t.key))
  // Nothing but the want left: any law (or court) of the case would do, which says nothing.
  if (!kept.some((t) => !t.matches && !t.frame)) return null
  const own = pages.filter((p) => named.includes(p.documentId))
  const best = rankPassages(kept, own).passages.find(
    (p) =>
      p.focusMet &&
      p.coverage >= minCoverage &&
      p.textCoverage >= Math.min(minCoverage, MIN_TEXT_COVERAGE) &&
      accepts(p.page.text.slice(p.passage.start, p.passage.end), p.page.documentId),
  )
  if (!best) return null
  return spanCitation(best.page, best.passage.start, best.passage.end)
}

// What the answer is not: "Which statute, besides the Constitution, do the plaintiffs say …",
// "Which federal statute, besides Section 1983, …". Its words name no passage the answer is in.
const EXCLUDED =
  /\b(?:besides|other\s+than|apart\s+from|aside\s+from|in\s+addition\s+to)\s+[^,?]{1,60},/gi

/** The question without what it excludes from the answer ("besides the Constitution,"). */
export function withoutExcluded(question: string): string {
  return question.replace(EXCLUDED, ' ')
}

/**
 * The parties a question names, capitalised, outside its case's name: "In Dearduff v.
 * Washington, in which court had plaintiff Nicholas Bailey originally filed?" asks of Bailey, one
 * of many plaintiffs the caption lists (a lower-case "state" of "which state statute" is no
 * party's name). The case's name is in every caption; a party named apart is the subject.
 * Empty when the question gives no case name (its parties then name the case).
 */
function subjectParties(question: string, partyWords: Set<string>): string[] {
  if (caseNameTerms(question).length === 0) return []
  const names = nameTerms(withoutCaseName(question)).join(' ')
  return [...contentStemSet(names)].filter((s) => partyWords.has(s))
}

// A person's name in a question: capitalised words in a row ("Nicholas Bailey").
const FULL_NAME = /\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}\.?)?(?:\s+\p{Lu}[\p{L}'’-]+)+/gu

/**
 * The given names of the parties a question names in full: papers name a person by surname once
 * introduced ("Bailey had filed in the Western District"), so only the surname singles out the
 * passage. Each is a word of a run of capitalised words all a party's, not its last.
 */
function givenNames(question: string, partyWords: Set<string>): string[] {
  const out: string[] = []
  for (const m of withoutCaseName(question).matchAll(FULL_NAME)) {
    const words = tokenize(m[0]).map((t) => stem(t.word))
    if (words.length < 2 || !words.every((w) => w.length < 2 || partyWords.has(w))) continue
    out.push(...words.slice(0, -1))
  }
  return out
}

/**
 * The title a question gives a party before the name ("Secretary Brajer", "Governor Cuomo"): a
 * capitalised word right before a party's word is the party's, not the question's subject.
 */
function titlesBefore(question: string, caseWords: Set<string>): string[] {
  const words = [...question.matchAll(/[\p{L}'’-]+/gu)].map((m) => m[0])
  const out: string[] = []
  words.forEach((word, i) => {
    const next = words[i + 1]
    if (i === 0 || !next || !/^\p{Lu}\p{Ll}/u.test(word)) return
    const [own] = contentStemSet(word)
    const [after] = contentStemSet(next)
    if (own && after && !caseWords.has(own) && caseWords.has(after)) out.push(own)
  })
  return out
}

// A law's short name in running text: an Act's or statute's name ("the DD Act", "the
// One-Per-Address Statute") or initials ("the FHA", "CRIPA").
const SHORT_NAME =
  /\b(?:[A-Z][\w'’-]*\s+){0,4}(?:Act|Statute|Law|Code|Ordinance)\b|\b[A-Z]{2,6}(?:\s+Act)?\b/g

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Where a paper defines a short name: "(“FHA”)", "(the “DD Act”)", "(hereinafter the “Act”)",
 * and initials bare in their parenthesis, as letters write them: "(CRIPA)".
 */
function definitionOf(short: string): RegExp {
  const name = escape(short).replace(/\s+/g, '\\s+')
  return new RegExp(`\\((?:[^()]{0,60}?["“](?:the\\s+)?${name}["”][^()]{0,60}|\\s*${name}\\s*)\\)`)
}

/**
 * The line that defines a law the quote names only by its short name, in the quote's document
 * (the law in full, or its citation, before the definition); null when the quote defines it
 * itself or the paper defines none.
 */
export function lawDefinition(
  quote: AnswerCitation,
  pages: SourcePage[],
  names: (text: string) => boolean,
): AnswerCitation | null {
  const shorts = [...new Set([...quote.quote.matchAll(SHORT_NAME)].map((m) => m[0]))]
  for (const short of shorts) {
    const defined = definitionOf(short)
    if (defined.test(quote.quote)) continue
    for (const page of pages.filter((p) => p.documentId === quote.documentId)) {
      const match = defined.exec(page.text)
      if (!match) continue
      const passage = passagesOf(page.text).find(
        (p) => p.start <= match.index && match.index < p.end,
      )
      const from = Math.max(passage?.start ?? 0, match.index - DEFINITION_REACH)
      const to = Math.min(passage?.end ?? page.text.length, match.index + match[0].length)
      // "(“DRNC”)" defines a party, not a law: the words before it must name one.
      if (names(page.text.slice(from, match.index))) return spanCitation(page, from, to)
    }
  }
  return null
}
