// Who appears for whom: the lawyers a paper names, read from the places filings name them (issue
// 27). A signature block ("/s/ Rachel E. Baron" over "Trial Attorney"; "Rosaline Chan" over
// "Assistant United States Attorney"), a counsel heading ("ATTORNEYS FOR THE DEFENDANT" over
// "Michael Rubin"), a title after the name ("STEPHANIE M. HINDS, United States Attorney"), and an
// opinion's appearance lines ("James R. Pingeon for the plaintiffs."; "Joshua Waldman, (…), for
// Defendants-Appellees."). Each is a candidate with its title, the side it is for, and whether
// it signed or argued; the question's words choose among them. Pure.
import { withoutCaseName } from './naming'
import { contentStemSet } from './terms'
import type { SourcePage } from './types'

export type Counsel = {
  name: string
  /** The title printed with the name, lower case ("assistant united states attorney"). */
  title: string
  /** The side or client it appears for, lower case ("plaintiffs", "defendants-appellees"). */
  forWhom: string
  /** Its appearance names a government office ("U.S. Department of Justice", "Attorney General"). */
  government: boolean
  signed: boolean
  argued: boolean
  page: SourcePage
  /** The quoted span: the line that names the lawyer (and its title line). */
  start: number
  end: number
}

// A person's name as filings print it: two to four capitalised words or initials, any case.
// A word ends where its letters end: "Rob McGuiness" is not "Rob Mc", "KUta" (a scan's smudge)
// is no name word "KU"; "DeVore", "LaRue" and initials run together ("W.B.") are one word.
const NAME_WORD = String.raw`(?:Mc[A-Z][a-z]+|Mc[A-Z]+|O['’][A-Z][a-z]+|[A-Z][a-z]+(?:[A-Z][a-z]+)?(?:[-'’][A-Z]?[a-z]+)?|(?:[A-Z]\.){1,3}|[A-Z]{2,}(?:[-'’][A-Z]+)?)(?![A-Za-z])`
const PERSON = new RegExp(
  String.raw`\b${NAME_WORD}(?:[ \t]+${NAME_WORD}){1,3}(?:,?[ \t]+(?:Jr\.|Sr\.|II|III))?`,
  'g',
)
const HAS_PERSON = new RegExp(PERSON.source)

/** Words of titles, offices and places, never of a person's name. */
const NOT_NAME = new Set(
  (
    'united states america attorney attorneys assistant general deputy special trial senior ' +
    'counsel chief division branch office department justice federal trade commission bureau ' +
    'consumer protection civil criminal district court bar no street avenue suite floor ' +
    'washington plaintiff plaintiffs defendant defendants appellant appellee appellees respondent ' +
    'petitioner for the of and on brief with argued esq secretary director acting principal ' +
    'state county city commonwealth people inc llc corp company telephone phone fax email dated ' +
    'respectfully submitted signature by northern southern eastern western central middle ' +
    'california new york florida illinois texas columbia law group firm llp pc pllc attorney general ' +
    // An organisation's words: "CAIR Legal Defense Fund", "Juvenile Law Center".
    'legal defense fund aid society clinic project center foundation institute services union ' +
    // A page's header, a docket's print buttons, a pleading's opening formula: "Document 10
    // Filed 12/13/16", "View Original Source Image", "Electronically Receive Notices", "COME NOW".
    'document page filed case docket view original source image electronically receive notices ' +
    'notice come now comes electronic filing program st ave rd blvd ste ' +
    // The words of a paper, a law or the court's formula, never of a lawyer's name: "FIRST
    // AMENDED COMPLAINT", "Alien Enemies Act", "Final Rule", "IT IS HEREBY ORDERED", "Proposed
    // Order", "Protected Information", "See Procedures and …".
    'act acts rule rules order ordered orders hereby it is final first second third amended ' +
    'proposed complaint motion memorandum opinion judgment decree stipulation exhibit statement ' +
    'information protected confidential see security service forest homeland environmental impact ' +
    // A company's abbreviation: "Gates Rubber Co".
    'co'
  ).split(' '),
)

