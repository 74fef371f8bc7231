// The parties of a case, from where filings state them: the caption ("JOHN SMITH, individually
// and on behalf of all others similarly situated, Plaintiff, v. ACME CORP., et al., Defendants."),
// in a block or on one line, with or without the ")" column of older captions; defined terms
// ("Jane Roe (“Plaintiff”)"); and a letter's "Re: Smith v. Acme Corp." line.
import { findCourts } from './courts'
import { partyNames } from './partyNames'
import type { Mention } from './types'

/** Which side a mention lists. */
export type PartyRole = 'plaintiffs' | 'defendants'

/** One side's names and the text that states them. */
export type PartyMention = Mention<string[]> & {
  role: PartyRole
  form: 'caption' | 'defined' | 'title'
}

const PLAINTIFF_MARK =
  /(?<=[,\s]|^)(?:Lead\s+|Named\s+|Individual\s+|Co-)?(?:Plaintiffs?|Petitioners?|Claimants?|Relators?|Movants?)(?:\s*[-–]\s*(?:Appellants?|Appellees?|Counter-?\s?Defendants?|Respondents?))?\s*[,.;:]?(?=\s|$|\))/gim
const DEFENDANT_MARK =
  /(?<=[,\s]|^)(?:Nominal\s+)?(?:Defendants?|Respondents?)(?:\s*[-–]\s*(?:Appellants?|Appellees?|Counter-?\s?(?:Plaintiffs?|Claimants?)|Petitioners?))?\s*[,.;:]?(?=\s|$|\))/gim
const VERSUS =
  /(?:^|[\s,)])(?:v\.|vs\.?|V\.|VS\.?|versus|VERSUS|(?<=\n[ \t]*)[vV](?=[ \t]*\n)|[-–—]\s*[vV]\.?\s*[-–—]|[-–—]?\s*against\s*[-–—]?|[-–—]?\s*AGAINST\s*[-–—]?)(?=\s|$)/g

/** The caption's two sides, when the text has a caption with both. */
export function findCaptionParties(text: string, limit = 6000): PartyMention[] {
  const head = text.slice(0, limit)
  const docket = findDocketParties(head)
  if (docket.length > 0) return docket
  const courts = findCourts(head)
  for (const plaintiff of head.matchAll(PLAINTIFF_MARK)) {
    const markEnd = plaintiff.index + plaintiff[0].length
    const versus = firstMatch(VERSUS, head, markEnd, markEnd + 300)
    if (!versus) continue
    const afterVersus = versus.index + versus[0].length
    const defendant = firstMatch(DEFENDANT_MARK, head, afterVersus, afterVersus + 1500)
    if (!defendant) continue
    const stop = Math.max(0, ...courts.filter((c) => c.end <= plaintiff.index).map((c) => c.end))
    const plaintiffBlock = namesBefore(head, plaintiff.index, stop)
    const defendantBlock = namesBefore(head, defendant.index, afterVersus)
    if (!plaintiffBlock || !defendantBlock) continue
    const plaintiffs = partyNames(plaintiffBlock.names)
    const defendants = partyNames(defendantBlock.names)
    if (plaintiffs.length === 0 || defendants.length === 0) continue
    const plaintiffEnd = plaintiff.index + plaintiff[0].replace(/\s+$/, '').length
    const defendantEnd = defendant.index + defendant[0].replace(/\s+$/, '').length
    return [
      mention('plaintiffs', plaintiffs, plaintiffBlock.start, plaintiffEnd, 'caption'),
      mention('defendants', defendants, defendantBlock.start, defendantEnd, 'caption'),
    ]
  }
  return findRoleCaption(head, courts)
}

// Any side's role in a caption: "Appellants,", "Plaintiffs-Respondents", "Defendants—Applicants".
const ROLE_WORD =
  '(?:Plaintiffs?|Petitioners?|Appellants?|Appellees?|Respondents?|Relators?|Applicants?|Movants?|Claimants?|Complainants?|Defendants?|Intervenors?|PLAINTIFFS?|PETITIONERS?|APPELLANTS?|APPELLEES?|RESPONDENTS?|RELATORS?|APPLICANTS?|MOVANTS?|CLAIMANTS?|COMPLAINANTS?|DEFENDANTS?|INTERVENORS?)'
const ROLE_MARK = new RegExp(
  `(?<=[,\\s]|^)${ROLE_WORD}(?:\\s*[-–—]\\s*(?:${ROLE_WORD}|[A-Za-z]+)|\\s+and\\s+${ROLE_WORD})?\\s*[,.;:]?(?=\\s|$|\\))`,
  'gm',
)

