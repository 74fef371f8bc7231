// Which documents of a scope a question names (issue 27). A lawyer names a case in many ways: by
// its caption ("Gooden v. Worley"), by one party or a short name ("the Cerebral complaint"), by
// an agency's initials ("the FISC order", "EEOC v. …"), by its number ("No. 10-5159"), and,
// when one case has papers in several courts, by the court ("… in the Jefferson County Circuit
// Court", "(N.D. Ala.)"). Each is read here, strongest first: a number the caption carries, then
// the case's names weighed by how rare they are in the scope, then the court as a tiebreak. Pure.
import type { Fact } from '../../../../shared/factValidators'
import { findCourts } from '../extract/courts'
import { STOP_WORDS, tokenize } from './terms'
import type { SourcePage } from './types'

type NamedFact = Fact & { documentId: string; documentName: string }

/** Words of a question that name no case: what it asks and how. */
export const ASKING = new Set(
  (
    'judge judges justice justices magistrate district court courts circuit appeals appeal appellate ' +
    'trial presiding presided panel decided decide wrote authored signed sign name named identify ' +
    'docket number numbers no civil action plaintiff plaintiffs defendant defendants appellant ' +
    'appellants appellee appellees petitioner petitioners respondent respondents parties party ' +
    'filed file filing date dated decided issued entered heard hear pending amount much sum ' +
    'penalty fine award dollars opinion order judgment complaint motion brief hon honorable ' +
    'below lower state federal united states v vs versus re against sued brought suit action ' +
    'day days year years month ' +
    // officers' titles: "as Secretary of the FTC" names an office, not the case
    'secretary commissioner director governor attorney attorneys general assistant deputy chief ' +
    'president chairman chair mayor sheriff warden superintendent counsel clerk'
  ).split(' '),
)

/** Words of a case's name that do not tell one case from another. */
const NAME_FILLER = new Set(
  'v vs versus et al ex rel inc llc corp co ltd lp llp pc na the of and for in re matter'.split(
    ' ',
  ),
)

/**
 * The question's words that name a case (parties, places, people): the capitalised ones after its
 * first word, less its asking words ("Who is the district judge in Zepeda Rivas v. Jennings?" →
 * zepeda, rivas, jennings).
 */
export function nameTerms(question: string): string[] {
  const out: string[] = []
  // A parenthesis after a case's name holds its court, year or number ("(N.D. Ala.)",
  // "(Wis. Ct. App. 2008)"), read as such elsewhere, not as a party's name.
  const bare = question.replace(/\([^()]*\)/g, (inner) => ' '.repeat(inner.length))
  for (const { word, start } of tokenize(bare)) {
    if (start === 0 || !/^\p{Lu}/u.test(question.slice(start, start + 1))) continue
    if (word.length < 3 || STOP_WORDS.has(word) || ASKING.has(word) || /^\d+$/.test(word)) continue
    if (!out.includes(word)) out.push(word)
  }
  return out
}

// A party's name in a caption: capitalised words, joined by the small words names hold.
const NAME_RUN = String.raw`(?:[\p{Lu}\d][\p{L}\d.'’&-]*,?\s+(?:(?:of|the|and|for|de|du|la|ex|rel\.?|in|on|&)\s+)*)*[\p{Lu}\d][\p{L}\d.'’&-]*`
const CASE_NAME = new RegExp(`(${NAME_RUN})\\s+(?:v\\.?|vs\\.?|versus)\\s+(${NAME_RUN})`, 'gu')

/** The first case name a text gives ("Roe v. Doe"): its two sides and where it starts. */
export function firstCaseName(
  text: string,
): { first: string; second: string; index: number } | null {
  const m = new RegExp(CASE_NAME.source, 'u').exec(text)
  return m ? { first: m[1]!, second: m[2]!, index: m.index } : null
}

// What a question adds to a case's name to single it out, in parentheses after it: its number
// ("Doe v. Roe (Fifth Circuit No. 98-12345)", "(No. 03-1234)") or what the case is about ("(the
// county jail case)"). It names the case, as the name does.
const CASE_NOTE = String.raw`\s*\((?:[^()]*\bNo\.?\s*[\w-]*\d[^()]*|the\s[^()]*\b(?:case|litigation|matter))\)`
const CASE_NAME_NOTED = new RegExp(`${CASE_NAME.source}(?:${CASE_NOTE})?`, 'gu')

/**
 * The question without the case names it gives ("Who was appointed in Doe v. Roe?" → "Who was
 * appointed in?"), and the number or description in parentheses after a name.
 */
export function withoutCaseName(question: string): string {
  return question.replace(CASE_NAME_NOTED, ' ').replace(/\s+/g, ' ').trim()
}

