// The parties of a case, from where filings state them: the caption ("JOHN SMITH, individually
// and on behalf of all others similarly situated, Plaintiff, v. ACME CORP., et al., Defendants."),
// in a block or on one line, with or without the ")" column of older captions; defined terms
// ("Jane Roe (“Plaintiff”)"); and a letter's "Re: Smith v. Acme Corp." line.
import { findBodyParties } from './bodyParties'
import {
  isHeaderLine,
  isMarkerLine,
  isNonPartyLine,
  isSeparatorLine,
  isTitleLine,
  leftColumn,
  lineAbove,
  runsOver,
} from './captionLines'
import { findCourts } from './courts'
import { findDefinedParties, findTitleParties } from './definedParties'
import { findDocketParties, isDocketReport } from './docketParties'
import { mention, type PartyMention, type PartyRole } from './partyMention'
import { partyNames } from './partyNames'

export type { PartyMention, PartyRole }
export { findDefinedParties, findDocketParties, findTitleParties, isDocketReport }

const PLAINTIFF_MARK =
  /(?<=[,\s]|^)(?:Lead\s+|Named\s+|Individual\s+|Co-)?(?:Plaintiffs?|Petitioners?|Claimants?|Relators?|Movants?)(?:\s*[-–]\s*(?:Appellants?|Appellees?|Counter-?\s?Defendants?|Respondents?))?\s*[,.;:]?(?=\s|$|\))/gim
const DEFENDANT_MARK =
  /(?<=[,\s]|^)(?:Nominal\s+)?(?:Defendants?|Respondents?)(?:\s*[-–]\s*(?:Appellants?|Appellees?|Counter-?\s?(?:Plaintiffs?|Claimants?)|Petitioners?))?\s*[,.;:]?(?=\s|$|\))/gim
const VERSUS =
  /(?:^|[\s,)])(?:v\.|vs\.?|V\.|VS\.?|versus|VERSUS|(?<=\n[ \t]*)[vV](?=[ \t]*\n)|[-–—]\s*[vV](?:[sS]\.?|\.)?\s*[-–—]|[-–—]?\s*against\s*[-–—]?|[-–—]?\s*AGAINST\s*[-–—]?)(?=\s|$)/g

/**
 * Whether a role word is a counsel line's or a sentence's, not a caption's mark: "Attorneys for
 * Plaintiffs", "on behalf of Defendant", "against the Respondents".
 */
function namedBySomeoneElse(text: string, at: number): boolean {
  const lineStart = text.lastIndexOf('\n', at - 1) + 1
  return /\b(?:for|of|by|against|the|to)\s*$/i.test(text.slice(Math.max(lineStart, at - 40), at))
}

/** The caption's two sides, when the text has a caption with both. */
export function findCaptionParties(text: string, limit = 6000): PartyMention[] {
  const head = text.slice(0, limit)
  if (isDocketReport(head)) {
    const docket = findDocketParties(text)
    if (docket.length > 0) return docket
  }
  const courts = findCourts(head)
  let oneSide: PartyMention[] | undefined
  for (const plaintiff of head.matchAll(PLAINTIFF_MARK)) {
    if (namedBySomeoneElse(head, plaintiff.index)) continue
    const markEnd = plaintiff.index + plaintiff[0].length
    const versus = firstMatch(VERSUS, head, markEnd, markEnd + 300)
    if (!versus) continue
    const afterVersus = versus.index + versus[0].length
    const defendant = firstMatch(DEFENDANT_MARK, head, afterVersus, afterVersus + 1500)
    if (!defendant || namedBySomeoneElse(head, defendant.index)) continue
    const stop = Math.max(0, ...courts.filter((c) => c.end <= plaintiff.index).map((c) => c.end))
    const plaintiffBlock = namesBefore(head, plaintiff.index, stop)
    const defendantBlock = namesBefore(head, defendant.index, afterVersus, true)
    const plaintiffs = plaintiffBlock ? partyNames(plaintiffBlock.names) : []
    const plaintiffEnd = plaintiff.index + plaintiff[0].replace(/\s+$/, '').length
    const firstDefendantEnd = defendant.index + defendant[0].replace(/\s+$/, '').length
    const more = defendantBlock ? laterGroup(head, defendant[0], firstDefendantEnd) : null
    const defendants = defendantBlock
      ? [...partyNames(defendantBlock.names), ...(more?.names ?? [])]
      : []
    const defendantEnd = more?.end ?? firstDefendantEnd
    const sides = [
      ...(plaintiffBlock && plaintiffs.length > 0
        ? [mention('plaintiffs', plaintiffs, plaintiffBlock.start, plaintiffEnd, 'caption')]
        : []),
      ...(defendantBlock && defendants.length > 0
        ? [mention('defendants', defendants, defendantBlock.start, defendantEnd, 'caption')]
        : []),
    ]
    if (sides.length === 2) return sides
    oneSide ??= sides.length === 1 ? sides : undefined
  }
  const byRole = findRoleCaption(head, courts)
  if (byRole.length > 0) return byRole
  const byVersus = findVersusCaption(head, courts)
  if (byVersus.length > 0) return byVersus
  const unversed = findUnversedCaption(head, courts)
  // Last, one side of a marked caption whose other side is unreadable (a title or a stamp
  // printed over it): the marks say which side it is, and a blank beats a guess for the other.
  return unversed.length > 0 ? unversed : (oneSide ?? [])
}