/**
 * A caption whose sides are named by any role ("STATE of Oklahoma, Appellant, v. Delbert LYNCH,
 * Appellee."; "WALKER ... Plaintiffs-Respondents versus ... Defendants-Applicants"): the side
 * named first is the plaintiffs' side, the other the defendants'. Used when no caption names a
 * plaintiff and a defendant outright.
 */
function findRoleCaption(head: string, courts: ReturnType<typeof findCourts>): PartyMention[] {
  const marks = [...head.matchAll(ROLE_MARK)]
  for (const versus of head.matchAll(VERSUS)) {
    const first = marks.filter((m) => m.index < versus.index && versus.index - m.index < 500).pop()
    const afterVersus = versus.index + versus[0].length
    const second = marks.find((m) => m.index >= afterVersus && m.index - afterVersus < 1500)
    if (!first || !second) continue
    const stop = Math.max(
      0,
      ...courts.filter((c) => c.end <= first.index).map((c) => c.end),
      ...marks.filter((m) => m.index < first.index).map((m) => m.index + m[0].length),
    )
    const firstBlock = namesBefore(head, first.index, stop)
    const secondBlock = namesBefore(head, second.index, afterVersus)
    if (!firstBlock || !secondBlock) continue
    const plaintiffs = partyNames(firstBlock.names)
    const defendants = partyNames(secondBlock.names)
    if (plaintiffs.length === 0 || defendants.length === 0) continue
    return [
      mention(
        'plaintiffs',
        plaintiffs,
        firstBlock.start,
        first.index + first[0].trimEnd().length,
        'caption',
      ),
      mention(
        'defendants',
        defendants,
        secondBlock.start,
        second.index + second[0].trimEnd().length,
        'caption',
      ),
    ]
  }
  return []
}

// A docket report's party list: "Plaintiff" on its own line, the name on the next
// ("WENDY BONNER represented by EUGENE C. COUGHLIN").
const DOCKET_PARTY =
  /^[ \t]*(Plaintiff|Petitioner|Defendant|Respondent|PLAINTIFF|DEFENDANT)[ \t]*\n[ \t]*([^\n]+?)(?=[ \t]+represented[ \t]+by\b|[ \t]{2,}|[ \t]*\n)/gm
const DOCKET_PARTIES_MAX = 6

