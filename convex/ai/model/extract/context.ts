// How well the words around a candidate value answer the column's question. A question is its
// meaningful stems ("When was the complaint filed?" → complaint, fil); the words of the sentence
// around a candidate count by how close they stand before it (a label reads before its value).
// Words of the same role count alike ("filed" and "filing", "hearing" and "conference"), and
// words of another role close by count against ("objections due" is not the hearing date).
import { contentStems, isStopword, sentenceBounds, stem, tokenize } from './text'

/**
 * The stems of a question and the role groups they belong to. `key` holds the stems of the
 * column's label (its name for the field) when it has meaningful ones, else the prompt's: an
 * answer must relate to at least one of them.
 */
export type Query = { stems: string[]; key: string[]; groups: Set<number>; specific: boolean }

// Words that mark what a date or an amount is; one group per role. The first word names it.
const ROLE_WORDS: string[][] = [
  ['filed', 'filing', 'file', 'lodged', 'commenced'],
  ['dated', 'signed', 'executed', 'sign', 'execution'],
  ['served', 'service', 'serve'],
  ['hearing', 'heard', 'hear', 'conference', 'argument', 'appear', 'returnable'],
  ['deadline', 'due', 'postmarked'],
  ['effective', 'commencement', 'commence', 'start'],
  ['entered', 'ordered', 'entry', 'decided', 'issued'],
  ['deposition', 'deposed', 'depose', 'examination'],
  ['trial'],
  ['objection', 'object', 'objecting', 'exclusion', 'opt'],
  ['settlement', 'settle', 'settled', 'compromise'],
  ['damages', 'damage', 'compensatory', 'loss', 'losses'],
  ['fee', 'fees', 'attorneys', 'costs', 'expenses', 'expense', 'cost'],
  ['payment', 'pay', 'paid', 'payable', 'remit', 'installment'],
  ['total', 'balance', 'owed', 'outstanding'],
  ['termination', 'terminate', 'terminated', 'expiration', 'expire', 'expires', 'expiry'],
  ['incident', 'accident', 'occurred', 'occur', 'injury', 'injured', 'collision'],
  ['purchase', 'price', 'consideration', 'sale'],
  ['invoice', 'billed', 'bill', 'invoiced'],
  ['rent', 'lease', 'rental'],
  ['salary', 'compensation', 'wage', 'wages', 'bonus'],
  ['penalty', 'fine', 'sanction', 'sanctions', 'penalties'],
  ['answer', 'respond', 'response', 'responsive', 'reply'],
  ['revenue', 'revenues', 'sales', 'income', 'earnings'],
  ['award', 'incentive'],
  ['class', 'period'],
  ['judgment', 'verdict'],
  ['contract', 'agreement'],
  ['mediation', 'mediator', 'mediate'],
  ['discovery'],
  ['retainer', 'deposit', 'advance'],
  ['interest', 'rate'],
  ['demand', 'demanded', 'seek', 'seeks', 'sought'],
  ['maximum', 'most', 'max', 'cap', 'ceiling'],
  ['minimum', 'least', 'floor'],
]
const GROUP_OF = new Map<string, number>()
ROLE_WORDS.forEach((words, group) => {
  for (const word of words) if (!GROUP_OF.has(stem(word))) GROUP_OF.set(stem(word), group)
})

// Roles any amount or date can carry ("agreed to pay $X", "a total of"): no evidence against.
const NEUTRAL = new Set(['payment', 'total', 'demand'].map((word) => GROUP_OF.get(stem(word))!))

// Phrases that mean one role word: "no later than" is a deadline.
const PHRASES: Array<[RegExp, string]> = [
  [/\b(?:no|not)\s+later\s+than\b|\bon\s+or\s+before\b|\bby\s+no\s+later\b/gi, 'deadline'],
  [/\bso\s+ordered\b/gi, 'entered'],
  [/\brespectfully\s+submitted\b/gi, 'dated'],
  [/\b(?:not|no)\s+more\s+than\b|\bup\s+to\b|\bat\s+most\b|\bnot\s+to\s+exceed\b/gi, 'maximum'],
  [
    /\b(?:not|no)\s+less\s+than\b|\bat\s+least\b|\bin\s+excess\s+of\b|(?<!\b(?:not|no)\s)\bmore\s+than\b|\bover\b/gi,
    'minimum',
  ],
  [/\b(?:dated|made|entered\s+into|executed|effective)\s+(?:as\s+of|on)\b/gi, 'dated'],
]

// Words that name the document rather than a role: they count for little.
const WEAK = new Set(
  'complaint motion order agreement letter notice invoice contract petition brief memorandum stipulation case court action matter this document plaintiff defendant party parties'
    .split(' ')
    .map(stem),
)

