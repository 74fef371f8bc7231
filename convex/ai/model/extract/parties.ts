// The parties of a case, from where filings state them: the caption ("JOHN SMITH, individually
// and on behalf of all others similarly situated, Plaintiff, v. ACME CORP., et al., Defendants."),
// in a block or on one line, with or without the ")" column of older captions; defined terms
// ("Jane Roe (“Plaintiff”)"); and a letter's "Re: Smith v. Acme Corp." line.
import { findBodyParties } from './bodyParties'
import { findCaseTitleRow } from './caseTitleRow'
import { twoSides } from './captionSides'
import { isProseLine, namesAfter, ROLE_ONLY_LINE } from './captionBlocks'
import { namesBefore } from './namesBefore'
import { findLabelledCaption, findTitleLineCaption, findVersusCaption } from './versusCaption'
import { courtStop, isSeparatorLine, leftColumn } from './captionLines'
import { findCourts } from './courts'
import { interleavedCaption } from './interleavedCaption'
import { withoutTurnedMargin } from './marginText'
import { findDefinedParties, findTitleParties } from './definedParties'
import { findDocketParties, isDocketReport } from './docketParties'
import { findLabelledSpouses, findSpouseCaption } from './familyCaption'
import { mention, type PartyMention, type PartyRole } from './partyMention'
import { normalizePartyName, partyNames } from './partyNames'

export type { PartyMention, PartyRole }
export { findDefinedParties, findDocketParties, findTitleParties, isDocketReport }

// A side's marks, with a second role after a hyphen or a slash ("Plaintiff-Appellant",
// "Respondents/Defendants", as a writ petition joined to a complaint names its sides), or the
// federal forms' "Plaintiff(s)" under the rule the names are written on.
const PLAINTIFF_MARK =
  /(?<=[,\s]|^)(?:Lead\s+|Named\s+|Individual\s+|Co-)?(?:Plaintiffs?|Petitioners?|Claimants?|Relators?|Movants?)(?:\(s\))?(?:\s*[-–/]\s*(?:Appellants?|Appellees?|Counter-?\s?Defendants?|Respondents?|Petitioners?|Applicants?|Plaintiffs?))?\s*[,.;:]?(?=\s|$|\))/gim
const DEFENDANT_MARK =
  /(?<=[,\s]|^)(?:Nominal\s+)?(?:Defendants?|Respondents?)(?:\(s\))?(?:\s*[-–/]\s*(?:Appellants?|Appellees?|Counter-?\s?(?:Plaintiffs?|Claimants?)|Petitioners?|Respondents?|Applicants?|Defendants?))?\s*[,.;:]?(?=\s|$|\))/gim
const VERSUS =
  /(?:^|[\s,)])(?:v\.|vs\.?|V\.|VS\.?|versus|VERSUS|(?<=\n[ \t]*)[vV](?=[ \t]*\n)|[-–—]\s*[vV](?:[sS]\.?|\.)?\s*[-–—]|[-–—]?\s*against\s*[-–—]?|[-–—]?\s*AGAINST\s*[-–—]?)(?=\s|$)/g

/**
 * Whether a role word is a counsel line's or a sentence's, not a caption's mark: "Attorneys for
 * Plaintiffs", "on behalf of Defendant", "against the Respondents".
 */
function namedBySomeoneElse(text: string, at: number): boolean {
  const lineStart = text.lastIndexOf('\n', at - 1) + 1
  // The second half of a role broken over the line ("Counsel for Plaintiff-\nRespondent"): the
  // role began on the line above, and is that line's.
  if (
    text.slice(lineStart, at).trim() === '' &&
    /\p{L}[-–]\s*$/u.test(text.slice(Math.max(0, lineStart - 40), lineStart))
  ) {
    return true
  }
  return /\b(?:for|of|by|against|the|to)\s*$/i.test(text.slice(Math.max(lineStart, at - 40), at))
}

/**
 * Whether a role word is a sentence's subject, not a caption's mark: a caption closes its mark
 * with a comma or a stop, or leaves it at the end of its line or column ("Plaintiff,",
 * "Defendants.", "Plaintiffs    )"), while "Plaintiffs Jane Roe and John Poe have brought" or
 * "Defendants  have violated" goes on with a word on the same line.
 */
function markInSentence(text: string, mark: RegExpExecArray): boolean {
  if (/[,.;:]\s*$/.test(mark[0])) return false
  const end = mark.index + mark[0].length
  if (besideOtherColumn(text, mark.index, end)) return false
  const newline = text.indexOf('\n', end)
  const rest = leftColumn(text.slice(end, newline === -1 ? text.length : newline))
  // "Plaintiff v. Defendant", "Plaintiff and Counter-Defendant", "Plaintiff-Appellant" go on with
  // a caption's own words; "Plaintiffs Civil Action" with the right-hand column's docket label, a
  // scan's text layer keeping one space of the gap between the columns.
  return (
    /^\s*\p{L}/u.test(rest) &&
    !/^\s*(?:v\.|vs\.?|versus|and\s|against\b)/i.test(rest) &&
    !COLUMN_LABEL.test(rest)
  )
}

