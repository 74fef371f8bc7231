// One name tidied as the answer gives it: debris, a form's label, a role or an office before it cut,
// recased when printed in capitals; a docket report's one-line entry read as a name; and a name
// reduced for comparison.
import { repairOcrWords } from './ocrWords'
import { doubtfulName } from './partyDoubt'
import { withoutOfficeBefore } from './partyOffices'
import { LEADING_DEBRIS } from './inRem'
import { isName, withoutDescriptions } from './nameDescriptions'
import { recase } from './text'

// The last word of a name that keeps its period: "Corp.", "Inc.", "N.A.".
const KEEPS_PERIOD =
  /(?:\b(?:Inc|Corp|Co|Ltd|Jr|Sr|Esq|Bros|Assn|Intl|Natl)|\b(?:[A-Z]\.)+[A-Z]?)\.$/i

/** One party's name from a line that names one (a docket report's entry), or null. */
export function partyName(line: string): string | null {
  // Docket printouts set hyphens as minus signs ("DOES 1−50").
  const text = line
    .replace(/\u2212/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
  const name = tidyName(withoutDescriptions(text))
  return /\p{Lu}/u.test(name) && isName(name) && !doubtfulName(name) ? name : null
}

/** A name as the answer gives it: debris and labels before it cut, recased from capitals. */
export function tidyName(name: string): string {
  let tidy = name
    // Marks and OCR debris before the first letter ("* * * * * HENRY C. WALKER").
    .replace(LEADING_DEBRIS, '')
    .replace(/^(?:and|&)\s+/i, '')
    // The caption's "v." read into the block with the second side's first name.
    .replace(/^vs?\.\s+(?=\p{Lu})/u, '')
    // A form's label before the name: "Case Caption: Damon Jones"; a docket's "Civil Action" or an
    // opinion's "PER CURIAM." run into the name above the caption.
    .replace(/^(?:Case\s+)?(?:Caption|Style)\s*:\s*/i, '')
    .replace(/^(?:Civil\s+Action|PER\s+CURIAM\.?|Per\s+Curiam\.)\s+(?=\p{Lu})/u, '')
    // The court's branch, which a county court prints in the right-hand column beside the first
    // name ("Case No. 24-CV-1" / "Branch 9"): run into the name, it is no part of it.
    .replace(/^(?:Branch|BRANCH)\s+\d{1,2}\s+(?=\p{Lu})/u, '')
    // The assigned judge a district prints right of the "v." line ("v.  Hon. Jane Q. Roe III"),
    // run into the capitals of the name under it: a title-case judge, then a name in capitals.
    .replace(
      /^(?:Hon\.|Honorable)\s+(?:\p{Lu}[\p{Ll}'’-]+\.?\s+|\p{Lu}\.\s+){1,3}(?:(?:Jr\.|Sr\.|II|III|IV),?\s+)?(?=\p{Lu}{2,}[\s,])/u,
      '',
    )

    // A side's role or an office before the name: "Respondent BetterHelp, Inc.", "Judge Lance Hamner".
    .replace(/^(?:Respondents?|Petitioners?|Plaintiffs?|Defendants?|Judge|JUDGE)\s+(?=\S)/, '')
    // A proceeding's heading before its subject ("In the Matter of Teresa Roe", "In re: Acme
    // Corp."): the subject is the party, the heading is the form of the title.
    .replace(/^(?:In\s+the\s+Matter\s+of|Matter\s+of|In\s+re)\s*:?\s+(?=\S)/i, '')
    .replace(/[,;:]+$/, '')
    // Scanner debris after the name ('PATROL ""1:) ~'): quotes, tildes and digits with no word.
    .replace(/\s+["“”'~`^|{}\\][^\p{L}]*$/u, '')
    .trim()
  if (tidy.endsWith('.') && !KEEPS_PERIOD.test(tidy)) tidy = tidy.slice(0, -1).trimEnd()
  tidy = withoutOfficeBefore(tidy)
  // Each name of "ACME CORP. d/b/a ACME STORES" recased on its own (the small "d/b/a" would keep
  // the whole from reading as printed in capitals).
  return (
    repairOcrWords(tidy)
      .split(/(\s+(?:d\/b\/a|a\/k\/a|dba)\s+)/i)
      .map((part, i) => (i % 2 === 1 ? part.toLowerCase() : recase(part)))
      .join('')
      // "SHERIFF'S OFFICE" recased: the possessive's "s" is small.
      .replace(/(\p{Ll})(['’])S\b/gu, '$1$2s')
      // A union's federation keeps its capitals: "AFL-CIO".
      .replace(/\bAfl-Cio(?:-Clc)?\b/g, (federation) => federation.toUpperCase())
  )
}

/** A name reduced for comparison: lower case, no punctuation, single spaces. */
export function normalizePartyName(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[.,'’"“”()]/g, '')
      .replace(/&/g, ' and ')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^the /, '')
      // "Hon. Jane Roe" and "The Honorable Jane Roe" are Jane Roe: the honorific names no one else.
      .replace(/^(?:hon|honorable) /, '')
      // So is "Mayor Jane Roe": an office before a person's name ("Secretary of State" is an office).
      .replace(
        /^(?:(?:assistant|deputy|acting|city|county)\s+)?(?:mayor|governor|commissioners?|sheriff|superintendent|warden)\s+(?!of\b)(?=\S+\s+\S)/,
        '',
      )
      // "Acme Corp. d/b/a Acme Stores" is Acme Corp.: the trade name is how it does business.
      .replace(/ (?:d\/b\/a|dba) .*$/, '')
  )
}