const TITLE =
  /\b(?:(?:[A-Z][a-z]+\s+)?(?:county|city|district|state['’]?s?)\s+attorney|(?:special\s+|senior\s+)?(?:assistant\s+|deputy\s+)?(?:united\s+states|u\.\s?s\.)\s+attorney|(?:special\s+|senior\s+|chief\s+)?(?:assistant\s+|deputy\s+)?(?:attorney|solicitor)\s+general|(?:senior\s+)?trial\s+(?:attorney|counsel)|(?:senior\s+|lead\s+|general\s+|special\s+)?counsel|attorneys?|secretary|esq\.?|(?:[A-Z][a-z]+\s+)?(?:county|city|district|state['’]?s?)\s+attorney|corporation\s+counsel|public\s+defender|prosecut\w+)\b/i
const FOR_WHOM =
  /\b(?:attorneys?|counsel|appearing)?\s*for\s+(?:the\s+)?((?:plaintiffs?|defendants?|appellants?|appellees?|petitioners?|respondents?|relators?|intervenors?|government|united\s+states|state|people|commonwealth|governor|[A-Z][\w.&'’-]*(?:\s+(?:of\s+)?[A-Z][\w.&'’-]*){0,4})(?:[- ](?:appellants?|appellees?|petitioners?|respondents?))?)/