/** The marks of one side's role standing alone on their lines of the caption's left column. */
function lineMarks(head: string, pattern: RegExp) {
  return [...head.matchAll(pattern)].filter((m) => {
    if (namedBySomeoneElse(head, m.index)) return false
    const start = head.lastIndexOf('\n', m.index - 1) + 1
    const newline = head.indexOf('\n', m.index)
    return ROLE_ONLY_LINE.test(
      leftColumn(head.slice(start, newline === -1 ? head.length : newline)),
    )
  })
}

const UNVERSED_REACH = 1500

/**
 * A caption whose "v." the text layer lost or the court left out: a "Plaintiffs," line of its
 * own, then names and a "Defendants." line of its own ("LYNN ROE, et al.\nPlaintiffs,\nCase No.
 * 1\nJOHN DOE, et al.\nDefendants."). Both marks alone on their lines say it is a caption, not
 * a sentence; between them a docket or judge line ends the defendants' block upwards.
 */
function findUnversedCaption(head: string, courts: ReturnType<typeof findCourts>): PartyMention[] {
  const defendantMarks = lineMarks(head, DEFENDANT_MARK)
  for (const plaintiff of lineMarks(head, PLAINTIFF_MARK)) {
    const markEnd = plaintiff.index + plaintiff[0].length
    const defendant = defendantMarks.find((m) => m.index > markEnd)
    if (!defendant || defendant.index - markEnd > UNVERSED_REACH) continue
    if (firstMatch(VERSUS, head, markEnd, defendant.index)) continue
    const stop = Math.max(0, ...courts.filter((c) => c.end <= plaintiff.index).map((c) => c.end))
    const above = namesBefore(head, plaintiff.index, stop)
    const below = namesBefore(head, defendant.index, markEnd)
    if (!above || !below) continue
    const plaintiffs = partyNames(above.names)
    const defendants = partyNames(below.names)
    if (plaintiffs.length === 0 || defendants.length === 0) continue
    return [
      mention('plaintiffs', plaintiffs, above.start, markEnd, 'caption'),
      mention(
        'defendants',
        defendants,
        below.start,
        defendant.index + defendant[0].trimEnd().length,
        'caption',
      ),
    ]
  }
  return []
}

const LATER_GROUP_REACH = 400

/**
 * The names of a side's second group, when the caption lists the side in groups each ending on
 * its role, as appeals do for the parties who appeal and those who do not ("State of Missouri;
 * Jane Roe, Defendants-Appellants\nJohn Doe; Mary Poe, Defendants"): names straight after the
 * first group's mark, ending on a defendants' mark at the end of its line.
 */
