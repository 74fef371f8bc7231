// A caption that lists its parties one to a line with no commas between them, as Colorado's forms
// and many older captions do ("Marie Roe\nKristofer Roe\nAvi Poe"; "MARIO ROE-PEREZ\nRAFAEL
// POE-CRUZ\nNICOLAS DOE, individually …"): each line is a name.

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
 * line after) the first to close with a comma or to go on to a description. Any other block is
 * returned as it is.
 */
export function commaPerLine(block: string): string {
  const lines = block.split('\n')
  const firstMarked = lines.findIndex((line) => /[,;&]/.test(line))
  const leading = lines.slice(0, firstMarked === -1 ? lines.length : firstMarked)
  const count = leading.length + (firstMarked === -1 ? 0 : 1)
  if (leading.length === 0 || count < PERSON_LINES_MIN || !leading.every(personLine)) return block
  // The first marked line names one more person before its mark ("RAFAEL POE-CRUZ,").
  if (firstMarked !== -1 && !personLine(lines[firstMarked]!.split(/[,;&]/)[0]!)) return block
  return [...leading.map((line) => `${line.trimEnd()},`), ...lines.slice(leading.length)].join('\n')
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
