// Which lawyer answers the question: the lawyers counsel.ts reads from the pages, scored by what
// the question asks of a lawyer (a title, a side, a client, an act: signed, argued). Pure.
import { counselOf, type Counsel } from './counsel'
import { withoutCaseName } from './naming'
import { contentStemSet } from './terms'
import type { SourcePage } from './types'

const GOVERNMENT = /government|united states|u\.\s?s\./

const SIDE: Array<[RegExp, RegExp]> = [
  [
    /\b(?:plaintiffs?|petitioners?|appellants?|relators?)\b/i,
    /plaintiff|petitioner|appellant|relator/,
  ],
  [/\b(?:defendants?|respondents?|appellees?)\b/i, /defendant|respondent|appellee/],
  [/\b(?:government|united\s+states|u\.\s?s\.)\b/i, GOVERNMENT],
]

const PLAINTIFF_SIDE = SIDE[0]!
const DEFENDANT_SIDE = SIDE[1]!

// A side with its role on appeal: "plaintiffs-appellees", "defendants-appellants".
const COMPOUND_SIDE =
  /\b(plaintiff|defendant|petitioner|respondent)s?\s*[-–]\s*(appellant|appellee|petitioner|respondent)s?\b/

/** Which half of the case a role word stands for: the one that sued (or appealed) or the other. */
const TRIAL_ROLE = /\b(plaintiff|defendant|petitioner|respondent)s?\b/
const APPEAL_ROLE = /\b(appellant|appellee)s?\b/
const SUING = /^(?:plaintiff|petitioner|appellant)$/

/**
 * Whether the question asks of a side by both its roles ("for the plaintiffs-appellees") and the
 * lawyer's client differs in either ("defendants-appellants", "appellants"): one word of the
 * asked side ("appellees") meeting the other side's client does not make it the asked one.
 */
function otherCompound(q: string, forWhom: string): boolean {
  const asked = COMPOUND_SIDE.exec(q)
  if (!asked) return false
  const held = forWhom.replace(/\s*[-–]\s*/g, '-')
  const trial = TRIAL_ROLE.exec(held)?.[1]
  const appeal = APPEAL_ROLE.exec(held)?.[1]
  const differs = (a: string, b: string | undefined) =>
    b !== undefined && SUING.test(a) !== SUING.test(b)
  return differs(asked[1]!, trial) || differs(asked[2]!, appeal)
}

/** Whether a lawyer appears for one side and the question asks of the other side alone. */
function otherSide(q: string, forWhom: string): boolean {
  const asksPlaintiff = PLAINTIFF_SIDE[0].test(q)
  const asksDefendant = DEFENDANT_SIDE[0].test(q)
  if (asksPlaintiff === asksDefendant) return false
  const [asked, other] = asksPlaintiff
    ? [PLAINTIFF_SIDE, DEFENDANT_SIDE]
    : [DEFENDANT_SIDE, PLAINTIFF_SIDE]
  return other[1].test(forWhom) && !asked[1].test(forWhom)
}

// The two sides of the case a question names: the words before "v." back to "in" or "of", and
// the words after it ("Who is plaintiffs' counsel in Leslie v. City of New York?" → leslie | city,
// new, york). A word both sides hold tells no side.
const CASE_IN_QUESTION =
  /(?:^|\b(?:in|of|for)\s)\s*((?:(?!\b(?:in|of|for)\s)[^?])*?)\s+(?:v\.?|vs\.?)\s+([^?(,;]+)/

function sideWords(name: string): Set<string> {
  return new Set(
    name
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 2 && !/^(?:the|and|for|inc|llc|corp|al)$/.test(w)),
  )
}

/** The words of each side of the case the question names, or null when it names none. */
function caseSides(q: string): [Set<string>, Set<string>] | null {
  const m = CASE_IN_QUESTION.exec(q)
  if (!m) return null
  const [a, b] = [sideWords(m[1]!), sideWords(m[2]!)]
  for (const w of [...a]) {
    if (b.has(w)) {
      a.delete(w)
      b.delete(w)
    }
  }
  return a.size > 0 && b.size > 0 ? [a, b] : null
}

