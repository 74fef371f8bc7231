// One name tidied as the answer gives it: debris, a form's label, a role or an office before it cut,
// recased when printed in capitals; a docket report's one-line entry read as a name; and a name
// reduced for comparison.
import { repairOcrWords } from './ocrWords'
import { doubtfulName } from './partyDoubt'
import { withoutOfficeBefore } from './partyOffices'
import { LEADING_DEBRIS } from './inRem'
import { isInRemProperty } from './inRemProperty'
import { FIGURED_COMPANY, isName, withoutDescriptions } from './nameDescriptions'
import { recase } from './text'

// The last word of a name that keeps its period: "Corp.", "Inc.", "N.A.".
const KEEPS_PERIOD =
  /(?:\b(?:Inc|Corp|Co|Ltd|Jr|Sr|Esq|Bros|Assn|Intl|Natl|Ph\.D|Ed\.D|Psy\.D)|\b(?:[A-Z]\.)+[A-Z]?)\.$/i

// (A bankruptcy's debtor, a docket's interested party, a friend of the court, a garnishee and a
// third party's role are roles too: "Acme Corp., Debtor-in-Possession", "Jane Roe, Amicus Curiae";
// a form's "Plaintiff(s)".)
const ROLE_WORD =
  '(?:Cross[- ]|Counter[- ]|Third[- ]Party\\s+)?(?:Plaintiffs?|Defendants?|Petitioners?|Respondents?|Appellants?|Appellees?|Intervenors?|Movants?|Claimants?|Relators?|Debtors?(?:[- ]in[- ]Possession)?|Interested\\s+Part(?:y|ies)|Amic(?:us|i)\\s+Curiae|Garnishees?|Real\\s+Part(?:y|ies)\\s+in\\s+Interest)(?:\\(s\\))?'
const TRAILING_ROLE = new RegExp(
  String.raw`(?:,\s*${ROLE_WORD}(?:\s*[-–—/,]\s*${ROLE_WORD})*|\s*\(\s*(?:${ROLE_WORD}(?:\s*[-–—/,]\s*${ROLE_WORD})*|[Pp]ro\s+[Ss]e)\s*\)|,\s*[Pp]ro\s+[Ss]e)\s*[.,]?(?:\s*vs?\.?)?$`,
  'i',
)

// What is left of a docket number before a name once its leading figures are cut: the case's
// letters, its number and the judges' initials in brackets ("CV 4417 (ABC) (DEF) ", "cv-512
// (ABC/DEF) ", "Civ. 1234 (XYZ) ", "CV -212-1 (ABC) ").
const DOCKET_BEFORE_NAME =
  /^(?:CV|Cv|cv|CIV|Civ|civ|CR|Cr|cr)\.?[ \t]*[-–]?[ \t]*\d[\d–-]*(?:[ \t]*\([A-Za-z/ ]{2,15}\))*\s+(?=\p{Lu})/u

/** One party's name from a line that names one (a docket report's entry), or null. */
export function partyName(line: string): string | null {
  // Docket printouts set hyphens as minus signs ("DOES 1−50").
  const text = line
    .replace(/\u2212/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
  const name = tidyName(withoutDescriptions(withoutTitleAfterInverted(text)))
  // (A property sued in rem is named by its address or its figures: no doubt of a name's.)
  if (/\p{Lu}/u.test(name) && isInRemProperty(name)) return name
  return /\p{Lu}/u.test(name) && isName(name) && !doubtfulName(name) ? name : null
}

// A docket report's entry that names a person surname first, then the office or the seat the
// person is sued in ("Kemp, Jack, Sec., Housing & Urban Development"; "Roe, Jane M., Executive
// Director, Elm Housing Authority, I/o"): a given name and its initials (a suffix after them) close
// the name, and what follows describes the person. A body's name is no given name ("Tennessee,
// State of"), and a firm's commas ("Roe, Poe & Doe, LLP") end on its suffix.
const INVERTED_PERSON =
  /^(\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?,\s\p{Lu}[\p{L}'’-]+(?:\s(?:\p{Lu}\.|\p{Lu}[\p{L}'’-]+)){0,2}(?:,\s(?:Jr|Sr|JR|SR)\.?|,\s(?:II|III|IV))?),\s(?=\S)(.*)$/u
const NO_GIVEN_NAME =
  /\b(?:inc|llc|l\.l\.c|corp|co|ltd|lp|llp|plc|p\.c|n\.a|company|state|county|city|town|village|department|dept|board|office|of|the|and|et|al)\b/i
