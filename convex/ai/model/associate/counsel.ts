// Who appears for whom: the lawyers a paper names, read from the places filings name them (issue
// 27). A signature block ("/s/ Rachel E. Baron" over "Trial Attorney"; "Rosaline Chan" over
// "Assistant United States Attorney"), a counsel heading ("ATTORNEYS FOR THE DEFENDANT" over
// "Michael Rubin"), a title after the name ("STEPHANIE M. HINDS, United States Attorney"), and an
// opinion's appearance lines ("James R. Pingeon for the plaintiffs."; "Joshua Waldman, (…), for
// Defendants-Appellees."). Each is a candidate with its title, the side it is for, and whether
// it signed or argued; the question's words choose among them. Pure.
import { PLACE_AFTER } from '../extract/places'
import {
  FOR_WHOM,
  HAS_PERSON,
  isDate,
  isPerson,
  linesOf,
  nextLine,
  ocrMended,
  PERSON,
  previousLines,
  TITLE,
  withoutTitle,
  type Line,
} from './counselNames'
import { signatureColumns } from './counselColumns'
import {
  arguedAfter,
  arguedSection,
  forInsideName,
  groupClose,
  representsSide,
} from './counselGroup'
import { paragraphCounsel } from './counselList'
import { docketPageCounsel } from './docketCounsel'
import { representedCounsel } from './docketRepresented'
import { openingCounsel } from './counselOpening'
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
function blockFoot(lines: Line[], i: number): { forWhom: string; line: number } | null {
  for (let j = i + 1; j < lines.length && j <= i + FOOT_LINES; j++) {
    const text = lines[j]!.text
    if (/\/s\//.test(text)) return null
    const close = BLOCK_CLOSE.exec(text)
    if (close) return headsNames(lines, j) ? null : { forWhom: close[1]!.toLowerCase(), line: j }
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

// A consent decree's or agreed order's signature heading: "FOR THE UNITED STATES:", "For the
// Defendant Baker County School District:" over the signer; not a sentence's "For the reasons
// stated above:".
const SIGNING_FOR =
  /^[\s\d]*(?:APPROVED\s+)?FOR\s+(?:THE\s+)?((?!(?:reasons?|purposes?|foregoing|following|these|above|good\s+cause)\b)[A-Za-z][\w .&'’,-]{2,60}?)\s*:\s*$/i

// A side's heading over its lawyers: "PLAINTIFF'S ATTORNEYS", "Plaintiffs’ Counsel:".
const SIDE_HEADING =
  /^[\s\d]*((?:plaintiff|defendant|petitioner|respondent|appellant|appellee)s?)['’]?s?['’]?\s+(?:attorneys?|counsel)\s*:?\s*$/i

/** The client a heading over a name names: "Attorneys for Plaintiffs", "FOR THE UNITED STATES:". */
function headingFor(text: string): RegExpExecArray | null {
  const side = SIDE_HEADING.exec(text)
  if (side) return side
  return (
    /\b(?:attorneys?|counsel)\s+for\s+(?:the\s+)?([\w .&'’-]{3,60})/i.exec(text) ??
    SIGNING_FOR.exec(text)
  )
}

// What may stand before a lawyer's name where a filing lists it: a line number, "/s/", "By:",
// "s/", a rule, the end of another appearance ("…, for Appellants; Jane Roe for Appellees."), or
// the parenthesis of a New York appearance ("Orloff Vance PLLC, … (Peter Vance of counsel)"); not
// an abbreviation's stop ("Defendant Dr. Lori Roe").
const ENTRY_LEAD =
  /(?:^[\s\d|_.:*-]*(?:(?:\/s\/|s\/|by:?|argued:|on\s+briefs?:|appearances?:)\s*)?|(?<!\b(?:Dr|Mr|Mrs|Ms|Hon|No|v))[;.]\s+|\(\s*)$/i

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

// A sentence that names the title, then wraps the lawyer's name onto the next line: "The case was
// handled by Assistant United States Attorney" over "David R. Hoffman." (press releases, letters).
// Only after "by" or "with": a signature block's title line above a name is the previous lawyer's.
const PROSE_TITLE_END = new RegExp(
  String.raw`\b(?:by|with)\s+(?:the\s+)?((?:${TITLE.source}))[\s,:]*$`,
  'i',
)

/** The title a wrapped sentence ends the line above a name with, and that line; or null. */
function proseTitleAbove(
  lines: Line[],
  i: number,
  before: string,
): { title: string; line: Line } | null {
  if (before.trim() !== '' || i === 0) return null
  const above = lines[i - 1]!
  const title = PROSE_TITLE_END.exec(ocrMended(above.text))?.[1]
  return title ? { title, line: above } : null
}

// A transcript's appearances, group by group: the office, its lawyers ("BY: JANE ROE, ESQ."),
// then the side alone on a line ("For - Respondents", "For the Plaintiff"). The lawyers between
// the group's opening (the heading or the previous side's line) and its side's line are that
// side's, and the office above them is theirs.
const GROUP_SIDE =
  /^[\s\d]*For\s*[-–—:]?\s*(?:the\s+)?((?:plaintiffs?|defendants?|petitioners?|respondents?|appellants?|appellees?|government|movants?|debtors?)(?:[- ](?:appellants?|appellees?|petitioners?|respondents?))?)[\s.,]*$/i
const GROUP_HEADING = /\b(?:APPEARANCES|COUNSEL\s+PRESENT|PRESENT)\s*:?\s*$/i
/** Lines a transcript's appearance group may run to, either side of a name. */
const GROUP_LINES = 6

/** The side and office of the transcript appearance group a name is in, or null. */
function appearanceGroup(lines: Line[], i: number): { side: string; government: boolean } | null {
  let side: string | undefined
  for (let j = i + 1; j < lines.length && j <= i + GROUP_LINES; j++) {
    if (GROUP_HEADING.test(lines[j]!.text)) return null
    // "For - Respondents" starts its line with a capital: an appearance sentence that wraps
    // ("…, Washington, D.C.," over "for Defendants-Appellees.") is read by its own words.
    side = /^[\s\d]*(?:For|FOR)\b/.test(lines[j]!.text)
      ? GROUP_SIDE.exec(lines[j]!.text)?.[1]
      : undefined
    // A side line the names follow heads the next group ("For the Defendant" over "JOHN DOE"):
    // this name is under another heading, not in a group its side's line closes.
    if (side && headsNames(lines, j)) return null
    if (side) break
  }
  if (!side) return null
  const office: string[] = []
  for (let j = i - 1; j >= 0 && j >= i - GROUP_LINES; j--) {
    const text = lines[j]!.text
    if (GROUP_SIDE.test(text) || GROUP_HEADING.test(text)) break
    office.push(text)
  }
  return { side: side.toLowerCase(), government: GOVERNMENT_OFFICE.test(office.join(' ')) }
}

// A street number just before a name: "12390 El Camino Real", "3301 Elm Street".
const STREET_NUMBER = /(?:^|\s)\d{3,6}\s+$/
// The line of an address's city: "San Diego, CA 92130", "Phoenix, Arizona 85004-2556".
const CITY_LINE =
  /^[\s\d]*[A-Z][\p{L} .'’-]+,\s*[A-Z][\p{L}.]*(?:\s+[A-Z][\p{L}]*)?\s+\d{5}(?:-\d{4})?\b/u

/** Whether the line after a name is an address's city line (the name was its street). */
function cityLineNext(lines: Line[], i: number): boolean {
  // A pleading's line number may stand alone between them ("12390 El Camino Real" / "6" / "San …").
  return lines.slice(i + 1, i + 3).some((l) => CITY_LINE.test(l.text))
}

const OFFICIAL_CAPACITY =
  /^[\s,]*(?:in\s+(?:his|her|their|its)\s+(?:official|individual)\b|sued\s+in\b)/i

// A caption's lead party with those it stands for: "SCOTT ROE, SECRETARY OF THE TREASURY, ET AL.,
// APPLICANTS", "Ann Roe, et al., Plaintiffs": a party (its office in apposition), never a lawyer.
const CAPTION_ET_AL = /^,\s*(?:[^,\n]{1,60},\s*)?et\s+al\b/i

// A party, not its lawyer: its role straight after its name ("BRADLEY ROE, Plaintiff, v.";
// "Ann Roe, and Carl Doe, Defendants-Appellees, by their attorney …"), or before it ("Defendant
// Dr. Lori Roe is an employee …").
const PARTY_ROLE = String.raw`(?:[Pp]laintiffs?|[Dd]efendants?|[Pp]etitioners?|[Rr]espondents?|[Aa]ppellants?|[Aa]ppellees?|PLAINTIFFS?|DEFENDANTS?|PETITIONERS?|RESPONDENTS?|APPELLANTS?|APPELLEES?)`
const ROLE_AFTER = new RegExp(
  String.raw`^,?\s*(?:(?:and\s+)?(?:(?!Esq)[A-Z][\w.'’-]*\s+){1,3}?[A-Z][\w.'’-]*,\s*)?(?:the\s+)?${PARTY_ROLE}\b`,
)
const ROLE_BEFORE = new RegExp(String.raw`\b${PARTY_ROLE}\s+(?:(?:Dr|Mr|Mrs|Ms|Hon)\.?\s+)?$`)

// The block of lawyers that opens a pleading's first page, above the court's name and closed by
// "Attorneys for Plaintiffs" (the California and Nevada style): "JENNIFER C. PIZER (SBN 152327)",
// "Matthew T. Dushoff (NV Bar No. 4975)", "Justin M. Pearson*".
// The court's forms print "Attorney(s) for DEFENDANTS" under the block.
const BLOCK_CLOSE =
  /^[\s\d]*(?:attorney(?:s|\(s\))?|counsel)\s+for\s+(?:the\s+)?([\w.&'’-]+(?:,? [\w.&'’-]+){0,6})(?:\s{2,}.*)?\s*$/i
const COURT_HEADING = /\bCOURT\b|\bIN\s+THE\b/
// A signature page's words: the block closing there is the signature's (blockFoot), not an opening one.
const SIGNING = /respectfully\s+submitted|\/s\/|^\s*dated\b/i
/** What may follow a name on its line in such a block: nothing, a bar number, "*", "Esq.", another column. */
// Arizona's and California's captions print the bar number after a comma: "Edward J. Hermes, State
// Bar No. 030529", "Geoff D. Biegler, SB #290040", "Ann Roe, SBN 152327".
const BLOCK_ENTRY =
  /^\s*(?:\*+|,?\s*Esq\.?|\((?:[^)]*\bbar\b[^)]*|SBN[^)]*|pro\s+hac\s+vice[^)]*)\)\*?|,\s*(?:(?:State\s+)?Bar\s+No\.?|SBN|SB\s*#|Bar\s*#)\s*:?\s*[\dA-Z-]+\*?)?\s*(?:$|\s{3,}\S)/i
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

/**
 * The line an appearance's "for …" stands on: the appearance runs from line i on, a line a
 * newline; -1 when the words are past the appearance (on the title line below it).
 */
function forLineOf(i: number, appearance: string, at: number): number {
  if (at >= appearance.length) return -1
  return i + (appearance.slice(0, at).match(/\n/g)?.length ?? 0)
}

/** The lawyers a page names, with what the page says of each. */
export function counselOf(page: SourcePage): Counsel[] {
  const lines = linesOf(page.text)
  const out: Counsel[] = paragraphCounsel(page, lines)
  const block = openingBlock(lines)
  // A docket report's party list ("Dana Roe  represented by Ann Poe"): its lawyers, each for its
  // party; their lines are read no further.
  const listed = representedCounsel(page, lines)
  out.push(...listed)
  // A docket page's counsel tables (a court of appeals' party list, the Supreme Court's groups,
  // a Texas party table) name each lawyer for its party: their rows are read no further either.
  const tabled = docketPageCounsel(page, lines)
  const listedAt = new Set([...listed, ...tabled].map((c) => c.start))
  // The names of line i, read with `lines` (the page's, or one column's of a two-column foot).
  const readLine = (lines: Line[], i: number) => {
    const line = lines[i]!
    for (const m of line.text.matchAll(PERSON)) {
      // "April J. Tabor Secretary", "JANE ROE Trial Attorney": a title printed on the name's line
      // is no part of the name.
      const [name, titleWords] = withoutTitle(m[0].replace(/,$/, ''))
      if (!isPerson(name)) continue
      const after = titleWords + line.text.slice(m.index + m[0].length)
      if (isDate(name, after)) continue
      // "Los Angeles, CA 90012", "Los Gatos, California 95030": an address's city, not a person.
      if (PLACE_AFTER.test(after)) continue
      // "PAMELA BONDI, in her official capacity as Attorney General": an officer sued, not a lawyer.
      if (OFFICIAL_CAPACITY.test(after) || CAPTION_ET_AL.test(after)) continue
      // "12390 El Camino Real" over "San Diego, CA 92130": a street, not a person.
      if (STREET_NUMBER.test(line.text.slice(0, m.index)) && cityLineNext(lines, i)) continue
      if (ROLE_AFTER.test(after) || ROLE_BEFORE.test(line.text.slice(0, m.index))) continue
      // The Supreme Court's docket closes each counsel group with "Party name: Jane Roe": a party.
      if (/\bParty\s+name:\s*$/i.test(line.text.slice(0, m.index))) continue
      const before = line.text.slice(0, m.index)
      const inBlock = block !== null && i < block.closes && BLOCK_ENTRY.test(after)
      const following = nextLine(lines, i)
      // "/s/ Jane Roe" over "JANE ROE" over "Trial Attorney": the title is under the printed name.
      const next =
        following && HAS_PERSON.test(following.text) && !TITLE.test(ocrMended(following.text))
          ? (nextLine(lines, lines.indexOf(following)) ?? following)
          : following
      const headings = headingLines(lines, i)
      // "/s/ Jane Roe", and the e-signature after a date: "Dated: May 1, 2020   s/ Jane Roe".
      const signed = /(?:^|[\s/])s\/\s*$/.test(before)
      const appearance = appearanceOf(after, lines, i)
      // "Joshua Waldman, (Jane Roe, … with him on the brief), for Appellees", "Jane Doe, Legal Aid,
      // Denver, Colorado (John Roe on the brief), for Appellant": the lawyer before
      // the brief's names argued; those inside the parenthesis were on the brief.
      const briefFollows = /^[^()]*\([^)]*\bon\s+the\s+briefs?\b/i.test(appearance)
      const onBrief = /\(/.test(before.slice(-120)) && !/\)/.test(before.slice(-120))
      const argued =
        arguedAfter(after.slice(0, 200)) ||
        (briefFollows && !onBrief) ||
        (startsEntry(before) && arguedSection(page.text, line.start + m.index))
      const ownTitle = titleOf(after, following, next, briefFollows)
      const wrapped = ownTitle ? null : proseTitleAbove(lines, i, before)
      const title = ownTitle || (wrapped?.title ?? '')
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
      const forRead = FOR_WHOM.exec(sentence.slice(0, 400))
      // An appellate appearance group's close ("…; for Defendants-Appellants.") names the side
      // of every lawyer in it; a "for" inside a firm's name ("Center for Law") names none.
      const nameEnd = line.start + m.index + m[0].length
      const forAt = forRead ? forRead.index + Math.max(0, forRead[0].search(/\bfor\s/)) : 0
      const closed =
        !forRead || forInsideName(sentence.slice(0, forAt)) ? groupClose(page.text, nameEnd) : null
      const represents = representsSide(sentence, forRead ? forAt : 400)
      const forHere = closed || represents ? null : forRead
      const heading = headings.map((l) => headingFor(l.text)).find((h) => h)
      const group = appearanceGroup(lines, i)
      const possessor = TITLE_BEFORE.test(before) ? POSSESSOR.exec(before)?.[1] : undefined
      const foot =
        forHere ||
        closed ||
        represents ||
        group ||
        possessor ||
        (heading && !signed) ||
        inBlock ||
        !(placed || signed)
          ? null
          : blockFoot(lines, i)
      const forWhom = (
        represents ??
        forHere?.[1] ??
        closed?.forWhom ??
        group?.side ??
        possessor ??
        // A signer's own foot ("/s/ Jane Roe" … "Counsel for Defendant Acme Bank") over the heading
        // above, which closed the block before it ("Attorneys for Plaintiff" over "/s/ Jane Roe").
        foot?.forWhom ??
        heading?.[1] ??
        (inBlock ? block.forWhom : '')
      )
        .toLowerCase()
        // "for Defendants-" over "Appellants.": one side.
        .replace(/-[ \t]*\n\s*/g, '-')
        .trim()
        // "for Appellant.  Laurie M. Roe, …": the side's sentence ends at its stop.
        .replace(
          /^((?:plaintiff|defendant|appellant|appellee|petitioner|respondent)s?)\.\s[\s\S]*$/,
          '$1',
        )
        .replace(/[.,;:]+$/, '')
      if (!signed && !argued && !title && !forWhom) continue
      const blockTitle = inBlock && !title ? 'attorney' : title
      const titleOnNext = ownTitle !== '' && !TITLE.test(titleText(after))
      // The quote runs on to the words that say whom the lawyer is for: an appearance's "…, and
      // Louis Roe, Wilmington, for plaintiffs." on the next line, a block's closing "Attorneys for
      // Plaintiff" under its co-counsel and office, so the citation shows the whole appearance.
      const forLine = forHere ? forLineOf(i, appearance, forHere.index) : -1
      const closeLine = closed ? lines.findIndex((l) => l.end >= closed.at) : -1
      const clientEnd = Math.max(
        forLine,
        closeLine,
        foot?.line ?? -1,
        inBlock && !forHere ? block.closes : -1,
      )
      const end = Math.max(next && titleOnNext ? next.end : line.end, lines[clientEnd]?.end ?? 0)
      let start = wrapped ? wrapped.line.start : line.start
      while (start < end && /\s/.test(page.text[start]!)) start++
      out.push({
        name: name.trim(),
        title: blockTitle.toLowerCase().replace(/\s+/g, ' '),
        forWhom,
        government: group
          ? group.government
          : GOVERNMENT_OFFICE.test(ocrMended(appearance)) ||
            GOVERNMENT_OFFICE.test(wrapped?.title ?? ''),
        signed,
        argued,
        page,
        start,
        end: Math.min(end, page.text.length),
      })
    }
  }
  lines.forEach((line, i) => {
    if (/\brepresented\s+by\b/i.test(line.text) && listed.length > 0) return
    if ([...listedAt].some((at) => at >= line.start && at < line.end)) return
    // A two-column foot ("/s/ Ann Roe        /s/ Carl Doe"): each column's names are read with
    // that column's lines, its own heading, title and client.
    const columns = signatureColumns(lines, i)
    if (columns) for (const view of columns) readLine(view, i)
    else readLine(lines, i)
  })
  // Last: a signature block's lawyer for the same side outranks the opening's on a tie.
  return [...out, ...openingCounsel(page), ...tabled]
}