/** 0 for the plaintiffs' side, 1 for the defendants', by the case's name; null when unclear. */
function sideByName(words: string[], sides: [Set<string>, Set<string>]): 0 | 1 | null {
  const a = words.some((w) => sides[0].has(w))
  const b = words.some((w) => sides[1].has(w))
  return a === b ? null : a ? 0 : 1
}

/** 0 plaintiffs', 1 defendants': by a side's word, else by a party of the case's name. */
function sideOf(text: string, sides: [Set<string>, Set<string>] | null): 0 | 1 | null {
  const p = PLAINTIFF_SIDE[0].test(text)
  const d = DEFENDANT_SIDE[0].test(text)
  if (p !== d) return p ? 0 : 1
  return sides ? sideByName([...sideWords(text)], sides) : null
}

/**
 * Whether a lawyer's client is on the other side of the case the question names: asked for
 * "plaintiffs' counsel in Leslie v. City of New York", a lawyer "for City of New York" is the
 * defendant's; asked who "represented Secretary of State Katie Hobbs in De La Fuente v. Hobbs",
 * a lawyer "for plaintiff" is the other side's.
 */
function otherSideByName(question: string, forWhom: string): boolean {
  const sides = caseSides(question)
  if (!sides) return false
  const asked = withoutCaseName(question)
  // The client asked of: "for the City", "represented Secretary of State Katie Hobbs in …".
  const phrase =
    /\b(?:for|represent\w*)\s+(.+?)(?:\s+in\s+[^?]*?\s+vs?\.?\s|\?|$)/i.exec(question)?.[1] ?? ''
  const askedSide = sideOf(/\b(?:plaintiffs?|defendants?)\b/i.test(asked) ? asked : phrase, sides)
  const heldSide = sideOf(forWhom, sides)
  return askedSide !== null && heldSide !== null && askedSide !== heldSide
}

const SIDE_WORD =
  /^(?:the|of|and|government|people|(?:(?:plaintiffs?|defendants?|petitioners?|respondents?)-)?(?:plaintiffs?|defendants?|appellants?|appellees?|petitioners?|respondents?)|lead|attorney|counsel)$/

/**
 * The words of the client a question names ("counsel for the State of Tennessee defendants in …",
 * "Which attorney represents the Department of Education defendants …?").
 */