/**
 * The words of the case names a question gives ("Heard v. Cuomo" → heard, cuomo), asking words
 * kept: in a caption "Heard" and "State" are names, whatever they mean elsewhere.
 */
export function caseNameTerms(question: string): string[] {
  const out: string[] = []
  for (const match of question.matchAll(CASE_NAME)) {
    for (const initials of dottedInitials(`${match[1]} ${match[2]}`))
      if (!out.includes(initials)) out.push(initials)
    for (const { word } of tokenize(`${match[1]} ${match[2]}`)) {
      if (word.length < 2 || NAME_FILLER.has(word) || STOP_WORDS.has(word)) continue
      if (/^\d+$/.test(word) || out.includes(word)) continue
      out.push(word)
    }
  }
  return out
}

// A minor or an applicant named by initials ("Z.W. v. DHS", "J.O.P. v. DHS", "B.B. v. Hochul");
// "U.S." names a government, not a party.
const DOTTED = /(?<![\p{L}.])(?:\p{Lu}\.){2,4}(?![\p{L}])/gu

/** The dotted initials a text names a person by, compacted ("Z.W." → zw), "U.S." aside. */
export function dottedInitials(text: string): string[] {
  return [...text.matchAll(DOTTED)]
    .map((m) => m[0].toLowerCase().replace(/[^a-z]/g, ''))
    .filter((w) => w !== 'us')
}

const compact = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '')

/**
 * Case numbers a question gives ("No. 10-5159", "(B305558)", "BCV-22-100481"), compacted to
 * letters and digits: a token with a digit that is joined by dashes, colons or slashes, or that
 * runs letters and digits together, or five digits or more. A year ("2008"), "No. 2" or a date
 * ("6/2/20") numbers no case.
 */
export function numberTerms(question: string): string[] {
  const out: string[] = []
  for (const match of question.matchAll(/(?<![\w-])[A-Za-z0-9]+(?:[-/:][A-Za-z0-9]+)*(?![\w-])/g)) {
    const raw = match[0]
    if (!/\d/.test(raw) || /^\d{1,2}\/\d{1,2}\/\d{2,4}$|^\d{4}-\d{2}-\d{2}$/.test(raw)) continue
    const joined = /[-/:]/.test(raw) || /[A-Za-z]/.test(raw) || /^\d{5,}$/.test(raw)
    const token = compact(raw)
    if (joined && token.length >= 5 && !out.includes(token)) out.push(token)
  }
  return out
}

const INITIAL_SKIP = new Set(['of', 'for', 'the', 'and', 'on', 'in', '&'])

/**
 * The initials a text's runs of capitalised words spell ("American Civil Liberties Union" →
 * aclu; "Foreign Intelligence Surveillance Court" → fisc), so a question may name a party or a
 * court by its initials.
 */
export function initialisms(text: string): Set<string> {
  const out = new Set<string>()
  const words = text.split(/[^\p{L}&]+/u).filter((w) => w !== '')
  for (let i = 0; i < words.length; i++) {
    let initials = ''
    for (let j = i; j < words.length && j < i + 8; j++) {
      const word = words[j]!
      if (INITIAL_SKIP.has(word.toLowerCase())) continue
      if (!/^\p{Lu}/u.test(word)) break
      initials += word[0]!.toLowerCase()
      if (initials.length >= 2) out.add(initials)
    }
  }
  return out
}

/** What a document says of itself where a case is named: its name, first pages' heads, parties. */
type Held = {
  words: Set<string>
  text: string
  /** The words of its court's name, read when a tiebreak needs them (finding a court costs). */
  court: () => Set<string>
  title: Set<string>
}

function heldOf(id: string, pages: SourcePage[], facts: NamedFact[]): Held {
  const own = facts.filter((f) => f.documentId === id)
  const caption = pages
    .filter((p) => p.documentId === id && p.page <= 2)
    .map((p) => p.text.slice(0, 3000))
    .join(' ')
  const name = own[0]?.documentName ?? pages.find((p) => p.documentId === id)?.documentName ?? ''
  const parties = own.filter((f) => f.kind === 'party').map((f) => f.value)
  const text = [name, caption, ...parties].join(' ')
  const words = new Set(tokenize(text).map((t) => t.word))
  for (const initials of initialisms(text)) words.add(initials)
  for (const initials of dottedInitials(text)) words.add(initials)
  const courts = own.filter((f) => f.kind === 'court' && f.role === 'this').map((f) => f.value)
  let court: Set<string> | undefined
  const dockets = own.filter((f) => f.kind === 'docket').map((f) => f.value)
  const titles = own.filter((f) => f.kind === 'documentType').map((f) => `${f.value} ${f.context}`)
  return {
    words,
    text: compact([caption, ...dockets].join(' ')),
    court: () => {
      if (!court) {
        // Without a court fact, the first court the head names stands for it.
        const head = courts.length === 0 ? findCourts(caption.slice(0, 2000))[0] : undefined
        court = new Set(tokenize([...courts, head?.value ?? ''].join(' ')).map((t) => t.word))
      }
      return court
    },
    title: new Set(tokenize([name, ...titles].join(' ')).map((t) => t.word)),
  }
}