const FIRM_SUFFIX = /\b(?:Inc|LLC|L\.L\.C|Corp|Co|Ltd|LLP|L\.L\.P|LP|P\.C|PLLC|P\.A)\.?$/i

/** A docket entry's inverted person's name without the office after it: "Kemp, Jack, Sec., HUD" → "Kemp, Jack". */
export function withoutTitleAfterInverted(entry: string): string {
  const inverted = INVERTED_PERSON.exec(entry)
  if (!inverted) return entry
  const [, name, rest] = inverted
  const given = name!.split(',')[1]!
  if (NO_GIVEN_NAME.test(name!.split(',')[0]!) || NO_GIVEN_NAME.test(given)) return entry
  if (FIRM_SUFFIX.test(rest!.trim()) || /^(?:Jr|Sr|II|III|IV|Esq)\.?$/i.test(rest!.trim()))
    return entry
  return name!
}

/** A name as the answer gives it: debris and labels before it cut, recased from capitals. */
export function tidyName(name: string): string {
  let tidy = name
    // Marks and OCR debris before the first letter ("* * * * * HENRY C. WALKER"); a company's
    // figures glued to its name ("3elm LLC") are its name's.
    .replace(LEADING_DEBRIS, (debris: string, _at: number, all: string) =>
      FIGURED_COMPANY.test(all) && /\d$/.test(debris) && !/\s$/.test(debris)
        ? debris.replace(/^[^\d]*/, '')
        : '',
    )
    // The docket number a district prints right of its "-against-" or "v." line, or on a line of
    // its own under it ("-against- 31 CV 4417 (ABC) (DEF)", "v.  1 :31-CV -212-1 (ABC)", "31-cv-512
    // (ABC/DEF)"), run into the first name below: its figures went with the debris, its court's
    // letters and judges' initials stay before the name. No name opens so.
    .replace(DOCKET_BEFORE_NAME, '')
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

    // A California complaint's jurisdiction line, printed above or beside the caption
    // ("UNLIMITED JURISDICTION", "LIMITED CIVIL CASE"), run into the first name: no part of it.
    .replace(
      /^(?:UN|Un)?(?:LIMITED|Limited)\s+(?:(?:CIVIL|Civil)\s+)?(?:JURISDICTION|Jurisdiction|CASE|Case)\s+(?=\p{Lu})/u,
      '',
    )
    // A side's role or an office before the name: "Respondent BetterHelp, Inc.", "Judge Lance Hamner".
    .replace(/^(?:Respondents?|Petitioners?|Plaintiffs?|Defendants?|Judge|JUDGE)\s+(?=\S)/, '')
    // A proceeding's heading before its subject ("In the Matter of Teresa Roe", "In re: Acme
    // Corp."): the subject is the party, the heading is the form of the title.
    // (So is a juvenile's "In the Interest of J.R." and a habeas applicant's "Ex parte Jane Roe",
    // and a veteran's "IN THE APPEAL OF JOHN Q. ROE" over a Board of Veterans' Appeals decision.)
    .replace(
      /^(?:In\s+the\s+Matter\s+of|Matter\s+of|In\s+re|In\s+the\s+Interest\s+of|In\s+the\s+Appeal\s+of|Ex\s+parte)\s*:?\s+(?=\S)/i,
      '',
    )
    // "In re the Petition of the Elm Prison Society": the petitioner is the party, the petition
    // its paper. (An "Application of …" is the matter's own title, as a surveillance court's
    // captions read, and stays.)
    .replace(
      /^(?:(?:the|The|THE)\s+)?(?:Petition|PETITION)\s+(?:of|OF)\s+(?:(?:the|THE)\s+)?(?=\p{Lu})/u,
      '',
    )
    .replace(/[,;:]+$/, '')
    // A side's role or a pro se mark after the name, as a docket's entry or an appeal's caption
    // prints it ("JANE ROE, Plaintiff - Appellant", "Acme Inc. (Defendant)", "Jane Roe, pro se").
    .replace(TRAILING_ROLE, '')
    .replace(/\s*[,;:]+$/, '')
    // A docket report's mark that the party has left the case ("Acme Corp. (Terminated)").
    .replace(/\s*\((?:Terminated|TERMINATED)\b[^()]*\)$/, '')
    // Scanner debris after the name ('PATROL ""1:) ~'): quotes, tildes and digits with no word.
    .replace(/\s+["“”'~`^|{}\\][^\p{L}]*$/u, '')
    .trim()
  // A column's bracket left after the name ("JANE ROE, et al.)"), no parenthesis opened before it.
  if (!tidy.includes('(')) tidy = tidy.replace(/[\s)]*\)$/, '').trim()
  if (tidy.endsWith('.') && !KEEPS_PERIOD.test(tidy)) tidy = tidy.slice(0, -1).trimEnd()
  tidy = withoutOfficeBefore(tidy)
  // Each name of "ACME CORP. d/b/a ACME STORES" ("STATE OF ELM ex rel. JANE ROE") recased on its
  // own (the small "d/b/a" would keep the whole from reading as printed in capitals).
  return (
    withInitialUnglued(repairOcrWords(tidy))
      .split(/(\s+(?:d\/b\/a|a\/k\/a|o\/b\/o|dba|aka|doing\s+business\s+as|ex\s+rel\.?)\s+)/i)
      .map((part, i) => (i % 2 === 1 ? part.toLowerCase() : withAcronyms(part, recase(part))))
      .join('')
      // "SHERIFF'S OFFICE" recased: the possessive's "s" is small.
      .replace(/(\p{Ll})(['’])S\b/gu, '$1$2s')
      // A union's federation keeps its capitals: "AFL-CIO".
      .replace(/\bAfl-Cio(?:-Clc)?\b/g, (federation) => federation.toUpperCase())
      // So does a generation's numeral closing a name recased from capitals ("JOHN ROE, III").
      .replace(/(?<=[\s,])(?:Ii|Iii|Iv)(?=\.?\s*(?:,|$))/g, (numeral) => numeral.toUpperCase())
  )
}

// Bodies known by their initials, kept in capitals in a name recased from capitals ("EEOC",
// "NAACP ELM BRANCH"); those that spell a word ("ICE", "DOC") only alone or in parentheses.
const ACRONYMS = new Set(
  (
    'EEOC NAACP ACLU FBI HHS HUD DHS DOJ EPA FTC FCC NLRB OSHA IRS CIA NSA USDA FDA FEMA CMS SSA ' +
    'NYPD LAPD NYCHA MTA CUNY SUNY YMCA YWCA NCAA AFSCME SEIU AARP NOAA ATF DEA USCIS CBP BOP OPM ' +
    'MSPB FLRA FEC SBA HRA ACS DCFS DHHS DCF DSS DHR DOL DOT DPS EOIR'
  ).split(' '),
)
const ACRONYMS_ALONE = new Set('ICE INS DOC'.split(' '))

/**
 * A name recased from capitals with its bodies' initials given back their capitals: a known
 * acronym, one that spells a word when it stands alone or in parentheses, and any word of five or
 * six capitals without a vowel (as the recasing keeps shorter ones).
 */
function withAcronyms(printed: string, recased: string): string {
  if (/\p{Ll}/u.test(printed) || printed.length !== recased.length) return recased
  let out = recased
  for (const word of printed.matchAll(/(?<![\p{L}'’])\p{Lu}{2,6}(?![\p{L}'’])/gu)) {
    const at = word.index!
    const alone =
      printed.trim() === word[0] ||
      (printed[at - 1] === '(' && printed[at + word[0].length] === ')')
    const keep =
      ACRONYMS.has(word[0]) ||
      (alone && ACRONYMS_ALONE.has(word[0])) ||
      /^[B-DF-HJ-NP-TV-XZ]{5,6}$/.test(word[0])
    if (keep) out = out.slice(0, at) + word[0] + out.slice(at + word[0].length)
  }
  return out
}

// A given name in capitals glued to its middle initial by a lost space ("MICHAELJ. SULLIVAN"):
// the whole name a given name, an initial and a surname (a generation's suffix after it). The
// glued word is no abbreviation ("CORP.", "DEPT.", "ASSN.") and the given name has a vowel.
const GLUED_INITIAL =
  /^(\p{Lu}{3,}?)(\p{Lu})\.(\s+\p{Lu}[\p{Lu}'’-]+(?:,?\s+(?:JR|SR|II|III|IV)\.?)?)$/u
const ABBREVIATIONS = new Set(
  'CORP INC BROS ASSN ASSOC INTL NATL LTD DEPT GOVT COMM MGMT SVCS BLDG DIST CNTY TWP HOSP UNIV ADMR ADMX EXEC SUPT COMMR'.split(
    ' ',
  ),
)

/** The name with a middle initial glued to the given name before it set apart. */
export function withInitialUnglued(name: string): string {
  const glued = GLUED_INITIAL.exec(name)
  if (!glued) return name
  const [, given, initial, rest] = glued
  if (ABBREVIATIONS.has(given! + initial!) || !/[AEIOUY]/.test(given!)) return name
  return `${given} ${initial}.${rest}`
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
