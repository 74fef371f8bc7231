// The parties of a case, from where filings state them: the caption ("JOHN SMITH, individually
// and on behalf of all others similarly situated, Plaintiff, v. ACME CORP., et al., Defendants."),
// in a block or on one line, with or without the ")" column of older captions; defined terms
// ("Jane Roe (“Plaintiff”)"); and a letter's "Re: Smith v. Acme Corp." line.
import { findAbbreviatedTitle } from './abbreviatedTitle'
import { findBodyParties } from './bodyParties'
import { findCaseDocketTitle, findCaseTitleRow } from './caseTitleRow'
import { findCertiorariTitle } from './certiorariTitle'
import { findCitedTitle } from './citedTitle'
import { PLAINTIFF_MARK } from './captionMarks'
import { findCourts } from './courts'
import { findCoverSheetParties } from './coverSheetParties'
import { findInReCaption } from './inReCaption'
import { interleavedCaption, reporterTitleKeys } from './interleavedCaption'
import { markedCaption, withConsolidated } from './markedCaption'
import { withoutEdgeStamp, withoutGlyphCodes, withoutTurnedMargin } from './marginText'
import { findDefinedParties, findTitleParties } from './definedParties'
import { findDocketParties, isDocketReport } from './docketParties'
import { withoutMarkup } from './docketRecord'
import { findInterestCaption, findLabelledSpouses, findSpouseCaption } from './familyCaption'
import { mention, type PartyMention, type PartyRole } from './partyMention'
import { findPartyTable } from './partyTable'
import { findRoleCaption } from './roleCaption'
import { findTypedNames } from './typedNames'
import { findUnversedCaption } from './unversedCaption'
import { readOnce } from './readOnce'
import { findRunningTitleLeads, runningTitleKeys } from './runningTitle'
import {
  findLabelledCaption,
  findLabelledRows,
  findTitleLineCaption,
  findVersusCaption,
} from './versusCaption'

export type { PartyMention, PartyRole }
export { findDefinedParties, findDocketParties, findTitleParties, isDocketReport }

/**
 * The caption's two sides, when the text has a caption with both. A reading whose sides are blank
 * (a side's lead name too doubtful to answer, captionSides.ts) gives way to a later reader's, and
 * is the answer only when no reader finds names: a misread caption leaves both sides blank.
 */
export function findCaptionParties(text: string, limit = 6000): PartyMention[] {
  const sides = captionPartiesIn(text, limit)
  if (sides.length > 0) return sides
  // A clerk's cover letter ("Re: Case No. 31-1234, Roe, et al v. Poe, et al") over the opinion
  // it encloses: the opinion's caption, past the letter's list of counsel, names the parties
  // whole where the letter's "Re:" line gives only the leads' surnames.
  const enclosed = enclosureStart(text, limit)
  if (enclosed === null) return []
  return captionPartiesIn(text.slice(enclosed), limit).map((side) => ({
    ...side,
    start: side.start + enclosed,
    end: side.end + enclosed,
  }))
}

// A letter's reference line naming a case: "Re: Case Nos. 31-1234/31-1235, Roe v. Poe".
const LETTER_REFERENCE = /^[ \t]*Re:[ \t]+(?:Case\s+Nos?\.|No\.|[^\n]*\sv\.?\s)/m
// The heading of the court's paper the letter encloses.
const ENCLOSED_COURT =
  /^[ \t]*(?:IN[ \t]+THE[ \t]+)?(?:UNITED[ \t]+STATES[ \t]+(?:COURT[ \t]+OF[ \t]+APPEALS|DISTRICT[ \t]+COURT)|SUPREME[ \t]+COURT[ \t]+OF)\b/gm
const ENCLOSURE_REACH = 20000

/** Where the paper a cover letter encloses starts: its court's heading after the "Re:" line. */
function enclosureStart(text: string, limit: number): number | null {
  const reference = LETTER_REFERENCE.exec(text.slice(0, limit))
  if (!reference) return null
  ENCLOSED_COURT.lastIndex = reference.index
  const heading = ENCLOSED_COURT.exec(text.slice(0, ENCLOSURE_REACH))
  return heading ? heading.index : null
}