function laterGroup(
  head: string,
  first: string,
  from: number,
): { names: string[]; end: number } | null {
  // "Defendants." closes the caption; a consolidated caption's next case ("Roe, Respondents")
  // names its own sides.
  if (/\.\s*$/.test(first)) return null
  const mark = firstMatch(DEFENDANT_MARK, head, from, from + LATER_GROUP_REACH)
  if (!mark || namedBySomeoneElse(head, mark.index) || baseRole(mark[0]) !== baseRole(first)) {
    return null
  }
  const markEnd = mark.index + mark[0].replace(/\s+$/, '').length
  const lineEnd = head.indexOf('\n', markEnd)
  // The role closes its block: nothing but the ")" column or a page marker after it.
  if (!/^[\s).,;:*\d]*$/.test(head.slice(markEnd, lineEnd === -1 ? head.length : lineEnd))) {
    return null
  }
  const between = head.slice(from, mark.index)
  if (
    firstMatch(VERSUS, between, 0, between.length) ||
    firstMatch(PLAINTIFF_MARK, between, 0, between.length)
  ) {
    return null
  }
  const block = namesBefore(head, mark.index, from, true)
  if (!block || block.names.split('\n').some((line) => isProseLine(line))) return null
  const names = partyNames(block.names)
  return names.length > 0 ? { names, end: markEnd } : null
}

/** A role mark's first word, in the singular: "Defendants-Appellants" → "defendant". */
function baseRole(mark: string): string {
  return (/\p{L}+/u.exec(mark)?.[0] ?? '').toLowerCase().replace(/s$/, '')
}

// "v." (or "vs.", "versus", "-against-") standing alone in a caption's left column.
const VERSUS_LINE =
  /^\s*(?:v\.?|vs\.?|versus|[-–—]\s*vs?\.?\s*[-–—]|[-–—]?\s*against\s*[-–—]?)\s*$/i
// A line that only says a side's role ("Applicants", "APPELLANTS/CROSS-APPELLEE"), in any case.
const ROLE_ONLY_LINE =
  /^\s*(?:(?:cross|counter)?\s*-?\s*(?:plaintiffs?|petitioners?|appellants?|appellees?|respondents?|relators?|applicants?|movants?|claimants?|complainants?|defendants?|intervenors?)(?:\s*\/\s*[A-Za-z-]+)?[\s/,.;:\-–—]*)+$/i
const NARROW_VERSUS_LINE = /^\s*(?:v\.?|vs\.?|versus)[ \t]{2}(?=\S)/i
const VERSUS_CAPTION_REACH = 4000

/** The text with every two-space gap inside a line read as a column's edge (same offsets). */
function narrowColumns(text: string): string {
  return text.replace(/(\S) {2}(?=\S)/g, '$1\t ')
}
const VERSUS_BLOCK_LINES = 16
// A name's last word that keeps its period, so the line does not end the block.
const ABBREVIATED_END = /\b(?:Inc|Corp|Co|Ltd|Jr|Sr|Bros|al|[A-Z])\.$|\b(?:[A-Z]\.){2,}$/i

/**
 * A caption that names its sides with no role at all, the way reporters, appellate covers and
 * many state courts print them: the names above a "v." line of its own are the plaintiffs' side
 * (the first named), the names below it the defendants'. The block below ends at a blank row, a
 * separator, a title, a docket line or a line ending in a full stop. Used last: a role names the
 * sides more surely.
 */
function findVersusCaption(head: string, courts: ReturnType<typeof findCourts>): PartyMention[] {
  const reach = head.slice(0, VERSUS_CAPTION_REACH)
  let lineStart = 0
  for (const line of reach.split('\n')) {
    const start = lineStart
    lineStart += line.length + 1
    // "VS.  AT HARTFORD": a caption whose columns stand two spaces apart; its other lines are
    // read with the same gap.
    const narrow = NARROW_VERSUS_LINE.test(line)
    if (!VERSUS_LINE.test(leftColumn(line)) && !narrow) continue
    const text = narrow ? narrowColumns(head) : head
    let mark = start
    // Role lines between the names and the "v." ("Applicants") are skipped.
    for (;;) {
      const above = text.lastIndexOf('\n', mark - 2) + 1
      const left = leftColumn(text.slice(above, Math.max(above, mark - 1)))
      if (mark === 0 || !(left.trim() === '' || ROLE_ONLY_LINE.test(left))) break
      if (above === mark) break
      mark = above
    }
    const stop = Math.max(0, ...courts.filter((c) => c.end <= mark).map((c) => c.end))
    const above = namesBefore(text, mark, stop)
    const below = namesAfter(text, start + line.length + 1)
    if (!above || !below) continue
    const plaintiffs = partyNames(above.names)
    const defendants = partyNames(below.names)
    if (plaintiffs.length === 0 || defendants.length === 0) continue
    return [
      mention('plaintiffs', plaintiffs, above.start, above.end, 'caption'),
      mention('defendants', defendants, below.start, below.end, 'caption'),
    ]
  }
  return []
}