const heldCache = new WeakMap<SourcePage[], WeakMap<NamedFact[], Map<string, Held>>>()

/** Each document's Held, computed once per scope (a thread asks many questions of one scope). */
function heldByDocument(
  documents: string[],
  pages: SourcePage[],
  facts: NamedFact[],
): Map<string, Held> {
  let byFacts = heldCache.get(pages)
  if (!byFacts) heldCache.set(pages, (byFacts = new WeakMap()))
  let held = byFacts.get(facts)
  if (!held) byFacts.set(facts, (held = new Map()))
  for (const id of documents) if (!held.has(id)) held.set(id, heldOf(id, pages, facts))
  return held
}

/** Words that name any court, so say nothing of which one. */
const COURT_FILLER = new Set('court courts the of for in united states state'.split(' '))

/** The words a question uses for a court ("Jefferson County Circuit Court", "(N.D. Ala.)"). */
function courtHints(question: string, names: ReadonlySet<string>): Set<string> {
  const words = tokenize([question, ...findCourts(question).map((c) => c.value)].join(' ')).map(
    (t) => t.word,
  )
  return new Set(
    words.filter(
      (w) => !COURT_FILLER.has(w) && !STOP_WORDS.has(w) && !names.has(w) && w.length > 1,
    ),
  )
}

/** The candidates that score best by `score`, all of them when none scores. */
function bestBy(ids: string[], score: (id: string) => number): string[] {
  const scores = ids.map(score)
  const best = Math.max(0, ...scores)
  return best === 0 ? ids : ids.filter((_, i) => Math.abs(scores[i]! - best) < 1e-9)
}

/** Documents the question names, best first: those holding the most of its name terms. */
export function namedDocuments(
  question: string,
  pages: SourcePage[],
  facts: NamedFact[],
): string[] {
  const documents = [
    ...new Set([...pages.map((p) => p.documentId), ...facts.map((f) => f.documentId)]),
  ]
  const held = heldByDocument(documents, pages, facts)
  // A number the caption carries names its case outright.
  const numbers = numberTerms(question)
  const numbered = documents.filter((id) => numbers.some((n) => held.get(id)!.text.includes(n)))
  const holders = (word: string) => documents.filter((id) => held.get(id)!.words.has(word)).length
  // A word most documents hold ("Section", "State") names no one case.
  const common = (word: string) => documents.length >= 4 && holders(word) > documents.length / 2
  const caseWords = caseNameTerms(question)
  const asked = [...new Set([...caseWords, ...nameTerms(question)])]
  const distinctive = asked.filter((word) => !common(word))
  // A question naming the matter's own case ("Ohio Teachers v. Northwind", held by most of its
  // documents) looks for the documents that hold the most of its names.
  const names = distinctive.length > 0 ? distinctive : asked
  // The case's own name, when the question gives one, must be mostly there; else most names.
  const primary = names.filter((w) => caseWords.includes(w))
  const core = primary.length > 0 ? primary : names
  const needed = Math.max(1, Math.ceil(core.length / 2))
  let candidates = numbered.length > 0 ? numbered : documents
  if (names.length > 0) {
    const eligible = candidates.filter(
      (id) => core.filter((w) => held.get(id)!.words.has(w)).length >= needed,
    )
    // A name few documents hold says more than one many hold; the case's name counts double.
    const weight = (word: string) => (primary.includes(word) ? 2 : 1) / Math.max(1, holders(word))
    const score = (id: string) =>
      names.filter((w) => held.get(id)!.words.has(w)).reduce((sum, w) => sum + weight(w), 0)
    candidates = eligible.length > 0 ? bestBy(eligible, score) : numbered
    if (eligible.length === 0 && numbered.length === 0) return []
  } else if (numbered.length === 0) {
    return documents.length === 1 ? documents : []
  }
  if (candidates.length <= 1) return candidates
  // One case's papers in several courts: the court the question names tells them apart.
  const hints = courtHints(question, new Set(asked))
  candidates = bestBy(
    candidates,
    (id) => [...hints].filter((w) => held.get(id)!.court().has(w)).length,
  )
  if (candidates.length <= 1) return candidates
  // …and the paper it describes ("the class certification order", "the consent decree").
  const paper = new Set(
    tokenize(question)
      .map((t) => t.word)
      .filter((w) => !STOP_WORDS.has(w) && !asked.includes(w) && w.length > 2),
  )
  return bestBy(candidates, (id) => [...paper].filter((w) => held.get(id)!.title.has(w)).length)
}
