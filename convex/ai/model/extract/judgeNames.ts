// A judge's name as filings print it, and how a table shows it: the words a name is made of, the
// words that are no name (titles, roles, an institution named for a judge), the bench a title
// names. judges.ts and judgeSurnames.ts read judges with these.
import { repairOcrWords } from './ocrWords'
import { recase } from './text'
import type { Mention } from './types'

/** The bench a title places the judge on, when the text says. */
export type Bench = 'district' | 'magistrate' | 'bankruptcy' | 'circuit' | 'state' | 'unknown'

/** A judge named in the text, with how the text introduced them. */
export type JudgeMention = Mention<string> & {
  bench: Bench
  form:
    | 'honorific'
    | 'title'
    | 'signature'
    | 'author'
    | 'panel'
    | 'parenthetical'
    | 'dissent'
    | 'concurrence'
}

// One word of a name: "Jane", "M.", "DOE", "O'Neil", "McAllister", "Smith-Jones", and a name
// whose particle is written into it with a capital after it ("LaShann", "DeArcy", "DiMarzio").
const NAME_WORD =
  "(?:Mc|Mac|O['’]|[A-Z][a-z]{1,2}(?=[A-Z][a-z]))?[A-Z](?:[a-z]+|[A-Z]+)?(?:[-'’][A-Z][A-Za-z]+)?\\.?"
const PARTICLE = '(?:de|van|von|der|den|da|del|della|di|la|le|du|St\\.)'
// Words of a name stand one or two spaces apart: a wider gap is a column of the layout. Particles
// may pair ("de la Cruz", "van der Berg").
export const NAME = `(?<name>${NAME_WORD}(?: {1,2}(?:${PARTICLE} {1,2}){0,2}${NAME_WORD}){1,4}(?:,? {1,2}(?:Jr\\.|Sr\\.|JR\\.|SR\\.|II|III|IV))?)`
// Words that are no part of a judge's name: titles, labels, a caption's words. "Clerk": a minute
// entry runs its judge's name into the next column's "CLERK OF THE COURT" two spaces on, a
// minutes form run onto one line into its next cell's label ("… ANN B. COLE Courtroom Deputy:
// …", "DEPUTY CLERK:", "Court Reporter:", "Recorder:").
export const NOT_NAMES = new Set(
  'united states district court judge judges magistrate chief senior circuit bankruptcy justice the honorable hon southern northern eastern western central middle county state of new plaintiff plaintiffs defendant defendants order dated date so ordered re dear presiding jury demand referred presided civil division branch served terminated filed sitting clerk deputy courtroom reporter recorder'.split(
    ' ',
  ),
)

// A place named for a judge ("the Judge John J. Doe Youth Center", "Judge Roe Courthouse") is
// no judge: a word of an institution's name ends the name's run. So is an organisation named for
// an office ("County Judge Executive Association, Inc.", Kentucky's county executives), and a
// statute named for its subject ("the Criminal Justice Information Act"), and an organisation
// whose name opens on "Justice" ("JUSTICE CLIMATE FUND, Plaintiff", "Justice Action Network").
const PLACE_WORDS = new Set(
  'center centre ctr courthouse building school academy institute facility detention youth jail prison hospital association inc llc corporation company department cabinet commission council act fund foundation coalition alliance network project league'.split(
    ' ',
  ),
)

export function benchOf(word: string | undefined): Bench {
  const key = (word ?? '').toLowerCase()
  return key === 'district' || key === 'magistrate' || key === 'bankruptcy' || key === 'circuit'
    ? key
    : 'unknown'
}

const OFFICE_TITLES =
  /^(?:Senator|SENATOR|Representative|REPRESENTATIVE|Governor|GOVERNOR|Mayor|MAYOR|Secretary|SECRETARY|Commissioner|COMMISSIONER|Sheriff|SHERIFF|Speaker|SPEAKER|Councilmember|Councilman|Councilwoman|Assemblyman|Assemblywoman|Delegate|Ambassador)$/

// A first name as older papers abbreviate it ("Chas. E. Wyzanski", "Wm. H. Hastie"): its period
// ends no sentence.
const ABBREVIATED_NAMES = new Set(
  'chas thos jas geo wm benj edw robt jno saml danl richd'.split(' '),
)

/**
 * A name's words up to a sentence's end: a word of two letters or more and a period is a surname
 * ending its sentence when more words follow ("Judge Roe. AFFIRMED.", a docket entry's next
 * words), not an initial ("M.") nor an abbreviated first name ("Chas.").
 */
function sentenceEnd(words: string[]): string[] {
  const end = words.findIndex(
    (word, i) =>
      i < words.length - 1 &&
      /^\p{L}*\p{Ll}\p{L}*\.$|^\p{Lu}{2,}\.$/u.test(word) &&
      /\p{L}{2}\.$/u.test(word) &&
      !/^(?:Jr|Sr|JR|SR|St|ST|Mr|Mrs|Ms|Dr|MR|MRS|MS|DR)\.$/.test(word) &&
      !ABBREVIATED_NAMES.has(word.slice(0, -1).toLowerCase()),
  )
  return end === -1 ? words : words.slice(0, end + 1)
}

/** The name as a table shows it: title dropped, capitals recased, a trailing comma removed. */
export function cleanName(raw: string): string | null {
  let words = repairOcrWords(raw)
    .replace(/[,\s]+$/, '')
    .split(/[ \t]+/)
  while (words.length > 0 && NOT_NAMES.has(words[0]!.toLowerCase().replace(/\.$/, '')))
    words.shift()
  words = sentenceEnd(words)
  while (
    words.length > 0 &&
    NOT_NAMES.has(words[words.length - 1]!.toLowerCase().replace(/[.,]$/, ''))
  ) {
    words.pop()
  }
  const last = words[words.length - 1]
  // A sentence's period after the surname is not part of the name ("Judge Sarah L. Cave.").
  if (last && /\p{L}{2}\.$/u.test(last) && !/^(?:Jr|Sr|JR|SR)\.$/.test(last)) {
    words[words.length - 1] = last.slice(0, -1)
  }
  const real = words.filter(
    (word) => !/^[A-Z]\.$/.test(word) && !/^(?:Jr|Sr)\.$|^I{2,3}$|^IV$/.test(word),
  )
  if (real.length < 2 || words.some((word) => NOT_NAMES.has(word.toLowerCase()))) return null
  // An honorific given an official off the bench: "Hon. Senator Jane Doe", "Hon. Mayor John Roe".
  if (OFFICE_TITLES.test(words[0]!)) return null
  if (words.some((word) => PLACE_WORDS.has(word.toLowerCase().replace(/^\W+|\W+$/g, ''))))
    return null
  // A name ends on its surname: "LOUIS J, LEFKOWITZ" cut at a scanned comma is no name.
  if (/^\p{Lu}$/u.test(words[words.length - 1]!)) return null
  return printedName(words.join(' '))
}

/** A name as a table shows it: capitals recased, a generation's numeral kept ("Kuntz, II"). */
export function printedName(raw: string): string {
  if (/\p{Ll}/u.test(raw)) return raw
  return recase(raw).replace(/\b(?:Ii|Iii|Iv)$/, (numeral) => numeral.toUpperCase())
}
