// "How many days …?", "Within how many days must …?", "How many plaintiffs …?", "What is the
// number of class members?": a count is answered by a passage that states a number of the thing
// counted ("within ten (10) calendar days", "1,408 employees", "five years"), not by one that
// only shares the question's other words. Among the named case's passages, those that state such
// a count answer, first, then the plain answer's; when none does, the plain answer stands (a
// table may state a count in a cell under its column's name). Pure.
import { withoutCaseName } from './naming'
import { contentStemSet } from './terms'
import { MAX_QUOTE, passagesOf } from './passages'
import { ownCaseAnswer, quotedAnswer, spanCitation } from './typedAnswers'
import type { AnswerCitation, OfflineAnswer, SourcePage } from './types'

// The thing counted: the words after "how many" up to the question's verb or preposition.
const HOW_MANY =
  /\bhow\s+many\s+((?:[\w'’-]+\s+){0,3}?[\w'’-]+?)(?=\s+(?:are|were|is|was|did|do|does|must|may|might|can|could|shall|should|will|would|has|have|had|of|in|on|under|after|before|from|for|to|at|by|did|remain\w*|exist\w*|were)\b|\s*[?,]|$)/i
const NUMBER_OF =
  /^\s*what\s+(?:is|was|were|are)\s+the\s+(?:total\s+)?number\s+of\s+((?:[\w'’-]+\s+){0,2}?[\w'’-]+?)(?=\s+(?:are|were|is|was|in|on|under|that|who|which|of|for|to)\b|\s*[?,]|$)/i
// A number as papers write it: digits, words, or both ("ten (10)").
const NUMBER_WORD =
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|dozen'
const NUMBER = String.raw`(?:\(\d[\d,]*\)|\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?|(?:${NUMBER_WORD})(?:[\s-]+(?:${NUMBER_WORD}))*)(?:\s*\(\d[\d, ]*\))?`

/** The noun a count question counts ("days", "employees"), lower case and singular; or null. */
export function countedNoun(question: string): string | null {
  const phrase = HOW_MANY.exec(question)?.[1] ?? NUMBER_OF.exec(question)?.[1]
  if (!phrase) return null
  // The first plural word: "days' written notice" counts days, "STS residents moved" residents.
  // A phrase with none ("how many more", "how many voted") names nothing this reader can count.
  const noun = phrase
    .trim()
    .split(/\s+/)
    .map((w) => w.toLowerCase())
    .find((w) => /^[a-z][a-z-]{2,}(?:s|s['’]|['’]s)$/.test(w) && !/(?:ss|us|is)$/.test(w))
  return noun ? singular(noun) : null
}

const singular = (word: string) =>
  word
    .replace(/['’]s?$/, '')
    .replace(/ies$/, 'y')
    .replace(/(?<=[^s])s$/, '')

/** Where a passage states a number of the thing counted ("30 days"), or -1. */
function countAt(quote: string, noun: string): number {
  const plural = noun.endsWith('y') ? `${noun.slice(0, -1)}ies|${noun}s?` : `${noun}(?:e?s)?`
  // The number qualifies the noun: at most two words between, none a determiner or a verb's
  // small word ("2020 the days" is a date, not a count); a year ("the 2021 class members") is none.
  const counted = new RegExp(
    String.raw`(?<![\w$/.,-])(?!(?:1[89]|20)\d\d\b)(${NUMBER})[\s-]+(?:(?!(?:the|a|an|of|and|or|to|in|on|by|is|are|was|were)\b)[\w'’-]+\s+){0,2}?(?:${plural})\b`,
    'gi',
  )
  const m = [...quote.matchAll(counted)].find((m) => !lineNumber(quote, m.index, m[1] ?? ''))
  return m ? m.index : -1
}

/**
 * Whether a number opening a line is a pleading's line number ("26 … since class\n27 members"):
 * the line before opens with the number before it, or the line after with the number after.
 */
function lineNumber(text: string, at: number, number: string): boolean {
  if (!/^\d{1,2}$/.test(number) || !/(?:^|\n)[ \t]*$/.test(text.slice(0, at))) return false
  const n = Number(number)
  const lineStart = text.lastIndexOf('\n', at - 1) + 1
  const before = text.slice(text.lastIndexOf('\n', lineStart - 2) + 1, lineStart)
  const nextBreak = text.indexOf('\n', at)
  const after = nextBreak < 0 ? '' : text.slice(nextBreak + 1)
  return (
    new RegExp(`^[ \\t]*${n - 1}\\b`).test(before) || new RegExp(`^[ \\t]*${n + 1}\\b`).test(after)
  )
}

/** Whether a passage states a number of the thing counted: "30 days", "ten (10) calendar days". */
export const statesCount = (quote: string, noun: string) => countAt(quote, noun) >= 0

/** A window's ends moved in to whole words. */
function wordBounds(text: string, from: number, to: number): [number, number] {
  let a = from
  let b = to
  if (a > 0 && /\w/.test(text[a - 1]!)) while (a < b && /\w/.test(text[a]!)) a++
  if (b < text.length && /\w/.test(text[b]!)) while (b > a && /\w/.test(text[b - 1]!)) b--
  return [a, b]
}

/** The named papers' passages that state a count of the noun and share two of the question's words. */
function countPassages(
  question: string,
  noun: string,
  pages: SourcePage[],
  named: string[],
): AnswerCitation[] {
  const asked = contentStemSet(withoutCaseName(question))
  asked.delete(noun.replace(/y$/, 'i'))
  for (const s of contentStemSet(noun)) asked.delete(s)
  const found: Array<{ c: AnswerCitation; n: number }> = []
  for (const page of pages.filter((p) => named.includes(p.documentId))) {
    for (const passage of passagesOf(page.text)) {
      if (!passage.citable) continue
      // A long passage is quoted by a window around its count.
      const at = countAt(page.text.slice(passage.start, passage.end), noun)
      if (at < 0) continue
      const from = Math.max(passage.start, passage.start + at - MAX_QUOTE / 2)
      const to = Math.min(passage.end, from + MAX_QUOTE)
      const text = page.text.slice(from, to)
      const n = [...contentStemSet(text)].filter((w) => asked.has(w)).length
      if (n >= 2) found.push({ c: spanCitation(page, ...wordBounds(page.text, from, to)), n })
    }
  }
  return found.sort((a, b) => b.n - a.n).map((x) => x.c)
}

/**
 * A count question's answer from passages that state the count: the plain answer's citations
 * that do, then the named case's, then the plain answer's others; null when the question asks no
 * count or no passage states one (the plain answer stands).
 */
export function countAnswer(
  question: string,
  plain: OfflineAnswer,
  pages: SourcePage[],
  named: string[],
  options?: { maxCitations?: number },
): OfflineAnswer | null {
  const noun = countedNoun(question)
  if (!noun || named.length === 0) return null
  const own = ownCaseAnswer(question, pages, named, { maxCitations: 8 })
  const seen = new Set<string>()
  const holding: AnswerCitation[] = []
  for (const c of [
    ...(plain.found ? plain.citations.slice(0, 5) : []),
    ...(own.found ? own.citations : []),
  ]) {
    const key = `${c.documentId}:${c.page}:${c.start}`
    if (seen.has(key) || !named.includes(c.documentId)) continue
    seen.add(key)
    if (statesCount(c.quote, noun)) holding.push(c)
  }
  // The named papers' passages that state a count of the thing and say at least two of the
  // question's other words ("file", "certification") join them.
  for (const c of countPassages(question, noun, pages, named)) {
    const key = `${c.documentId}:${c.page}:${c.start}`
    if (!seen.has(key)) holding.push(c)
    seen.add(key)
  }
  // No passage states the count in words: the plain answer stands (a table's cell under its
  // "Pages" column, a list of the defences to count).
  if (holding.length === 0) return null
  // The passage that says more of what the question asks of ("ordered to answer within") first:
  // a docket's "ETT: 12 days" states days of another thing.
  const asked = contentStemSet(withoutCaseName(question))
  const said = (c: AnswerCitation) =>
    [...contentStemSet(c.quote)].filter((w) => asked.has(w)).length
  const ranked = holding
    .map((c, i) => ({ c, i, n: said(c) }))
    .sort((a, b) => b.n - a.n || a.i - b.i)
    .map((x) => x.c)
  // The plain answer's own passages follow (a table row may state the count without its noun).
  const rest = plain.found ? plain.citations.filter((c) => !holding.includes(c)) : []
  const max = Math.max(1, Math.floor(options?.maxCitations ?? 5))
  return quotedAnswer([...ranked.slice(0, 3), ...rest].slice(0, max))
}