/** The parties a docket report lists, each side in its order. */
function findDocketParties(text: string): PartyMention[] {
  if (
    !/\bDOCKET\s+FOR\s+CASE\b|\bDocket\s+(?:Report|Sheet)\b|represented\s+by\b/i.test(
      text.slice(0, 4000),
    )
  ) {
    return []
  }
  const sides: Record<PartyRole, Array<{ name: string; start: number; end: number }>> = {
    plaintiffs: [],
    defendants: [],
  }
  for (const match of text.matchAll(DOCKET_PARTY)) {
    const role: PartyRole = /plaintiff|petitioner/i.test(match[1]!) ? 'plaintiffs' : 'defendants'
    const raw = match[2]!.replace(/\s+$/, '')
    if (sides[role].length >= DOCKET_PARTIES_MAX || raw === '' || /^\(|^TERMINATED/i.test(raw))
      continue
    const start = match.index + match[0].length - match[2]!.length
    const [name] = partyNames(raw)
    if (name) sides[role].push({ name, start, end: start + raw.length })
  }
  const found: PartyMention[] = []
  for (const role of ['plaintiffs', 'defendants'] as const) {
    const side = sides[role]
    if (side.length === 0) continue
    const names = [...new Set(side.map((p) => p.name))]
    found.push(mention(role, names, side[0]!.start, side[side.length - 1]!.end, 'caption'))
  }
  return found.length === 2 ? found : []
}

function mention(
  role: PartyRole,
  names: string[],
  start: number,
  end: number,
  form: PartyMention['form'],
): PartyMention {
  return { role, value: names, display: names.join('; '), start, end, form }
}

function firstMatch(pattern: RegExp, text: string, from: number, to: number) {
  const re = new RegExp(pattern.source, pattern.flags)
  re.lastIndex = from
  const match = re.exec(text)
  return match && match.index < to ? match : null
}

/**
 * The names standing before a side's mark ("Plaintiff,"), read line by line upwards in the left
 * column: blank rows and the ")" column are skipped until names begin; the names end (upwards) at
 * a blank row, a separator row, a title or the court, or at `stop`. A caption on one line keeps
 * the text before the mark on that line.
 */
function namesBefore(
  text: string,
  mark: number,
  stop: number,
): { names: string; start: number } | null {
  const markLine = text.lastIndexOf('\n', mark - 1) + 1
  const lines: Array<{ start: number; left: string }> = []
  const sameLine = leftColumn(text.slice(Math.max(markLine, stop), mark))
  const previous = text.slice(text.lastIndexOf('\n', markLine - 2) + 1, Math.max(0, markLine - 1))
  // A block of names that runs on to the mark's line ("…, and the Class they\nrepresent,
  // Respondents,") is read upwards from it; a line of its own is the whole block.
  const continues =
    sameLine.trim() !== '' &&
    markLine > stop &&
    (/^\s*\p{Ll}/u.test(sameLine) || /[,;]\s*$|\band\s*$/.test(previous))
  if (sameLine.trim() !== '' && !continues) {
    const start = Math.max(markLine, stop)
    return { names: sameLine, start: start + sameLine.search(/\S/) }
  }
  if (continues) lines.push({ start: markLine + sameLine.search(/\S/), left: sameLine })
  let end = markLine - 1
  while (end > stop) {
    const start = Math.max(stop, text.lastIndexOf('\n', end - 1) + 1)
    const line = text.slice(start, end)
    const left = leftColumn(line)
    end = start - 1
    if (left.trim() === '' || isNonPartyLine(left)) {
      if (lines.length > 0) break
      continue
    }
    // "Serve: Registered Agent …" under a defendant's name is an address for service, not a party.
    if (/^\s*(?:Serve|SERVE)\b/.test(left)) {
      lines.length = 0
      continue
    }
    if (isSeparatorLine(line) || isTitleLine(left) || isHeaderLine(line)) break
    lines.unshift({ start: start + left.search(/\S/), left })
  }
  if (lines.length === 0) return null
  return { names: lines.map((line) => line.left).join('\n'), start: lines[0]!.start }
}

/** A line's left column: cut at a ")" or "§" column, at a wide gap and at a tab. */
function leftColumn(line: string): string {
  const leading = /^\s*/.exec(line)![0]
  // Text that starts far to the right is the right-hand column ("Time: 8:30 a.m.").
  if (leading.replace(/\t/g, '        ').length >= 30) return ''
  return leading + line.slice(leading.length).split(/\s+[)§:](?:\s|$)|\s{3,}|\t+/)[0]!
}

/** A reporter citation ("81 P.3d 851 (2003)"), a printout's URL or page header: above any caption. */
function isHeaderLine(line: string): boolean {
  return (
    /^\s*\d+\s+[A-Z][\w.' ]{0,20}?\s+\d+(?:\s*\(\d{4}\))?\s*$/.test(line) ||
    /https?:\/\/|\bDocket\s+Sheet\b|\bPage\s+\d+\s+of\s+\d+\b|\bDepartment\s+\d+\b|\bFiled\s+On\b|\bDivision\b[\s.\d]*$/i.test(
      line,
    ) ||
    /^\s*(?:en\s+banc|EN\s+BANC)\s*$/.test(line)
  )
}

function isSeparatorLine(line: string): boolean {
  return /^\s*[-_=x*]{3,}[-_=x*\s]*$/i.test(line) || /^\s*(?:[-_=*~.]\s*){3,}$/.test(line)
}

function isNonPartyLine(line: string): boolean {
  return (
    /^\s*(?:Case|Civil\s+Action|Index|Docket|Cause|C\.A\.)\s+No|^\s*No\.\s|Hon(?:orable|\.)|^\s*[)x§:\-_ ]*$/i.test(
      line,
    ) || /^\s*(?:in\s+the\s+matter\s+of|in\s+the\s+application\s+of|in\s+re\b)/i.test(line)
  )
}

// A title or heading in capitals that is no party: a court, a division, the paper's name.
function isTitleLine(line: string): boolean {
  return (
    !/\p{Ll}/u.test(line) &&
    /\b(?:COURT|DISTRICT|DIVISION|DEPARTMENT|COUNTY OF|STATE OF|COMMONWEALTH OF|COMPLAINT|ANSWER|MOTION|ORDER|NOTICE|MEMORANDUM|STIPULATION|PETITION|DEMAND|JURY|SUMMONS|AFFIDAVIT|DECLARATION)\b/.test(
      line,
    ) &&
    !/,\s*$/.test(line)
  )
}

// "Jane Roe (“Plaintiff”)", "Acme Corp. (“Acme” or “Defendant”)", "A and B (together, “Plaintiffs”)".
const DEFINED =
  /\((?:(together|collectively),?\s+)?(?:the\s+)?["“][^"”]{0,40}["”](?:\s+or\s+(?:the\s+)?["“][^"”]{0,40}["”])*\)/g

