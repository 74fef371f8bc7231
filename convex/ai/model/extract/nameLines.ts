// A caption that lists its parties one to a line with no commas between them, as Colorado's forms
// and many older captions do ("Marie Roe\nKristofer Roe\nAvi Poe"; "MARIO ROE-PEREZ\nRAFAEL
// POE-CRUZ\nNICOLAS DOE, individually …"): each line is a name. And how a line of a list of names
// reads where a caption's other column or a heading's words might end it (listBrokenOff,
// sovereignListLine).
import { isHeaderLine, isNonPartyLine, isTitleLine } from './captionLines'

// A person's name on a line of its own: two to four words, each a capitalised word or an initial,
// an honorific before them ("Dr.").
const PERSON_LINE =
  /^(?:(?:Dr|Mr|Mrs|Ms|DR|MR|MRS|MS)\.?\s+)?(?:\p{Lu}[\p{L}'’-]*|\p{Lu}\.)(?:\s+(?:\p{Lu}[\p{L}'’-]*|\p{Lu}\.)){1,3}$/u
// Words that name a body, not a person: a line holding one is a wrapped name's part ("EQUAL
// EMPLOYMENT" over "OPPORTUNITY COMMISSION,").
const BODY_WORD =
  /\b(?:Inc|LLC|LLP|Corp|Co|Company|Corporation|Department|Dept|County|City|State|States|United|Association|Commission|Board|District|School|Schools|University|College|Service|Services|Agency|Bureau|Office|Council|Authority|Center|Centre|Hospital|Church|Bank|Trust|Group|Society|Union|Foundation|Institute|Committee|Fund|Federation|Court|Republic|America|Nation|Tribe|Police|Sheriff|Prison|Jail|Division|Administration|Organization|Project|Coalition|Alliance|League|Club|Partners|Holdings|Enterprises|Industries|Systems|Ltd|Town|Village|Township|Parish|Commonwealth|People|Government|Health|Education|Housing|Labor|Justice|Public|National|Federal|American|Legal|Aid|Community|Ministries|Academy|Network|Estate|Employment|Opportunity|Protection|Advocacy|Rights|Liberties|Human|Family|Children|Youth|Veterans|Disabled|Disability|Advocates|Action|Program|Home|Homes|Care|Medical|Products|Insurance|Savings|Loan|Development|Transit|Water|Power|Energy|Gas|Electric|Railroad|Railway|Airlines|Motors|Mining|Steel|Oil|Press|News|Media|Times|Herald|Tribune)\b/i
// Two lines may be one name wrapped ("ALBERTO LUIS" over "GARCIA TORRES"): three or more lines
// say a list.
const PERSON_LINES_MIN = 3

/** Whether a line (its trailing comma aside) reads as one person's name. */
export function personLine(line: string): boolean {
  const text = line.trim().replace(/[,;]$/, '')
  return PERSON_LINE.test(text) && !BODY_WORD.test(text)
}

/**
 * The block with a comma after each of its leading lines when they list persons one to a line:
 * three or more lines with no mark between them, each a person's name, the last of them (or the
 * line after) the first to close with a comma or to go on to a description; or two lines each a
 * whole person's name (twoWholeNames). Any other block is returned as it is.
 */
export function commaPerLine(block: string): string {
  const lines = block.split('\n')
  const firstMarked = lines.findIndex((line) => /[,;&]/.test(line))
  const leading = lines.slice(0, firstMarked === -1 ? lines.length : firstMarked)
  const count = leading.length + (firstMarked === -1 ? 0 : 1)
  if (twoWholeNames(lines)) return [`${lines[0]!.trimEnd()},`, ...lines.slice(1)].join('\n')
  if (leading.length === 0 || count < PERSON_LINES_MIN || !leading.every(personLine)) return block
  // The first marked line names one more person before its mark ("RAFAEL POE-CRUZ,").
  if (firstMarked !== -1 && !personLine(lines[firstMarked]!.split(/[,;&]/)[0]!)) return block
  return [...leading.map((line) => `${line.trimEnd()},`), ...lines.slice(leading.length)].join('\n')
}