// The right-hand column's docket label beside a role: "Civil Action", "Case No. 4", "No. 12".
const COLUMN_LABEL =
  /^\s*(?:Civil\s+Action|CIVIL\s+ACTION|(?:Case|CASE|Docket|DOCKET|Index|INDEX)\s+(?:No|NO)\b|(?:No|NO)\.\s*\d)/

/**
 * Whether a mark closes a caption's line with the other column's text beside it: a name and its
 * comma before the mark, a gap after it ("Jane ROE, Plaintiff  The question here is whether"),
 * as a reporter page printed in two columns comes out of its text layer.
 */
function besideOtherColumn(text: string, start: number, end: number): boolean {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1
  return (
    /\p{Lu}[^,\n]*,[ \t]*$/u.test(text.slice(lineStart, start)) &&
    /^[ \t]{2,}\S/.test(text.slice(end - 1).replace(/^\S/, ''))
  )
}

/** The caption's two sides, when the text has a caption with both. */
export function findCaptionParties(text: string, limit = 6000): PartyMention[] {
  // (The court's name turned up the margin, read into the lines' starts, is blanked.)
  const head = withoutTurnedMargin(text.slice(0, limit))
  if (isDocketReport(head)) {
    const docket = findDocketParties(text)
    if (docket.length > 0) return docket
  }
  const interleaved = interleavedSides(head)
  if (interleaved.length > 0) return interleaved
  // A side labelled above its names ("Plaintiff:") is read before the marks, which would look
  // for the names above the label.
  const labelled = findLabelledCaption(head)
  if (labelled.length > 0) return labelled
  const spouses = findLabelledSpouses(head)
  if (spouses.length > 0) return spouses
  const titleRow = findCaseTitleRow(head)
  if (titleRow.length > 0) return titleRow
  const courts = findCourts(head)
  let oneSide: PartyMention[] | undefined
  for (const plaintiff of head.matchAll(PLAINTIFF_MARK)) {
    const sides = markedCaption(head, courts, plaintiff)
    if (sides.length === 2) return withConsolidated(head, courts, sides)
    oneSide ??= sides.length === 1 ? sides : undefined
  }
  const family = findSpouseCaption(head)
  if (family.length > 0) return family
  const byRole = findRoleCaption(head, courts)
  if (byRole.length > 0) return byRole
  const byVersus = findVersusCaption(head, courts)
  if (byVersus.length > 0) return byVersus
  const unversed = findUnversedCaption(head, courts)
  if (unversed.length > 0) return unversed
  // Then one side of a marked caption whose other side is unreadable (a title or a stamp
  // printed over it): the marks say which side it is, and a blank beats a guess for the other.
  if (oneSide) return oneSide
  const title = findTitleLineCaption(head)
  return title.length > 0 ? title : findInReCaption(head)
}

type Courts = ReturnType<typeof findCourts>

/**
 * The sides of a reporter page whose caption and opinion alternate line by line
 * (interleavedCaption.ts): its caption's lines read alone, the places mapped back to the page.
 */
function interleavedSides(head: string): PartyMention[] {
  const caption = interleavedCaption(head)
  if (!caption) return []
  const sides = findCaptionParties(caption.text)
  if (sides.length !== 2) return []
  return sides.map((side) => ({
    ...side,
    start: caption.original(side.start),
    end: caption.original(side.end),
  }))
}

/** The two sides of the caption whose plaintiffs' mark is `plaintiff`, or the one side read. */
function markedCaption(head: string, courts: Courts, plaintiff: RegExpExecArray): PartyMention[] {
  if (namedBySomeoneElse(head, plaintiff.index) || markInSentence(head, plaintiff)) return []
  const markEnd = plaintiff.index + plaintiff[0].length
  const versus = firstMatch(VERSUS, head, markEnd, markEnd + 300)
  if (!versus) return []
  const afterVersus = versus.index + versus[0].length
  const defendant = firstMatch(DEFENDANT_MARK, head, afterVersus, afterVersus + 1500)
  if (!defendant || namedBySomeoneElse(head, defendant.index)) return []
  const stop = courtStop(head, courts, plaintiff.index)
  const plaintiffBlock = namesBefore(head, plaintiff.index, stop)
  // A role word in a sentence ("RESPONDENTS TO STAY DISCOVERY", a title beside the caption) marks
  // no side: the plaintiffs' side is read alone.
  const defendantBlock = markInSentence(head, defendant)
    ? null
    : namesBefore(head, defendant.index, afterVersus, true)
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
  return sides
}