/** Parties introduced with a defined term naming their side. */
export function findDefinedParties(text: string): PartyMention[] {
  const found: PartyMention[] = []
  for (const match of text.matchAll(DEFINED)) {
    const terms = match[0]
    const role: PartyRole | null = /Plaintiff|Petitioner|Claimant/i.test(terms)
      ? 'plaintiffs'
      : /Defendant|Respondent/i.test(terms)
        ? 'defendants'
        : null
    if (!role || found.some((other) => other.role === role)) continue
    const start = nameStart(text, match.index, match[1] !== undefined)
    const names = partyNames(text.slice(start, match.index))
    if (names.length === 0) continue
    found.push(mention(role, names, start, match.index + terms.length, 'defined'))
  }
  return found
}

/** Walks back from a defined term over the capitalised words of the name (and "and" for a group). */
function nameStart(text: string, end: number, group: boolean): number {
  const from = Math.max(0, end - 300)
  // A space after the last word, so every word of the name is followed by one.
  const before = `${text.slice(from, end).trimEnd()} `
  // "and" joins a group's names, or two words of one name ("Police and Fire").
  const word = group
    ? "(?:[A-Z][\\w.&'’-]*,?|of|the|and|&)"
    : "(?:[A-Z][\\w.&'’-]*,?|of|the|&|and(?=[ \\t\\n]+(?:Fire|Police|Welfare|Sciences|Retirement|Human)\\b))"
  // Words run on over a single line break, never over a blank line.
  const name = new RegExp(`(?:${word}(?:[ \\t]+|\\n(?![ \\t]*\\n)[ \\t]*))+$`).exec(before)
  if (!name) return end
  let start = from + name.index
  for (;;) {
    // A heading in capitals above the name ("VERIFIED COMPLAINT") is not part of it.
    const newline = text.indexOf('\n', start)
    if (newline === -1 || newline >= end) break
    const firstLine = text.slice(start, newline)
    if (/\p{Ll}/u.test(firstLine) || !/\p{Ll}/u.test(text.slice(newline, end))) break
    start = newline + 1
  }
  // Lead-in words that are capitalised but not the name: "Plaintiff Jane Roe".
  const lead = /^\s*(?:(?:Plaintiffs?|Defendants?|Lead|Named|Nominal|and|of|the|,)\s+)*/.exec(
    text.slice(start, end),
  )
  return start + (lead?.[0].length ?? 0)
}

// "Re: Smith v. Acme Corp., No. …", "Matter: Reyes v. Bright Harbor (wage claims)", and a line
// that is a case name followed by its number: "Fenwick v. Clearwater Mobile, Inc., Case No. …".
const TITLES = [
  /^[ \t]*(?:Re|RE|Subject|Matter|Case|Caption)[ \t]*:[ \t]*(?:In\s+re:?\s+)?(.+?)\s+v\.\s+(.+?)(?=,\s*(?:et\s+al\.,?\s*)?(?:No\.|Case|Index|Civil|C\.A\.|Cause|Docket)|\s+\(|\s+-\s|,?\s*$)/m,
  /^[ \t]*([A-Z][^\n]{0,80}?)\s+v\.\s+([A-Z][^\n]{0,80}?),\s*(?:et\s+al\.,?\s*)?(?:Case\s+|Civil\s+Action\s+|C\.A\.\s+|Index\s+|Cause\s+|Docket\s+)?No\./m,
]

/** The parties of a "Re: Smith v. Acme Corp., No. …" line. */
export function findTitleParties(text: string): PartyMention[] {
  for (const title of TITLES) {
    const match = title.exec(text)
    if (!match) continue
    const plaintiffStart = match.index + match[0].indexOf(match[1]!)
    const defendantStart =
      plaintiffStart +
      match[0].slice(match[0].indexOf(match[1]!)).indexOf(match[2]!, match[1]!.length)
    const plaintiffs = partyNames(match[1]!)
    const defendants = partyNames(match[2]!)
    if (plaintiffs.length === 0 || defendants.length === 0) continue
    return [
      mention('plaintiffs', plaintiffs, plaintiffStart, plaintiffStart + match[1]!.length, 'title'),
      mention('defendants', defendants, defendantStart, defendantStart + match[2]!.length, 'title'),
    ]
  }
  return []
}

/** Every statement of the parties in `text`: caption first, then defined terms, then a Re: line. */
export function findParties(text: string): PartyMention[] {
  return [...findCaptionParties(text), ...findDefinedParties(text), ...findTitleParties(text)]
}