// A person's whole name with a middle initial between given name and surname ("SUSAN M. ROE"):
// no wrapped name's first part ends so, and none goes on after it.
const INITIALLED_NAME = /^(?:\p{Lu}[\p{L}'’-]+\s+)+\p{Lu}\.\s+\p{Lu}[\p{L}'’-]+$/u

/**
 * Whether a block opens with two persons' names on two lines with no mark between them, each
 * whole, then only what describes them ("SUSAN M. ROE" / "ALMA POE" / "on behalf of themselves"):
 * the first holds a middle initial between its names, the second is a name of two to four words,
 * and its mark closes it, or the next line (if any) goes on in small letters.
 */
function twoWholeNames(lines: readonly string[]): boolean {
  if (lines.length < 2) return false
  const [first, second, next] = [lines[0]!.trim(), lines[1]!.trim(), lines[2]?.trim()]
  const secondName = second.split(/[,;&]/)[0]!.trim()
  return (
    INITIALLED_NAME.test(first) &&
    personLine(first) &&
    personLine(secondName) &&
    secondName.split(/\s+/).length >= 2 &&
    (secondName !== second || next === undefined || /^\p{Ll}/u.test(next))
  )
}

// A person's name in small letters, then the words a caption describes a party sued in person
// with: "Charles Roe, Individually and as …", "Mary Poe, in her official capacity as …".
const PERSON_SUED_AS =
  /(?<=^|[,;]\s*|\band\s+)(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\.)?\s+\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?),?\s+(?:individually|in\s+(?:his|her)\s+(?:official\s+|individual\s+)?capacity)\b/giu

/**
 * The persons an entry names in small letters and describes as sued in person or in office.
 * After a lead in capitals ("ELM SCHOOL DISTRICT, Charles Roe, Individually and as
 * Superintendent …") such a piece is a party, not a description of the body before it.
 */
export function personsSuedAs(entry: string): Set<string> {
  return new Set(
    [...entry.matchAll(PERSON_SUED_AS)].map((m) => m[1]!).filter((name) => personLine(name)),
  )
}

/**
 * Whether a line of a list of names in capitals breaks off mid-name: it lists (a comma or a
 * semicolon inside it) and ends on a bare word in capitals with no mark after it ("JANE ROE,
 * MARY POE, ALMA" over "Civil Action No. ___" over "QUINN-DOE, …"), so the name goes on below.
 */
export function listBrokenOff(left: string): boolean {
  return (
    /[,;]\s*\S/.test(left) &&
    !/\p{Ll}/u.test(left) &&
    /\p{Lu}{2,}\s*$/u.test(left) &&
    !isTitleLine(left) &&
    !isNonPartyLine(left) &&
    !isHeaderLine(left)
  )
}

// A sovereign's name inside a list of names ("STATE OF ELM", "COMMONWEALTH OF ELM").
const SOVEREIGN_PIECE = /^\s*(?:(?:STATE|COMMONWEALTH|TERRITORY)\s+OF\b|DISTRICT\s+OF\s+COLUMBIA\b)/
// The words of a venue line beside a sovereign ("STATE OF ELM, OAK COUNTY", "…, ss."): no list.
const VENUE_WORD = /\b(?:COUNTY|PARISH|VICINAGE|DIVISION|CIRCUIT|DISTRICT|SS)\b/

/**
 * Whether a line that reads as a heading by its "STATE OF" is a line of a list of states suing or
 * sued together ("ALMA; STATE OF ELM; STATE" / "OF OAK; …", as multistate suits list them): it
 * lists, and every piece is a sovereign's name or words that name no court, office or venue (the
 * caller asks so only once a name below the line has been read).
 */
export function sovereignListLine(left: string): boolean {
  const pieces = left.split(/[,;]/)
  return (
    pieces.length >= 2 &&
    pieces.some((piece) => SOVEREIGN_PIECE.test(piece)) &&
    pieces.every(
      (piece) => SOVEREIGN_PIECE.test(piece) || (!isTitleLine(piece) && !VENUE_WORD.test(piece)),
    )
  )
}