function clientWords(q: string): string[] {
  // "counsel for the X", "Which attorney represents the X defendants …".
  const phrase =
    /\b(?:for|represents|represented|representing)\s+(?:the\s+)?([a-z][\w.'’ -]*?)(?=\s+(?:in|v\.?|at|on|before)\b|[,?;]|$)/.exec(
      q,
    )
  return (phrase?.[1] ?? '').split(/\s+/).filter((w) => w.length > 1 && !SIDE_WORD.test(w))
}

/**
 * Whether a word of the question is the initials of the client a lawyer is for: "counsel for OMB"
 * and a docket's "OFFICE OF MANAGEMENT AND BUDGET represented by …". A docket's party name may
 * wrap onto the next line ("OFFICE OF MANAGEMENT" over "AND BUDGET"): initials of two words or
 * more that begin the question's word still meet it.
 */
export function initialsMeet(asked: string[], held: string[]): boolean {
  const words = held.filter((w) => !/^(?:of|and|the|for|on|in|&)$/.test(w))
  if (words.length < 2) return false
  const initials = words.map((w) => w[0]).join('')
  return asked.some((w) => w.length >= 3 && w.length <= 6 && w.startsWith(initials))
}

/**
 * Whether a lawyer appears for a named client the question does not ask of: asked for "the State
 * of Tennessee defendants", a lawyer "for USA" is the other client's.
 */
function otherClient(q: string, forWhom: string): boolean {
  const asked = clientWords(q)
  const held = forWhom.split(/\s+/).filter((w) => w.length > 1 && !SIDE_WORD.test(w))
  if (asked.length === 0 || held.length === 0) return false
  if (initialsMeet(asked, held)) return false
  return !held.some((w) => asked.includes(w)) && !asked.some((w) => forWhom.includes(w))
}

/** Whether the client a question names ("for Governor Kate Brown") is the one a lawyer is for. */
function clientNamed(q: string, forWhom: string): boolean {
  const held = forWhom.split(/[^a-z0-9'’-]+/).filter((w) => w !== '' && !SIDE_WORD.test(w))
  const asked = clientWords(q)
  return asked.some((w) => w.length > 2 && held.includes(w)) || initialsMeet(asked, held)
}

const GENERIC_TITLE = /^(?:counsel|attorneys?|lawyers?|of\s+counsel)$/

const norm = (text: string) =>
  text
    .toLowerCase()
    .replace(/\bu\.\s?s\.\s/g, 'united states ')
    .replace(/\s+/g, ' ')

/**
 * A client as the question names it: a docket's "USA represented by …" appears for "the United
 * States" (a criminal docket's plaintiff) when the question spells it out; asked of "the State of
 * Tennessee", "usa" stays, lest "united states" meet "state".
 */
const spelledOut = (question: string, forWhom: string) =>
  /\bunited\s+states\b/i.test(question)
    ? forWhom.replace(/\b(?:usa|u\.\s?s\.\s?a\.?)(?=\s|$)/g, 'united states')
    : forWhom

/**
 * How well a lawyer answers the question: its title named ("Which Assistant U.S. Attorney"),
 * its side ("for the defendant"), its act ("signed", "argued"). Zero when nothing the question
 * asks of a lawyer matches: then it is no answer.
 */
export function counselScore(question: string, counsel: Counsel): number {
  const c = { ...counsel, forWhom: spelledOut(question, counsel.forWhom) }
  const q = norm(question)
  // "Which attorney substituted for Ann Roe?": the lawyer the question names is not the answer.
  if (replacedNamed(q, counsel.name)) return 0
  let score = 0
  // The words around the name that the question uses ("By the Commission", "the complaint").
  const around = c.page.text.slice(Math.max(0, c.start - 120), c.end + 120)
  const shared = [...contentStemSet(question)].filter((s) => contentStemSet(around).has(s)).length
  score += Math.min(1, shared * 0.25)
  const title = norm(c.title)
  // "Which Assistant U.S. Attorney …" asks for an assistant: the U.S. Attorney's own title, inside
  // the longer one, is another office.
  const narrower =
    title !== '' &&
    new RegExp(
      `\\b(?:assistant|deputy|special|senior|chief|principal) ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
    ).test(q)
  // The longer the title the question names, the surer: "assistant united states attorney"
  // over "united states attorney".
  if (narrower) score -= 2
  else if (title && !GENERIC_TITLE.test(title) && q.includes(title)) score += 3 + title.length / 100
  // A title any lawyer bears ("Who is lead counsel …", "the first-listed attorney") picks none
  // out: a docket's "Jackson County Counsel", for no client it names, is not the lead counsel of
  // the client asked of; a lawyer for a side or client still ranks by it.
  else if (title && q.includes(title) && c.forWhom) score += 1.25
  else if (title && /\b(?:attorney|counsel|lawyer)\b/.test(q) && /attorney|counsel/.test(title))
    score += 0.5
  for (const [asked, held] of SIDE) {
    const forWhom =
      held === GOVERNMENT ? `${c.forWhom}${c.government ? ' government' : ''}` : c.forWhom
    if (asked.test(q) && held.test(forWhom)) score += 2
  }
  // A lawyer for the other side is no answer: "counsel for the defendants" is not the lawyer the
  // docket lists under a plaintiff.
  if (otherSide(q, c.forWhom)) return 0
  if (otherCompound(q, c.forWhom)) return 0
  if (otherClient(q, c.forWhom)) return 0
  if (otherSideByName(question, c.forWhom)) return 0
  // "for the FTC", "represented the Governor": the client named in the question.
  // "Who signed on behalf of the District?": a lawyer for another client signed for that one.
  const behalf = /\bon\s+behalf\s+of\s+(?:the\s+)?([a-z][\w.'’-]+)/.exec(q)?.[1]
  if (behalf && behalf.length > 2 && c.forWhom && !c.forWhom.includes(behalf)) return 0
  const client = /\b(?:for|represent\w*|on\s+behalf\s+of)\s+(?:the\s+)?([a-z][\w.'’-]+)/.exec(
    q,
  )?.[1]
  if (client && client.length > 2 && c.forWhom.includes(client)) score += 2
  // "lead counsel for Governor Kate Brown": the client's own words on a docket's party line.
  else if (clientNamed(q, c.forWhom)) score += 2
  // Asked who signed, the "/s/" signature is the act itself: it outranks a side's lawyer listed.
  if (/\bsigned\b/.test(q) && c.signed) score += 3
  // … and a lawyer merely listed on the asked side ranks below any who signed: "/s/ S. Douglas
  // Bunch" signed for the plaintiffs, not the co-counsel listed under "Attorneys for Plaintiffs".
  else if (/\bsigned\b/.test(q)) score -= 1.5
  if (/\bargued\b/.test(q) && (c.argued || c.forWhom)) score += c.argued ? 2 : 1
  if (/\b(?:represent\w*|appear\w*|listed|counsel)\b/.test(q) && c.forWhom) score += 1
  return score
}

// A question that names one lawyer to ask for another: "substituted for", "replaced", "in place
// of", "succeeded", "other than".
const ASKS_ANOTHER =
  /\b(?:substitut\w*|replac\w*|succeed\w*|in\s+place\s+of|instead\s+of|other\s+than|besides|aside\s+from)\b/

/** Whether the question names this lawyer (by surname) as the one another lawyer took over from. */
function replacedNamed(q: string, name: string): boolean {
  if (!ASKS_ANOTHER.test(q)) return false
  const surname = nameWords(name.replace(/,?\s+(?:Jr|Sr|II|III|IV)\.?$/i, '')).pop()
  return surname !== undefined && surname.length > 2 && new RegExp(`\\b${surname}\\b`).test(q)
}

const nameWords = (name: string) =>
  name
    .toLowerCase()
    .split(/[^\p{L}\d'’-]+/u)
    .filter((w) => w.length > 1)

/**
 * Whether a name read as a lawyer's is one of the case's parties: a docket's party list ("Know
 * Your IX represented by …"), a complaint's numbered party paragraph ("Cassie Cordell Trueblood,
 * Plaintiff") or an official sued by title sit where a counsel reader may take them for a lawyer.
 * Every word of the name in one party's name makes it that party's.
 */
export function namesParty(name: string, parties: readonly string[]): boolean {
  const words = nameWords(name)
  if (words.length === 0) return false
  return parties.some((p) => {
    const held = new Set(nameWords(p))
    return words.every((w) => held.has(w))
  })
}

/**
 * The lawyer that best answers the question in the pages, or null; a name that is one of the
 * case's parties (the facts layer's party names, when given) is no lawyer.
 */
export function findCounsel(
  question: string,
  pages: SourcePage[],
  parties: readonly string[] = [],
): Counsel | null {
  const found: Array<{ c: Counsel; score: number }> = []
  for (const page of pages) {
    for (const c of counselOf(page)) {
      if (namesParty(c.name, parties)) continue
      const score = counselScore(question, c) - page.page * 0.01
      if (score >= 1.5) found.push({ c, score })
    }
  }
  const top = Math.max(...found.map((x) => x.score))
  // Asked for the first-listed lawyer, the first of those that answer about as well (the words
  // around each name differ by a little) is the one: "Geoff D. Biegler" over "Nancy L. Ly".
  const near = FIRST_LISTED.test(question) ? FIRST_MARGIN : 0
  return found.find((x) => x.score >= top - near)?.c ?? null
}

// "the first-listed attorney", "listed first", "the first attorney named".
const FIRST_LISTED =
  /\bfirst[- ]listed\b|\blisted\s+first\b|\bfirst\s+(?:attorney|lawyer|counsel)\b/i
const FIRST_MARGIN = 1