/** The names in the left column below a caption's "v.", down to the block's end. */
function namesAfter(
  text: string,
  from: number,
): { names: string; start: number; end: number } | null {
  const lines: Array<{ start: number; left: string }> = []
  let at = from
  while (at < text.length && lines.length < VERSUS_BLOCK_LINES) {
    const newline = text.indexOf('\n', at)
    const end = newline === -1 ? text.length : newline
    const line = text.slice(at, end)
    const left = leftColumn(line)
    const start = at
    at = end + 1
    if (left.trim() === '' || /^\s*[)x§:\-_ ]*$/.test(left)) {
      if (lines.length > 0 && left.trim() === '' && line.trim() === '') break
      continue
    }
    // A side's role printed over its names ("Petitioner-Appellee:"), as Colorado's appellate
    // captions do: the names follow.
    if (lines.length === 0 && ROLE_ONLY_LINE.test(left)) continue
    // The paper's first sentence straight under a finished name ("This matter comes before the
    // Court …") ends the block: a name's own line does not read as prose.
    const previous = lines[lines.length - 1]?.left ?? ''
    if (
      previous !== '' &&
      !/[,;&-]\s*$|\b(?:and|of|the|as|for|by)\s*$/i.test(previous) &&
      isProseLine(left)
    ) {
      break
    }
    if (
      ROLE_ONLY_LINE.test(left) ||
      isNonPartyLine(left, true) ||
      isSeparatorLine(line) ||
      isTitleLine(left, true) ||
      isHeaderLine(line)
    ) {
      break
    }
    lines.push({ start: start + left.search(/\S/), left })
    const trimmed = left.trim()
    if (trimmed.endsWith('.') && !ABBREVIATED_END.test(trimmed)) break
  }
  if (lines.length === 0) return null
  const last = lines[lines.length - 1]!
  return {
    names: lines.map((line) => line.left).join('\n'),
    start: lines[0]!.start,
    end: last.start + last.left.trim().length,
  }
}

/**
 * Whether a caption line reads as a sentence: a capital word, then four or more words in small
 * letters that are no name's joining words ("This matter comes before the Court on a violation").
 * A name's own line runs on in small letters only as a description ("in his official capacity"),
 * which starts in small letters.
 */
export function isProseLine(line: string): boolean {
  const words = line.trim().split(/\s+/)
  if (!/^\p{Lu}\p{Ll}/u.test(words[0] ?? '')) return false
  const small = words.filter(
    (word) =>
      /^\p{Ll}/u.test(word) &&
      !/^(?:of|the|and|for|in|ex|rel\.?|de|la|van|von|on|to|at|a|an|as|his|her|its|their|official|capacity|individually)$/u.test(
        word,
      ),
  )
  return small.length >= 4
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
  const marks = [...head.matchAll(ROLE_MARK)].filter((m) => !namedBySomeoneElse(head, m.index))
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
    const secondBlock = namesBefore(head, second.index, afterVersus, true)
    if (!firstBlock || !secondBlock) continue
    const firstNames = partyNames(firstBlock.names)
    const secondNames = partyNames(secondBlock.names)
    if (firstNames.length === 0 || secondNames.length === 0) continue
    // "Respondents v. Petitioner": the side that petitions is the plaintiffs' side, named second.
    const swap = roleSide(first[0]) === 'defendants' && roleSide(second[0]) === 'plaintiffs'
    return [
      mention(
        swap ? 'defendants' : 'plaintiffs',
        firstNames,
        firstBlock.start,
        first.index + first[0].trimEnd().length,
        'caption',
      ),
      mention(
        swap ? 'plaintiffs' : 'defendants',
        secondNames,
        secondBlock.start,
        second.index + second[0].trimEnd().length,
        'caption',
      ),
    ]
  }
  return []
}