/** Whether a stem names the document rather than what is asked about ("complaint", "case"). */
export function isWeakStem(stemmed: string): boolean {
  return WEAK.has(stemmed)
}

/** The stems and role groups of a column's label and prompt. */
export function questionOf(label: string, prompt: string): Query {
  const stems = contentStems(`${label} ${prompt}`)
  const groups = new Set<number>()
  for (const s of stems) {
    const group = GROUP_OF.get(s)
    if (group !== undefined) groups.add(group)
  }
  const strong = (list: string[]) => list.filter((s) => !WEAK.has(s))
  const labelKey = strong(contentStems(label))
  const promptStems = strong(contentStems(prompt))
  // The label names the field; the prompt's words of a role ("expire", "filed") name it too.
  const key =
    labelKey.length > 0
      ? [...new Set([...labelKey, ...promptStems.filter((s) => GROUP_OF.has(s))])]
      : promptStems
  return { stems, key, groups, specific: key.length > 0 }
}

/** Whether `stemmed` is `q` or a word of the same role. */
function sameStem(stemmed: string, q: string): boolean {
  if (stemmed === q) return true
  const group = GROUP_OF.get(q)
  return group !== undefined && GROUP_OF.get(stemmed) === group
}

/** A candidate's fit to a query: what matched, whether a key stem did, what of another role stood close. */
export type ContextFit = { score: number; matched: string[]; keyMatched: boolean; foreign: number }

/**
 * Scores the sentence around `[start, end)` of `text` against `query`. Distance counts meaningful
 * words only. Words after the value count less, and only on its own line when the line reads
 * "Label: value" (the next line has a label of its own). Words of a "Label:" before the value
 * on its line count more.
 */
export function contextFit(text: string, start: number, end: number, query: Query): ContextFit {
  const [from, to] = sentenceBounds(text, start, end)
  const lineStart = text.lastIndexOf('\n', start - 1) + 1
  const lineEnd = text.indexOf('\n', end) === -1 ? text.length : text.indexOf('\n', end)
  const labelled = /:[ \t]*(?:[^\n:]{0,12})$/.test(text.slice(lineStart, start))
  const windowStart = Math.max(from, start - 320)
  const windowEnd = labelled ? Math.min(lineEnd, end + 200) : Math.min(to, end + 200)
  // Figures and times ("10:30 a.m.") are no words: they do not put a label further away.
  const tokens = tokenize(text.slice(windowStart, windowEnd), windowStart).filter(
    (token) =>
      (token.end <= start || token.start >= end) &&
      !isStopword(token.word) &&
      !/^(?:\d+|[ap]\.?m\.?)$/i.test(token.word),
  )
  for (const [pattern, word] of PHRASES) {
    for (const match of text.slice(windowStart, windowEnd).matchAll(pattern)) {
      const at = windowStart + match.index
      if (at + match[0].length <= start || at >= end) {
        tokens.push({ stem: stem(word), word, start: at, end: at + match[0].length })
      }
    }
  }
  const before = tokens.filter((t) => t.end <= start).sort((a, b) => b.start - a.start)
  const after = tokens.filter((t) => t.start >= end).sort((a, b) => a.start - b.start)
  const labelStart = labelled ? lineStart : start
  // A row of a table ("Disbursements    $312.40", columns apart) is labelled by its own line:
  // words of the lines above belong to other rows.
  const ownLine = /\S(?: {3,}|\t)[^\n]*$/.test(text.slice(lineStart, start))
  const weightOf = new Map<(typeof tokens)[number], number>()
  before.forEach((token, distance) => {
    const place = token.start >= labelStart ? 1.5 : ownLine && token.start < lineStart ? 0.5 : 1
    weightOf.set(token, place / (1 + distance / 4))
  })
  after.forEach((token, distance) => weightOf.set(token, 0.6 / (1 + distance / 5)))

  let score = 0
  let keyMatched = false
  const matched: string[] = []
  for (const q of query.stems) {
    let best = 0
    for (const [token, weight] of weightOf) {
      if (weight > best && sameStem(token.stem, q)) best = weight
    }
    if (best > 0) {
      score += (WEAK.has(q) ? 0.3 : 1) * best
      matched.push(q)
      if (query.key.includes(q) && best >= 0.2) keyMatched = true
    }
  }
  let foreign = 0
  const seen = new Set<number>()
  for (const token of before.slice(0, 5)) {
    const group = GROUP_OF.get(token.stem)
    if (group === undefined || NEUTRAL.has(group) || query.groups.has(group) || seen.has(group))
      continue
    seen.add(group)
    foreign = Math.max(foreign, 0.5 * weightOf.get(token)!)
  }
  return { score, matched, keyMatched, foreign }
}

/** The role group a word belongs to ("filing" → the group of "filed"), if any. */
export function roleGroup(word: string): number | undefined {
  return GROUP_OF.get(stem(word))
}
