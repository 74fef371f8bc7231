// The words of a lawyer's entry as filings print them: a person's name (two to four capitalised
// words or initials), the title printed beside it, the client it appears for, and the page's
// lines the counsel reader walks (counsel.ts). Pure.

// A person's name as filings print it: two to four capitalised words or initials, any case.
// A word ends where its letters end: "Rob McGuiness" is not "Rob Mc", "KUta" (a scan's smudge)
// is no name word "KU"; "DeVore", "LaRue" and initials run together ("W.B.") are one word.
const NAME_WORD = String.raw`(?:Mc[A-Z][a-z]+|Mc[A-Z]+|O['’][A-Z][a-z]+|[A-Z][a-z]+(?:[A-Z][a-z]+)?(?:[-'’][A-Z]?[a-z]+)?|(?:[A-Z]\.){1,3}|[A-Z]{2,}(?:[-'’][A-Z]+)?)(?![A-Za-z])`
export const PERSON = new RegExp(
  String.raw`\b${NAME_WORD}(?:[ \t]+${NAME_WORD}){1,3}(?:,?[ \t]+(?:Jr\.|Sr\.|II|III))?`,
  'g',
)
export const HAS_PERSON = new RegExp(PERSON.source)

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
    // A transcript's address to the bench ("Good morning, Your Honor, Ann Roe for the
    // respondent") and a mailing address ("P.O. Box 1313"): no lawyer's name.
    'your honor honour box ' +
    // The words of a paper, a law or the court's formula, never of a lawyer's name: "FIRST
    // AMENDED COMPLAINT", "Alien Enemies Act", "Final Rule", "IT IS HEREBY ORDERED", "Proposed
    // Order", "Protected Information", "See Procedures and …".
    'act acts rule rules order ordered orders hereby it is final first second third amended ' +
    'proposed complaint motion memorandum opinion judgment decree stipulation exhibit statement ' +
    'information protected confidential see security service forest homeland environmental impact ' +
    // A company's abbreviation: "Gates Rubber Co".
    'co ' +
    // A judge ("Judge Bartlett", "Hon. Rowe"), a court's note on a lawyer ("PRO HAC VICE"), a
    // rule's title ("Administrative Appeal Requirement").
    'judge judges magistrate honorable hon pro hac vice administrative appeal appeals ' +
    // A docket's field label and column head: the Supreme Court's "Lower Ct:", "DATE  PROCEEDINGS".
    'ct proceedings ' +
    // A sentence's opening word before a capitalised one: "This MOU", "Because Foster".
    'this that these those because although whether'
  ).split(' '),
)

/** A word of a thing's name, not a person's: "Requirement", "Association", "Authority" (not "McGuiness"). */
const THING_WORD = /^[a-z]{4,}(?:tion|sion|ment|ity)s?$/i

export const TITLE =
  /\b(?:(?:[A-Z][a-z]+\s+)?(?:county|city|district|state['’]?s?)\s+attorney|(?:special\s+|senior\s+)?(?:assistant\s+|deputy\s+)?(?:united\s+states|u\.\s?s\.)\s+attorney|(?:special\s+|senior\s+|chief\s+)?(?:assistant\s+|deputy\s+)?(?:attorney|solicitor)\s+general|(?:senior\s+)?trial\s+(?:attorney|counsel)|(?:principal\s+|chief\s+)?(?:assistant\s+|deputy\s+)?(?:county|city)\s+counsel|(?:senior\s+|lead\s+|general\s+|special\s+)?counsel|attorneys?|secretary|esq\.?|(?:[A-Z][a-z]+\s+)?(?:county|city|district|state['’]?s?)\s+attorney|corporation\s+counsel|public\s+defender|prosecut\w+)\b/i
// (Not an application's "for": "CONNOR ROE (Application for Admission Pending)", "(motion for
// leave to appear pending)" say nothing of the client.)
export const FOR_WHOM =
  /(?<!\b(?:[Aa]pplication|[Mm]otion|[Pp]etition|[Aa]ppl(?:y|ied))\s*)\b(?:attorneys?|counsel|appearing)?\s*for\s+(?:the\s+)?((?:plaintiffs?|defendants?|appellants?|appellees?|petitioners?|respondents?|relators?|intervenors?|government|united\s+states|state|people|commonwealth|governor|[A-Z][\w.&'’-]*(?:\s+(?:of\s+)?[A-Z][\w.&'’-]*){0,4})(?:[- ](?:appellants?|appellees?|petitioners?|respondents?))?)/

export function isPerson(name: string): boolean {
  const words = name.split(/[ \t]+/).filter((w) => !/^(?:Jr|Sr)\.?$|^I+$/.test(w))
  if (words.length < 2) return false
  if (words.some((w) => NOT_NAME.has(w.toLowerCase().replace(/[.,]/g, '')))) return false
  if (words.some((w) => THING_WORD.test(w))) return false
  // A name has at least one word of letters beyond an initial.
  return words.some((w) => /^[A-Za-z'’-]{2,}$/.test(w) && !/^[A-Z]\.$/.test(w))
}

/** A name and the title words that end it ("April J. Tabor Secretary" → "April J. Tabor", " Secretary"). */
export function withoutTitle(match: string): [string, string] {
  const words = match.split(/[ \t]+/)
  let cut = words.length
  while (cut > 2 && NOT_NAME.has(words[cut - 1]!.toLowerCase().replace(/[.,]/g, ''))) cut--
  if (cut === words.length || !TITLE.test(words.slice(cut).join(' '))) return [match, '']
  return [words.slice(0, cut).join(' '), ` ${words.slice(cut).join(' ')}`]
}

// "Decided June 5, 2024.", "Argued May 2": a month before a day is a date, not a lawyer's name.
const MONTH_WORD =
  /\b(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.?$/i
export const isDate = (name: string, after: string) => MONTH_WORD.test(name) && /^\s*\d/.test(after)

export type Line = { start: number; end: number; text: string }

export function linesOf(text: string): Line[] {
  const lines: Line[] = []
  let start = 0
  for (const part of text.split('\n')) {
    lines.push({ start, end: start + part.length, text: part })
    start += part.length + 1
  }
  return lines
}

/** The next non-blank line after index i, within two lines. */
export function nextLine(lines: Line[], i: number): Line | undefined {
  for (let j = i + 1; j < lines.length && j <= i + 3; j++)
    if (lines[j]!.text.trim()) return lines[j]
  return undefined
}

export function previousLines(lines: Line[], i: number, n: number): Line[] {
  const out: Line[] = []
  for (let j = i - 1; j >= 0 && out.length < n && j >= i - 2 * n; j--) {
    if (lines[j]!.text.trim()) out.push(lines[j]!)
  }
  return out
}

// "Attomey": a scan reads "rn" as "m".
export const ocrMended = (text: string) => text.replace(/\b([Aa])ttomey/g, '$1ttorney')