const CONSOLIDATED_GAP_LINES = 4

/**
 * The sides of consolidated cases printed as captions one under another, each closed by a rule
 * ("____ )"): every case's parties are the paper's, so the next caption's names join each side
 * (once each). Only rules, blank rows and the ")" column stand between two captions.
 */
function withConsolidated(head: string, courts: Courts, sides: PartyMention[]): PartyMention[] {
  let [plaintiffs, defendants] = sides as [PartyMention, PartyMention]
  for (;;) {
    const next = nextCaptionStart(head, defendants.end)
    if (next === null) break
    const mark = [...head.slice(0, next + CONSOLIDATED_REACH).matchAll(PLAINTIFF_MARK)].find(
      (m) => m.index >= next,
    )
    const more = mark ? markedCaption(head, courts, mark) : []
    if (more.length !== 2) break
    const [p, d] = more as [PartyMention, PartyMention]
    // A caption's block, not a sentence: its names open the line after the rule, and each side's
    // role stands alone on its line.
    if (head.lastIndexOf('\n', p.start - 1) + 1 !== next) break
    if (!roleAlone(head, p.end - 1) || !roleAlone(head, d.end - 1)) break
    plaintiffs = mention(
      'plaintiffs',
      joined(plaintiffs.value, p.value),
      plaintiffs.start,
      p.end,
      'caption',
    )
    defendants = mention(
      'defendants',
      joined(defendants.value, d.value),
      defendants.start,
      d.end,
      'caption',
    )
  }
  return [plaintiffs, defendants]
}

const CONSOLIDATED_REACH = 600

/** Where the next caption starts, when only blank rows and at least one rule follow `end`. */
function nextCaptionStart(head: string, end: number): number | null {
  let at = head.indexOf('\n', end)
  let rules = 0
  for (let skipped = 0; at !== -1 && skipped <= CONSOLIDATED_GAP_LINES; skipped++) {
    const from = at + 1
    const newline = head.indexOf('\n', from)
    const line = head.slice(from, newline === -1 ? head.length : newline)
    const left = leftColumn(line)
    if (isSeparatorLine(line) || (left.trim() !== '' && isSeparatorLine(left))) rules++
    else if (!/^\s*[)x§:]*\s*$/.test(left)) return rules > 0 ? from : null
    at = newline
  }
  return null
}

/** Whether the line holding `at` says only a side's role, in its left column. */
function roleAlone(head: string, at: number): boolean {
  const start = head.lastIndexOf('\n', at - 1) + 1
  const newline = head.indexOf('\n', at)
  return ROLE_ONLY_LINE.test(leftColumn(head.slice(start, newline === -1 ? head.length : newline)))
}

/** Two lists of names as one, each name once. */
function joined(first: readonly string[], second: readonly string[]): string[] {
  const seen = new Set(first.map(normalizePartyName))
  return [...first, ...second.filter((name) => !seen.has(normalizePartyName(name)))]
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
    const stop = courtStop(head, courts, plaintiff.index)
    const above = namesBefore(head, plaintiff.index, stop)
    const below = namesBefore(head, defendant.index, markEnd)
    if (!above || !below) continue
    const sides = twoSides(
      { text: above.names, start: above.start, end: markEnd },
      {
        text: below.names,
        start: below.start,
        end: defendant.index + defendant[0].trimEnd().length,
      },
    )
    if (sides.length > 0) return sides
  }
  return []
}

// "In re:", "IN THE MATTER OF" heading a caption's first line.
const IN_RE_HEADING =
  /^[ \t]*(?:IN\s+RE|In\s+re|IN\s+THE\s+MATTER\s+OF|In\s+the\s+Matter\s+of)\b[ \t]*:?/gm
const IN_RE_REACH = 2000
// The next line of the caption's left column names the subject a debtor.
const DEBTOR_LINE = /^[^\n]*\n(?:[ \t]*[)x§:]*[ \t]*\n)*[ \t]*(?:Alleged\s+)?Debtors?\b/i

/**
 * A caption with one side only, its subject under an "In re" heading: an application, an estate,
 * a petitioner ("In re:\nMARY ROE,\nPetitioner."). The subject is the side that comes to court,
 * the plaintiffs'; when the paper calls it the "Respondent" (an agency's "In the Matter of Acme
 * Corp."), it is the side proceeded against. The heading stands alone on its line or the subject
 * is in capitals, as a caption prints them: "In re Gault, 387 U.S. 1" opening a line of the body
 * is a citation.
 */