/** The caption's two sides read in the text's first `limit` characters. */
function captionPartiesIn(text: string, limit: number): PartyMention[] {
  // (The court's name turned up the margin, read into the lines' starts, is blanked, and a filing
  // stamp's letters down the page's edge.)
  // (A page converted to Markdown has its marks blanked, "**JANE ROE,**" reading "  JANE ROE,  ",
  // one space a mark, so that every offset still points into the text as given.)
  // (And a glyph the converter left as its code, "(cid:3)", is blanked the same way.)
  const head = withoutEdgeStamp(
    withoutTurnedMargin(withoutGlyphCodes(withoutMarkup(text.slice(0, limit)))),
  )
  // (A printed reporter page's running title, "ROE v. POE  451" over "Cite as …", names them too.)
  const title = reporterTitleKeys(head) ?? runningTitleKeys(head)
  let blank: PartyMention[] | undefined
  for (const reader of captionReaders(text, head)) {
    const sides = reader()
    if (sides.length === 0) continue
    // A reading whose plaintiffs' lead is not the party the reporter's title names (the page's
    // other column read into the names) is a misread caption: blank, and the next reader is asked.
    if (title && sides.length === 2 && !leadsNamed(sides, title)) {
      blank ??= sides.map((side) => ({ ...side, value: [] }))
      continue
    }
    if (sides.some((side) => side.value.length > 0)) return sides
    blank ??= sides
  }
  return blank ?? []
}

/** Whether the plaintiffs' lead name holds the key word of its party in the reporter's title. */
function leadsNamed(sides: PartyMention[], title: { plaintiff: string }) {
  const holds = (role: PartyRole, key: string) => {
    const lead = sides.find((side) => side.role === role)?.value[0]
    if (lead === undefined) return true
    const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    return new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, 'iu').test(lead)
  }
  // (The defendants' lead may be an officer the title names by office, "Roe v. Comm'r of Soc.
  // Sec." over "Andrew POE, Commissioner": only the plaintiffs' lead is held to the title.)
  return holds('plaintiffs', title.plaintiff)
}

/** The caption's readers, most particular form first; each gives both sides or none. */
function captionReaders(text: string, head: string): Array<() => PartyMention[]> {
  const courts = findCourts(head)
  let oneSide: PartyMention[] | undefined
  return [
    // A research service's appellate docket: each name over its "Type:  PLAINTIFF - APPELLEE"
    // (before its "Case Title:", which names the leads' surnames alone).
    () => findTypedNames(head),
    () => (isDocketReport(head) ? findDocketParties(text) : []),
    () => interleavedSides(head),
    // A side labelled above its names ("Plaintiff:") is read before the marks, which would look
    // for the names above the label.
    () => findLabelledCaption(head),
    () => findLabelledSpouses(head),
    () => findCaseTitleRow(head),
    // A California superior court's form: each lead over "Plaintiff/Petitioner(s)" and over
    // "Defendant/Respondent(s)".
    () => findAbbreviatedTitle(head),
    () => findCaseDocketTitle(head),
    // The Supreme Court's title over its "ON WRIT OF CERTIORARI …" line says both sides surely.
    () => findCertiorariTitle(head),
    () => {
      let blank: PartyMention[] = []
      for (const plaintiff of head.matchAll(PLAINTIFF_MARK)) {
        const sides = markedCaption(head, courts, plaintiff)
        if (sides.length === 2 && sides.some((side) => side.value.length > 0))
          return withConsolidated(head, courts, sides)
        if (sides.length === 2 && blank.length === 0) blank = sides
        oneSide ??= sides.length === 1 ? sides : undefined
      }
      return blank
    },
    () => findSpouseCaption(head),
    () => findInterestCaption(head),
    () => findRoleCaption(head, courts),
    () => findVersusCaption(head, courts),
    () => findUnversedCaption(head, courts),
    // Then one side of a marked caption whose other side is unreadable (a title or a stamp
    // printed over it): the marks say which side it is, and a blank beats a guess for the other.
    () => oneSide ?? [],
    // A research site's reported opinion: its short title over its reporter citation.
    () => findCitedTitle(head),
    // A printed reporter page: each side's lead in capitals, as its running title names it.
    () => findRunningTitleLeads(head),
    () => findTitleLineCaption(head),
    // A case page's labelled rows ("Plaintiff: Jane Roe" … "Defendant: Acme Corp.").
    () => findLabelledRows(head),
    () => findInReCaption(head),
    // A docket sheet's table of parties, each name beside its attorney over its role.
    () => findPartyTable(head),
    // A civil cover sheet's boxes ("I. (a) PLAINTIFFS … DEFENDANTS"), when no caption is read.
    () => findCoverSheetParties(head),
  ]
}

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
/**
 * Every statement of the parties in `text`: caption first, then defined terms, then a Re: line,
 * then a complaint's opening sentence.
 */
export function findParties(text: string): PartyMention[] {
  return partiesKept(text)
}

const partiesKept = readOnce(readParties, (kept) =>
  kept.map((party) => ({ ...party, value: [...party.value] })),
)

function readParties(text: string): PartyMention[] {
  return [
    ...findCaptionParties(text),
    ...findDefinedParties(text),
    ...findTitleParties(text),
    ...findBodyParties(text).map((p) => mention(p.role, p.names, p.start, p.end, 'body')),
  ]
}
