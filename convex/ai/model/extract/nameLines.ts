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
  const companies = companiesPerLine(lines)
  if (companies) return companies
  const firstMarked = lines.findIndex((line) => /[,;&]/.test(line))
  const leading = lines.slice(0, firstMarked === -1 ? lines.length : firstMarked)
  const count = leading.length + (firstMarked === -1 ? 0 : 1)
  if (twoWholeNames(lines)) return [`${lines[0]!.trimEnd()},`, ...lines.slice(1)].join('\n')
  if (leading.length === 0 || count < PERSON_LINES_MIN || !leading.every(personLine)) return block
  // The first marked line names one more person before its mark ("RAFAEL POE-CRUZ,").
  if (firstMarked !== -1 && !personLine(lines[firstMarked]!.split(/[,;&]/)[0]!)) return block
  return [...leading.map((line) => `${line.trimEnd()},`), ...lines.slice(leading.length)].join('\n')
}

// The words a body's name in capitals closes on ("ELM CARE CENTER", "OAK NURSING HOME").
const BODY_CLOSING =
  /\b(?:CENTER|CENTRE|HOME|HOMES|HOSPITAL|CLINIC|COMPANY|CORPORATION|CORP\.?|INC\.?|LLC|L\.L\.C\.|ASSOCIATION|INVESTORS|PARTNERS|PARTNERSHIP|FOUNDATION|BANK|ENTERPRISES|INDUSTRIES|HOLDINGS|SERVICES)$/
// A line's end that carries the name on to the next line ("BIRCH HOUSE NURSING &").
const JOINING_END = /(?:&|\b(?:AND|OF|THE|FOR|AT|IN|ON)|-)$/
// A line's opening that goes on with the name above ("OF ELM COUNTY", "AND REHABILITATION").
const JOINING_OPENING = /^(?:&|(?:AND|OF|FOR|AT|IN|ON|D\/B\/A)\b)/
// How many bodies listed one to a line, before the first line with a mark, say a list.
const BODY_LINES_MIN = 3

/**
 * The block with a comma after each body's name when its leading lines list bodies in capitals
 * one to a line with no mark between them ("ELM CARE CENTER" / "OAK NURSING HOME" / "BIRCH HOUSE
 * NURSING &" / "REHABILITATION CENTER"): a name closes on its body word ("CENTER", "HOME", "INC.")
 * when the next line opens a name of its own, not on a joining word ("OF", "AND", "&"); a line
 * that breaks off on a joining word goes on below. Three or more names so, each of two words or
 * more and every line read so, or null (a name wrapped mid-way, "EQUAL EMPLOYMENT" over
 * "OPPORTUNITY COMMISSION", closes on no body word).
 */
function companiesPerLine(lines: readonly string[]): string | null {
  const firstMarked = lines.findIndex((line) => /[,;]|^\s*(?:and|AND)\b/.test(line))
  const leading = lines.slice(0, firstMarked === -1 ? lines.length : firstMarked)
  const closes: number[] = []
  let words = 0
  for (let i = 0; i < leading.length; i++) {
    const line = leading[i]!.trim()
    if (line === '' || /\p{Ll}/u.test(line)) return null
    words += line.split(/\s+/).length
    const next = lines[i + 1]?.trim() ?? ''
    if (JOINING_END.test(line) || JOINING_OPENING.test(next)) continue
    if (!BODY_CLOSING.test(line) || words < 2) return null
    closes.push(i)
    words = 0
  }
  if (closes.length < BODY_LINES_MIN || closes[closes.length - 1] !== leading.length - 1)
    return null
  return lines.map((line, i) => (closes.includes(i) ? `${line.trimEnd()},` : line)).join('\n')
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