function isPerson(name: string): boolean {
  const words = name.split(/[ \t]+/).filter((w) => !/^(?:Jr|Sr)\.?$|^I+$/.test(w))
  if (words.length < 2) return false
  if (words.some((w) => NOT_NAME.has(w.toLowerCase().replace(/[.,]/g, '')))) return false
  // A name has at least one word of letters beyond an initial.
  return words.some((w) => /^[A-Za-z'’-]{2,}$/.test(w) && !/^[A-Z]\.$/.test(w))
}

/** A name and the title words that end it ("April J. Tabor Secretary" → "April J. Tabor", " Secretary"). */
function withoutTitle(match: string): [string, string] {
  const words = match.split(/[ \t]+/)
  let cut = words.length
  while (cut > 2 && NOT_NAME.has(words[cut - 1]!.toLowerCase().replace(/[.,]/g, ''))) cut--
  if (cut === words.length || !TITLE.test(words.slice(cut).join(' '))) return [match, '']
  return [words.slice(0, cut).join(' '), ` ${words.slice(cut).join(' ')}`]
}

// "Decided June 5, 2024.", "Argued May 2": a month before a day is a date, not a lawyer's name.
const MONTH_WORD =
  /\b(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.?$/i
const isDate = (name: string, after: string) => MONTH_WORD.test(name) && /^\s*\d/.test(after)

type Line = { start: number; end: number; text: string }

function linesOf(text: string): Line[] {
  const lines: Line[] = []
  let start = 0
  for (const part of text.split('\n')) {
    lines.push({ start, end: start + part.length, text: part })
    start += part.length + 1
  }
  return lines
}

/** The next non-blank line after index i, within two lines. */
function nextLine(lines: Line[], i: number): Line | undefined {
  for (let j = i + 1; j < lines.length && j <= i + 3; j++)
    if (lines[j]!.text.trim()) return lines[j]
  return undefined
}

function previousLines(lines: Line[], i: number, n: number): Line[] {
  const out: Line[] = []
  for (let j = i - 1; j >= 0 && out.length < n && j >= i - 2 * n; j--) {
    if (lines[j]!.text.trim()) out.push(lines[j]!)
  }
  return out
}

// A page's running header or its number alone: "Case 1:17-cv-00243 Document 32 Filed 03/08/17
// Page 4 of 5", "3".
const PAGE_BREAK = /\bPage\s+\d+\s+of\s+\d+\b|^\s*\d{1,3}\s*$/i

/**
 * The lines above a name that may head its block: up to three, not across a page break, since
 * "Attorneys for Plaintiffs" at the foot of one page closes the block above it, not the next
 * page's "CHAD A. READLER, Acting Assistant Attorney General".
 */
function headingLines(lines: Line[], i: number): Line[] {
  const above = previousLines(lines, i, 3)
  const cut = above.findIndex((l) => PAGE_BREAK.test(l.text))
  return (cut < 0 ? above : above.slice(0, cut)).filter((l) => !closesSignature(lines, l))
}

/**
 * Whether a line sits straight under a signature or a name ("/s/ Noor Haddad" over "Counsel for
 * Plaintiff"): then it closes that block and heads no name below it.
 */
function closesSignature(lines: Line[], line: Line): boolean {
  const above = previousLines(lines, lines.indexOf(line), 1)[0]?.text.trim() ?? ''
  if (/\/s\//.test(above)) return true
  const first = new RegExp(`^${PERSON.source}`).exec(above)?.[0]
  return first !== undefined && isPerson(withoutTitle(first.replace(/,$/, ''))[0])
}

/** Lines below a name its signature block may close within. */
const FOOT_LINES = 12

/**
 * The client named where a signature block closes below the name ("/s/ Jane Roe", "Assistant
 * Attorney General", …, "ATTORNEYS FOR DEFENDANTS"), before another signature begins; or null.
 */
function blockFoot(lines: Line[], i: number): string | null {
  for (let j = i + 1; j < lines.length && j <= i + FOOT_LINES; j++) {
    const text = lines[j]!.text
    if (/\/s\//.test(text)) return null
    const close = BLOCK_CLOSE.exec(text)
    if (close) return headsNames(lines, j) ? null : close[1]!.toLowerCase()
  }
  return null
}

/** Whether the line after a counsel heading starts with a person's name: then it heads them. */
function headsNames(lines: Line[], j: number): boolean {
  const after = nextLine(lines, j)?.text.trim() ?? ''
  const first = new RegExp(`^${PERSON.source}`).exec(after)?.[0]
  return first !== undefined && isPerson(withoutTitle(first.replace(/,$/, ''))[0])
}

/** Most lines an appearance may run on for ("Joshua Waldman, (… on the brief), …, for Appellees."). */
const APPEARANCE_LINES = 4

/**
 * The rest of a lawyer's appearance from just after the name: on through the next lines while a
 * parenthesis is open or the sentence has not ended ("… U.S. \nAttorney, … Washington, D.C.,
 * \nfor Defendants-Appellees."), up to a blank line. A line ending in initials ("U.S.", "D.C.")
 * does not end it.
 */
function appearanceOf(after: string, lines: Line[], i: number): string {
  let text = after
  let depth = 0
  const ends = (chunk: string) => {
    for (const ch of chunk) depth += ch === '(' ? 1 : ch === ')' ? -1 : 0
    return depth <= 0 && /(?:\p{Ll}{2}|\))\.\s*$/u.test(chunk)
  }
  if (ends(after)) return text
  for (let j = i + 1; j < lines.length && j <= i + APPEARANCE_LINES; j++) {
    const line = lines[j]!.text
    if (!line.trim() || /_{5,}/.test(line)) break
    text += `\n${line}`
    if (ends(line)) break
  }
  return text
}

// Offices that speak for a government, whoever the caption's party is ("U.S. Department of
// Justice … for Defendants-Appellees" is the government's lawyer).
const GOVERNMENT_OFFICE =
  /\bDepartment\s+of\s+Justice\b|\bAttorney\s+General\b|\b(?:United\s+States|U\.\s?S\.)\s+Attorney\b|\bSolicitor\s+General\b/i

// "Attomey": a scan reads "rn" as "m".
const ocrMended = (text: string) => text.replace(/\b([Aa])ttomey/g, '$1ttorney')

/** The words just after a name that may be its title, up to the sentence's end, mended. */
const titleText = (after: string) => ocrMended(/^[\s,(]*([^.;]{0,80})/.exec(after)?.[1] ?? '')

/**
 * The title printed with a name: after it, though it runs onto the next line ("David Roe, Deputy
 * \nAttorney General."), or on the next line alone. Before "(… on the brief)" only: the titles
 * inside are the brief writers', not this lawyer's.
 */
function titleOf(
  after: string,
  following: Line | undefined,
  next: Line | undefined,
  briefFollows: boolean,
): string {
  if (briefFollows) return TITLE.exec(titleText(after.split('(')[0]!))?.[0] ?? ''
  const runsOn = !/[.;]/.test(after) && following ? `${after} ${following.text}` : after
  const here = TITLE.exec(titleText(runsOn))?.[0]
  if (here) return here
  const nextText = next ? ocrMended(next.text) : ''
  return TITLE.exec(nextText)?.[0] ?? ''
}

// A docket sheet's party list: "Teijin Seiki America Inc   represented by Steven R Peltin", under
// the party's role ("Defendant") on a line of its own.
const REPRESENTED = /^(.*?\S)\s+represented\s+by\s+(.+?)[\s,]*$/i
const DOCKET_ROLE =
  /^\s*(plaintiffs?|defendants?|petitioners?|respondents?|appellants?|appellees?|intervenors?|movants?|claimants?|relators?|interested\s+part(?:y|ies)|amicus)\b/i

/** The docket's role line above a party ("Defendant"), or ''. */
function docketRole(lines: Line[], i: number): string {
  for (let j = i - 1; j >= 0 && j >= i - 3; j--) {
    const role = DOCKET_ROLE.exec(lines[j]!.text)
    if (role && lines[j]!.text.trim().length < 40) return role[1]!.toLowerCase()
  }
  return ''
}

/**
 * The lawyer a docket sheet's party line names: "Archdiocese of St. Louis represented by
 * Jonathan M. Linas" appears for the archdiocese, on the side of the role line above it.
 */
function representedOf(page: SourcePage, lines: Line[], i: number): Counsel | null {
  const line = lines[i]!
  const m = REPRESENTED.exec(line.text)
  if (!m) return null
  const name = m[2]!.replace(/\s{2,}.*$/, '').trim()
  const words = name.split(/\s+/)
  if (words.length < 2 || words.length > 5 || !words.every((w) => /^[A-Z][\p{L}.'’,-]*$/u.test(w)))
    return null
  const lead = lines
    .slice(i + 1, i + 12)
    .findIndex((l) => /\bLEAD\s+ATTORNEY\b/i.test(l.text) || /represented\s+by/i.test(l.text))
  const isLead = lead >= 0 && /\bLEAD\s+ATTORNEY\b/i.test(lines[i + 1 + lead]!.text)
  let start = line.start
  while (start < line.end && /\s/.test(page.text[start]!)) start++
  return {
    name: name.replace(/,$/, ''),
    title: isLead ? 'lead attorney' : 'attorney',
    forWhom: `${docketRole(lines, i)} ${m[1]!.trim()}`.trim().toLowerCase(),
    government: false,
    signed: false,
    argued: false,
    page,
    start,
    end: line.end,
  }
}

// What may stand before a lawyer's name where a filing lists it: a line number, "/s/", "By:",
// "s/", a rule, the end of another appearance ("…, for Appellants; Jane Roe for Appellees."), or
// the parenthesis of a New York appearance ("Orloff Vance PLLC, … (Peter Vance of counsel)").
const ENTRY_LEAD = /(?:^[\s\d|_.:*-]*(?:(?:\/s\/|s\/|by:?)\s*)?|[;.]\s+|\(\s*)$/i

/** Whether the text before a name on its line lets the name begin a counsel entry. */
const startsEntry = (before: string) => ENTRY_LEAD.test(before)

// The side that owns the title before the name: "Defendants’ attorney, …" is the defendants'.
const POSSESSOR =
  /\b(plaintiffs?|defendants?|petitioners?|respondents?|appellants?|appellees?)['’]s?\s+(?:\w+\s+)?(?:attorneys?|counsel)[\s,:]*$/i

// A title just before the name, in apposition: "Defendants’ attorney, Sean Flammer, wrote …".
const TITLE_BEFORE = new RegExp(String.raw`(?:${TITLE.source})[\s,:]*$`, 'i')

/**
 * Whether a title follows the name at once, after at most a comma, "the" and three capitalised
 * words: ", Esq.", ", the Village Attorney", " (Trial Attorney)", though it runs onto the next line.
 */
function titledBeside(after: string, following: Line | undefined): boolean {
  const runsOn = ocrMended(!/[.;]/.test(after) && following ? `${after} ${following.text}` : after)
  const title = TITLE.exec(runsOn)
  return (
    title !== null &&
    /^[\s,(]*(?:the\s+)?(?:[A-Z][\w.’']*\s+){0,3}$/.test(runsOn.slice(0, title.index))
  )
}

const OFFICIAL_CAPACITY =
  /^[\s,]*(?:in\s+(?:his|her|their|its)\s+(?:official|individual)\b|sued\s+in\b)/i

// The block of lawyers that opens a pleading's first page, above the court's name and closed by
// "Attorneys for Plaintiffs" (the California and Nevada style): "JENNIFER C. PIZER (SBN 152327)",
// "Matthew T. Dushoff (NV Bar No. 4975)", "Justin M. Pearson*".
const BLOCK_CLOSE =
  /^[\s\d]*(?:attorneys?|counsel)\s+for\s+(?:the\s+)?([\w.&'’-]+(?: [\w.&'’-]+){0,6})(?:\s{2,}.*)?\s*$/i
const COURT_HEADING = /\bCOURT\b|\bIN\s+THE\b/
// A signature page's words: the block closing there is the signature's (blockFoot), not an opening one.
const SIGNING = /respectfully\s+submitted|\/s\/|^\s*dated\b/i
/** What may follow a name on its line in such a block: nothing, a bar number, "*", "Esq.", another column. */
const BLOCK_ENTRY =
  /^\s*(?:\*+|,?\s*Esq\.?|\((?:[^)]*\bbar\b[^)]*|SBN[^)]*|pro\s+hac\s+vice[^)]*)\)\*?)?\s*(?:$|\s{3,}\S)/i
/** Lines a pleading's opening counsel block may run to. */
const BLOCK_LINES = 60

/** The opening counsel block of a page: where it closes and whom it is for, or null. */
function openingBlock(lines: Line[]): { closes: number; forWhom: string } | null {
  for (let i = 0; i < lines.length && i < BLOCK_LINES; i++) {
    const text = lines[i]!.text
    if (COURT_HEADING.test(text) || SIGNING.test(text)) return null
    const close = BLOCK_CLOSE.exec(text)
    if (close) return headsNames(lines, i) ? null : { closes: i, forWhom: close[1]!.toLowerCase() }
  }
  return null
}

/** The lawyers a page names, with what the page says of each. */
export function counselOf(page: SourcePage): Counsel[] {
  const lines = linesOf(page.text)
  const out: Counsel[] = []
  const block = openingBlock(lines)
  lines.forEach((line, i) => {
    const represented = representedOf(page, lines, i)
    if (represented) {
      out.push(represented)
      return
    }
    for (const m of line.text.matchAll(PERSON)) {
      // "April J. Tabor Secretary", "JANE ROE Trial Attorney": a title printed on the name's line
      // is no part of the name.
      const [name, titleWords] = withoutTitle(m[0].replace(/,$/, ''))
      if (!isPerson(name)) continue
      const after = titleWords + line.text.slice(m.index + m[0].length)
      if (isDate(name, after)) continue
      // "PAMELA BONDI, in her official capacity as Attorney General": an officer sued, not a lawyer.
      if (OFFICIAL_CAPACITY.test(after)) continue
      const before = line.text.slice(0, m.index)
      const inBlock = block !== null && i < block.closes && BLOCK_ENTRY.test(after)
      const following = nextLine(lines, i)
      // "/s/ Jane Roe" over "JANE ROE" over "Trial Attorney": the title is under the printed name.
      const next =
        following && HAS_PERSON.test(following.text) && !TITLE.test(ocrMended(following.text))
          ? (nextLine(lines, lines.indexOf(following)) ?? following)
          : following
      const headings = headingLines(lines, i)
      const signed = /\/s\/\s*$/.test(before)
      const appearance = appearanceOf(after, lines, i)
      // "Joshua Waldman, (Jane Roe, … with him on the brief), for Appellees", "Jane Doe, Legal Aid,
      // Denver, Colorado (John Roe on the brief), for Appellant": the lawyer before
      // the brief's names argued; those inside the parenthesis were on the brief.
      const briefFollows = /^[^()]*\([^)]*\bon\s+the\s+briefs?\b/i.test(appearance)
      const onBrief = /\(/.test(before.slice(-120)) && !/\)/.test(before.slice(-120))
      const argued =
        /\(argued\)|\bargued\b/i.test(after.slice(0, 200)) || (briefFollows && !onBrief)
      const title = titleOf(after, following, next, briefFollows)
      // A name met inside a sentence ("… the related case, Sanchez Puentes v. Garite, … for
      // Petitioner") is a lawyer only with its title beside it ("Lance Malina, the Village
      // Attorney"); signature blocks, counsel lists and appearance lines start with the name.
      const placed =
        startsEntry(before) ||
        titledBeside(after, following) ||
        TITLE_BEFORE.test(before) ||
        (inBlock && /\s{3,}$/.test(before))
      if (!signed && !argued && !placed) continue
      // An appearance line: "Name, (…), for Defendants-Appellees." — or a heading above.
      const sentence = `${appearance} ${next && !HAS_PERSON.test(next.text) ? next.text : ''}`
      const forHere = FOR_WHOM.exec(sentence.slice(0, 400))
      const heading = headings
        .map((l) => /\b(?:attorneys?|counsel)\s+for\s+(?:the\s+)?([\w .&'’-]{3,60})/i.exec(l.text))
        .find((h) => h)
      const forWhom = (
        forHere?.[1] ??
        (TITLE_BEFORE.test(before) ? POSSESSOR.exec(before)?.[1] : undefined) ??
        heading?.[1] ??
        (inBlock ? block.forWhom : placed ? (blockFoot(lines, i) ?? '') : '')
      )
        .toLowerCase()
        .trim()
        .replace(/[.,;:]+$/, '')
      if (!signed && !argued && !title && !forWhom) continue
      const blockTitle = inBlock && !title ? 'attorney' : title
      const titleOnNext = title !== '' && !TITLE.test(titleText(after))
      const end = next && titleOnNext ? next.end : line.end
      let start = line.start
      while (start < end && /\s/.test(page.text[start]!)) start++
      out.push({
        name: name.trim(),
        title: blockTitle.toLowerCase().replace(/\s+/g, ' '),
        forWhom,
        government: GOVERNMENT_OFFICE.test(ocrMended(appearance)),
        signed,
        argued,
        page,
        start,
        end: Math.min(end, page.text.length),
      })
    }
  })
  return out
}

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
  /^(?:the|of|and|government|people|plaintiffs?|defendants?|appellants?|appellees?|petitioners?|respondents?|lead|attorney|counsel)$/

/** The words of the client a question names ("counsel for the State of Tennessee defendants in …"). */
function clientWords(q: string): string[] {
  const phrase =
    /\bfor\s+(?:the\s+)?([a-z][\w.'’ -]*?)(?=\s+(?:in|v\.?|at|on|before)\b|[,?;]|$)/.exec(q)
  return (phrase?.[1] ?? '').split(/\s+/).filter((w) => w.length > 1 && !SIDE_WORD.test(w))
}

/**
 * Whether a lawyer appears for a named client the question does not ask of: asked for "the State
 * of Tennessee defendants", a lawyer "for USA" is the other client's.
 */
function otherClient(q: string, forWhom: string): boolean {
  const asked = clientWords(q)
  const held = forWhom.split(/\s+/).filter((w) => w.length > 1 && !SIDE_WORD.test(w))
  if (asked.length === 0 || held.length === 0) return false
  return !held.some((w) => asked.includes(w)) && !asked.some((w) => forWhom.includes(w))
}

const norm = (text: string) =>
  text
    .toLowerCase()
    .replace(/\bu\.\s?s\.\s/g, 'united states ')
    .replace(/\s+/g, ' ')

/**
 * How well a lawyer answers the question: its title named ("Which Assistant U.S. Attorney"),
 * its side ("for the defendant"), its act ("signed", "argued"). Zero when nothing the question
 * asks of a lawyer matches: then it is no answer.
 */
export function counselScore(question: string, c: Counsel): number {
  const q = norm(question)
  let score = 0
  // The words around the name that the question uses ("By the Commission", "the complaint").
  const around = c.page.text.slice(Math.max(0, c.start - 120), c.end + 120)
  const shared = [...contentStemSet(question)].filter((s) => contentStemSet(around).has(s)).length
  score += Math.min(1, shared * 0.25)
  const title = norm(c.title)
  // The longer the title the question names, the surer: "assistant united states attorney"
  // over "united states attorney".
  if (title && q.includes(title)) score += 3 + title.length / 100
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
  if (otherClient(q, c.forWhom)) return 0
  if (otherSideByName(question, c.forWhom)) return 0
  // "for the FTC", "represented the Governor": the client named in the question.
  const client = /\b(?:for|represent\w*)\s+(?:the\s+)?([a-z][\w.'’-]+)/.exec(q)?.[1]
  if (client && client.length > 2 && c.forWhom.includes(client)) score += 2
  // Asked who signed, the "/s/" signature is the act itself: it outranks a side's lawyer listed.
  if (/\bsigned\b/.test(q) && c.signed) score += 3
  // … and a lawyer merely listed on the asked side ranks below any who signed: "/s/ S. Douglas
  // Bunch" signed for the plaintiffs, not the co-counsel listed under "Attorneys for Plaintiffs".
  else if (/\bsigned\b/.test(q)) score -= 1.5
  if (/\bargued\b/.test(q) && (c.argued || c.forWhom)) score += c.argued ? 2 : 1
  if (/\b(?:represent\w*|appear\w*|listed|counsel)\b/.test(q) && c.forWhom) score += 1
  return score
}

/** The lawyer that best answers the question in the pages, or null. */
export function findCounsel(question: string, pages: SourcePage[]): Counsel | null {
  let best: { c: Counsel; score: number } | null = null
  for (const page of pages) {
    for (const c of counselOf(page)) {
      const score = counselScore(question, c) - page.page * 0.01
      if (score >= 1.5 && (!best || score > best.score)) best = { c, score }
    }
  }
  return best?.c ?? null
}