function findInReCaption(head: string): PartyMention[] {
  for (const heading of head.slice(0, IN_RE_REACH).matchAll(IN_RE_HEADING)) {
    const after = heading.index + heading[0].length
    const newline = head.indexOf('\n', after)
    const lineEnd = newline === -1 ? head.length : newline
    const rest = leftColumn(head.slice(after, lineEnd))
    const alone = rest.trim() === ''
    if (!alone && !/^\s*\p{Lu}{2,}/u.test(rest)) continue
    const block = namesAfter(head, alone ? lineEnd + 1 : after + rest.search(/\S/))
    if (!block) continue
    // A bankruptcy's debtor ("Debtors." under the name) is the estate's subject, no plaintiff
    // and no defendant: the sides stay blank.
    if (DEBTOR_LINE.test(head.slice(block.end, block.end + 200))) continue
    const sides = inReVersus(head, block.start, block.end)
    if (sides.length > 0) return sides
    const names = partyNames(block.names)
    if (names.length === 0) continue
    const against = /\bRespondents?\b/.test(head.slice(block.end, block.end + 3000))
    return [
      mention(against ? 'defendants' : 'plaintiffs', names, block.start, block.end, 'caption'),
    ]
  }
  return []
}

// The "v" between two names in capitals inside an "In re" title.
const IN_RE_VERSUS = /[ \t\n]+(?:v|vs|V|VS)\.?[ \t\n]+(?=\p{Lu})/u

/**
 * The two sides of a reporter's "In re" title that names a case ("In re ROE COUNTY BAR
 * ASSOCIATION v\nELM CIRCUIT COURT", as Michigan's reports title a superintending control
 * case): the name before the "v" is the side that comes to court, the one after it the other.
 * Both are printed in capitals; a title that names one subject gives nothing here.
 */
function inReVersus(head: string, start: number, end: number): PartyMention[] {
  const title = head.slice(start, end)
  const versus = IN_RE_VERSUS.exec(title)
  if (!versus) return []
  const before = title.slice(0, versus.index)
  const after = title.slice(versus.index + versus[0].length)
  if ([before, after].some((side) => /\p{Ll}/u.test(side.replace(/['’]s\b/g, '')))) return []
  const afterStart = start + versus.index + versus[0].length
  return twoSides(
    { text: before, start, end: start + before.trimEnd().length },
    { text: after, start: afterStart, end },
  )
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

/**
 * A role mark's first word, in the singular: "Defendants-Appellants" → "defendant"; a derivative
 * suit's "Nominal Defendant" (the company sued for) is a defendant.
 */
function baseRole(mark: string): string {
  return (/\p{L}+/u.exec(mark.replace(/^\s*Nominal\s+/i, ''))?.[0] ?? '')
    .toLowerCase()
    .replace(/s$/, '')
}

// Any side's role in a caption: "Appellants,", "Plaintiffs-Respondents", "Defendants—Applicants".
const ROLE_WORD =
  '(?:Plaintiffs?|Petitioners?|Appellants?|Appellees?|Respondents?|Relators?|Applicants?|Movants?|Claimants?|Complainants?|Defendants?|Intervenors?|PLAINTIFFS?|PETITIONERS?|APPELLANTS?|APPELLEES?|RESPONDENTS?|RELATORS?|APPLICANTS?|MOVANTS?|CLAIMANTS?|COMPLAINANTS?|DEFENDANTS?|INTERVENORS?)'
const ROLE_MARK = new RegExp(
  `(?<=[,\\s]|^)${ROLE_WORD}(?:\\s*[-–—/]\\s*(?:${ROLE_WORD}|[A-Za-z]+)|\\s+and\\s+${ROLE_WORD})?\\s*[,.;:]?(?=\\s|$|\\))`,
  'gm',
)

/**
 * A caption whose sides are named by any role ("STATE of Oklahoma, Appellant, v. Delbert LYNCH,
 * Appellee."; "WALKER ... Plaintiffs-Respondents versus ... Defendants-Applicants"): the side
 * named first is the plaintiffs' side, the other the defendants'. Used when no caption names a
 * plaintiff and a defendant outright.
 */
function findRoleCaption(head: string, courts: ReturnType<typeof findCourts>): PartyMention[] {
  const marks = [...head.matchAll(ROLE_MARK)].filter(
    (m) => !namedBySomeoneElse(head, m.index) && !markInSentence(head, m),
  )
  for (const versus of head.matchAll(VERSUS)) {
    const first = marks.filter((m) => m.index < versus.index && versus.index - m.index < 500).pop()
    const afterVersus = versus.index + versus[0].length
    const second = marks.find((m) => m.index >= afterVersus && m.index - afterVersus < 1500)
    if (!first || !second) continue
    const stop = Math.max(
      0,
      courtStop(head, courts, first.index),
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