/**
 * The side a role mark names, when it says: the trial roles first ("Plaintiffs-Respondents" is
 * the plaintiffs' side), then a petition's ("Petitioner", "Respondents"); an appeal's roles alone
 * ("Appellant") do not say.
 */
function roleSide(mark: string): PartyRole | null {
  if (/plaintiff|claimant|relator/i.test(mark)) return 'plaintiffs'
  if (/defendant/i.test(mark)) return 'defendants'
  if (/petitioner|applicant|movant|complainant/i.test(mark)) return 'plaintiffs'
  if (/respondent/i.test(mark)) return 'defendants'
  return null
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
  bounded = false,
): { names: string; start: number; end: number } | null {
  const markLine = text.lastIndexOf('\n', mark - 1) + 1
  const lines: Array<{ start: number; left: string; end: number }> = []
  const sameLine = leftColumn(text.slice(Math.max(markLine, stop), mark))
  const previous = lineAbove(text, markLine)
  // A block of names that runs on to the mark's line ("…, and the Class they\nrepresent,
  // Respondents,") is read upwards from it; a line of its own is the whole block.
  // So is the last line of a block that names no one by itself ("SITUATED  APPELLANTS").
  const continues =
    sameLine.trim() !== '' &&
    markLine > stop &&
    (/^\s*\p{Ll}/u.test(sameLine) ||
      // A line above that breaks off on a joining word ("in his official capacity as").
      /[,;-]\s*$|\b(?:and|as|of|the|for|by|&)\s*$/i.test(previous) ||
      // A name broken after its initial ("… Craig Chval; A.\nCrista Hogan, Defendants").
      /(?:^|\s)\p{Lu}\.\s*$/u.test(previous) ||
      (!/\p{Ll}/u.test(sameLine) &&
        partyNames(sameLine).length === 0 &&
        leftColumn(previous).trim() !== ''))
  if (sameLine.trim() !== '' && !continues) {
    const start = Math.max(markLine, stop)
    return {
      names: sameLine,
      start: start + sameLine.search(/\S/),
      end: start + sameLine.trimEnd().length,
    }
  }
  if (continues) {
    lines.push({
      start: markLine + sameLine.search(/\S/),
      left: sameLine,
      end: markLine + sameLine.trimEnd().length,
    })
  }
  let end = markLine - 1
  while (end > stop) {
    const start = Math.max(stop, text.lastIndexOf('\n', end - 1) + 1)
    const line = text.slice(start, end)
    const left = leftColumn(line)
    end = start - 1
    if (isMarkerLine(line)) continue
    if (
      left.trim() === '' &&
      line.trim() === '' &&
      lines.length > 0 &&
      runsOver(text, start, lines[0]!.left)
    ) {
      continue
    }
    if (left.trim() === '' || isNonPartyLine(left, bounded)) {
      if (lines.length > 0) break
      continue
    }
    // "Serve: Registered Agent …" under a defendant's name is an address for service, not a party.
    if (/^\s*(?:Serve|SERVE)\b/.test(left)) {
      lines.length = 0
      continue
    }
    // A header is known by its whole line, though the court's name in it set `stop` mid-line
    // ("6/20/2020 Doe v. Roe, Mass: Supreme Judicial Court 2020 - Google Scholar").
    const whole = text.slice(text.lastIndexOf('\n', start - 1) + 1, start + line.length)
    if (isSeparatorLine(line) || isTitleLine(left, bounded) || isHeaderLine(whole)) break
    lines.unshift({ start: start + left.search(/\S/), left, end: start + left.trimEnd().length })
  }
  if (lines.length === 0) return null
  return {
    names: lines.map((line) => line.left).join('\n'),
    start: lines[0]!.start,
    end: lines[lines.length - 1]!.end,
  }
}

/**
 * Every statement of the parties in `text`: caption first, then defined terms, then a Re: line,
 * then a complaint's opening sentence.
 */
export function findParties(text: string): PartyMention[] {
  return [
    ...findCaptionParties(text),
    ...findDefinedParties(text),
    ...findTitleParties(text),
    ...findBodyParties(text).map((p) => mention(p.role, p.names, p.start, p.end, 'body')),
  ]
}
