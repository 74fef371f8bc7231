// OCR damage in the words a caption is made of: a scan's text layer reads "Governor" as
// "Govemor" (rn → m), "rel." as "reI." (l → I), "FLORIDA" as "FLORlDA", "Circuit" as "Circ:uit"
// (a speck read as a mark) and "State of New York" as "State Of.New York" (a speck where a space
// was). A value taken from such a caption (a party, a court, a judge) is repaired here, word by
// word, only where the repair is certain: the word is not a caption word, exactly one of the
// common confusions turns it into one, and no other confusion turns it into another. Personal
// names are not caption words, so they are never respelled; only a mark that no name holds (a
// colon between small letters) is taken out of them. The page text is never touched, so a
// value's quote stays the source text. Pure: it runs inside Convex functions.
import { STATES } from './courtNames'

// The words US captions are made of: courts and their parts, offices, parties' roles, public
// bodies and the words of their names, and the small words that join them. Written from how
// captions are composed in general; a word outside it is left as printed.
const CAPTION_WORDS = `
  of the and for in on to by at as with through from into before between against upon
  ex rel et al re matter application petition estate interest behalf others similarly situated
  all individually officially official capacity his her its their own
  court courts district districts circuit circuits county counties parish city town township
  village borough state states commonwealth united america american nation national federal
  territory territorial tribal tribe nation nations reservation
  supreme superior appeals appeal appellate division divisions department departments judicial
  juvenile family probate chancery common pleas municipal claims tax bankruptcy trial session
  housing land criminal civil tribunal commission commissions board boards bureau office offices
  agency agencies authority authorities administration council committee unit part section
  branch region regional northern southern eastern western middle central north south east west
  first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth
  fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth
  docket case number cause action index proceeding proceedings
  governor lieutenant secretary commissioner commissioners director directors superintendent
  warden sheriff attorney attorneys general solicitor prosecutor prosecuting administrator
  administrators chairman chairwoman chairperson mayor treasurer comptroller auditor president
  trustee trustees clerk registrar recorder assessor collector controller inspector officer
  officers chief deputy acting interim executive senior associate presiding assistant special
  honorable judge judges justice justices magistrate chancellor referee examiner member members
  legislature legislative senate senator house representatives representative assembly congress
  speaker majority minority leader
  plaintiff plaintiffs defendant defendants appellant appellants appellee appellees petitioner
  petitioners respondent respondents relator relators intervenor intervenors movant movants
  claimant claimants complainant complainants applicant applicants cross counter third party
  parties real people inhabitants citizens residents deceased minor minors guardian litem next
  friend successor receiver executor executrix conservator representative
  education corrections correction correctional health human services service social public
  safety security police fire transportation revenue taxation labor employment environmental
  environment protection quality natural resources agriculture commerce finance financial
  insurance banking elections election voters voting rights liberties welfare children youth
  mental hygiene disabilities disability rehabilitation parole probation prison prisons prisoners
  jail jails detention facility facilities school schools independent unified consolidated
  community college colleges university universities regents hospital medical center institute
  institution association society union federation league coalition alliance foundation fund
  trust company corporation incorporated limited bank holdings group partners partnership
  enterprises industries systems mutual energy electric water railroad railway communications
  metropolitan transit airport port legal aid defender defenders lawyers bar administrative
  economic development urban planning zoning veterans affairs homeland immigration customs
  citizenship naturalization enforcement internal treasury interior defense commissioners
  secretaries governors supervisors supervisor selectmen aldermen alderman law laws air
  land claim workers employees retirement pension benefits teachers patients tenants voters
  students parents inmates detainees church diocese medicaid medicare highway patrol postal
  military army navy marine guard national
  `

// Abbreviations that keep their period when a scan lost the space after it ("Inc.The").
const ABBREVIATIONS = new Set(
  'inc corp co ltd jr sr dept hon st no esq assn mr mrs ms dr bros'.split(' '),
)

/** The words captions are made of, in small letters. */
export const CAPTION_VOCABULARY: ReadonlySet<string> = new Set([
  ...CAPTION_WORDS.split(/\s+/).filter((word) => word !== ''),
  ...STATES.flatMap(([name]) => name.toLowerCase().split(' ')),
  'guam',
  'islands',
  'virgin',
  'samoa',
])

/** Whether a word is one of `vocabulary`'s, in any letter case. */
function known(vocabulary: ReadonlySet<string>, word: string): boolean {
  return vocabulary.has(word.toLowerCase())
}

// The confusions a scan's text layer makes, as [printed, meant]: letters that run together or
// apart (rn / m, cl / d, vv / w), the upright strokes (l, I, 1, |) and the round ones (0, O).
const CONFUSIONS: ReadonlyArray<readonly [string, string]> = [
  ['rn', 'm'],
  ['m', 'rn'],
  ['RN', 'M'],
  ['M', 'RN'],
  ['cl', 'd'],
  ['d', 'cl'],
  ['CL', 'D'],
  ['D', 'CL'],
  ['vv', 'w'],
  ['w', 'vv'],
  ['VV', 'W'],
  ['W', 'VV'],
  ['l', 'I'],
  ['l', 'i'],
  ['I', 'l'],
  ['I', 'i'],
  ['1', 'I'],
  ['1', 'l'],
  ['1', 'i'],
  ['|', 'I'],
  ['|', 'l'],
  ['0', 'O'],
  ['0', 'o'],
]

// A word set in one style: capitals, small letters, or a capital then small letters. A repair
// must leave the word so: a capital I among small letters ("reI") was a small l, a small l among
// capitals ("FLORlDA") a capital I; "ALI" is no misread "ALL", since "ALl" is set in no style.
const ONE_STYLE = /^(?:\p{Lu}+|\p{Ll}+|\p{Lu}\p{Ll}+)$/u

/** The caption word one confusion turns `word` into, when exactly one word is reachable. */
function confusedWord(word: string, vocabulary: ReadonlySet<string>): string | null {
  if (known(vocabulary, word) || !/^[\p{L}01|]+$/u.test(word)) return null
  // Too short to tell a misreading from another word ("al1" may be "al." or "all").
  if ((word.match(/\p{L}/gu) ?? []).length < 3) return null
  // A capital first letter is never reread: a name may begin there ("Derk", "DASS" are no
  // misread "Clerk", "CLASS").
  const from = /^\p{Lu}/u.test(word) ? 1 : 0
  const reached = new Map<string, string>()
  for (const [printed, meant] of CONFUSIONS) {
    for (let at = word.indexOf(printed, from); at !== -1; at = word.indexOf(printed, at + 1)) {
      const candidate = word.slice(0, at) + meant + word.slice(at + printed.length)
      if (!ONE_STYLE.test(candidate) || !known(vocabulary, candidate)) continue
      // Of two stylings of one word ("Iowa", "iowa" from "lowa"), the first found stands: the
      // list gives capitals first, as a word that begins with a stroke or a ring was a capital.
      const key = candidate.toLowerCase()
      if (!reached.has(key)) reached.set(key, candidate)
    }
  }
  return reached.size === 1 ? [...reached.values()][0]! : null
}

/**
 * A word with a stray mark inside it, mended: "Circ:uit" → "Circuit" (the mark is a speck),
 * "Of.New" → "Of New", "Inc.The" → "Inc. The" (a lost space), "Pritz:ker" → "Pritzker" (no
 * name holds a colon between small letters). Null when the mark may be the word's own
 * ("Amazon.com", "U.S.").
 */
function markedWord(word: string, vocabulary: ReadonlySet<string>): string | null {
  const m = /^(\p{L}{2,})([.:])(\p{L}{2,})$/u.exec(word)
  if (!m) return null
  const [, left, mark, right] = m as unknown as [string, string, string, string]
  const joined = known(vocabulary, left + right)
  const apart = known(vocabulary, left) && known(vocabulary, right)
  if (joined && !apart) return left + right
  if (mark === '.' && ABBREVIATIONS.has(left.toLowerCase()) && /^\p{Lu}/u.test(right)) {
    return `${left}. ${right}`
  }
  if (apart && !joined) return `${left} ${right}`
  if (mark === ':' && /\p{Ll}$/u.test(left) && /^\p{Ll}/u.test(right)) return left + right
  return null
}

/** One whitespace-free token repaired: its edges' punctuation kept, each hyphened part read. */
function repairToken(token: string, vocabulary: ReadonlySet<string>): string {
  const m = /^([^\p{L}\d|]*)(.*?)([^\p{L}\d|]*)$/u.exec(token)!
  const [, lead, core, trail] = m as unknown as [string, string, string, string]
  if (core === '') return token
  const marked = markedWord(core, vocabulary)
  if (marked !== null) return lead + marked + trail
  const parts = core.split(/([-/'’])/)
  return lead + parts.map((part) => confusedWord(part, vocabulary) ?? part).join('') + trail
}

// Tokens already read with the caption vocabulary: the readers see one caption's words many
// times over (every page, every field), so each is worked out once. Bounded, as a long-lived
// process reads many documents.
const TOKEN_CACHE = new Map<string, string>()
const TOKEN_CACHE_LIMIT = 20_000

function repairedToken(token: string, vocabulary: ReadonlySet<string>): string {
  if (vocabulary !== CAPTION_VOCABULARY) return repairToken(token, vocabulary)
  const cached = TOKEN_CACHE.get(token)
  if (cached !== undefined) return cached
  const repaired = repairToken(token, vocabulary)
  if (TOKEN_CACHE.size >= TOKEN_CACHE_LIMIT) TOKEN_CACHE.clear()
  TOKEN_CACHE.set(token, repaired)
  return repaired
}

/**
 * Two pieces of one word a scan set apart ("EDUCA TION" → "EDUCATION"): neither piece is a
 * caption word and together they are one. `tokens` alternate words and the spaces between them.
 */
function joinSplitWords(tokens: string[], vocabulary: ReadonlySet<string>): string[] {
  const out = [...tokens]
  for (let i = 0; i + 2 < out.length; i += 2) {
    const [left, gap, right] = [out[i]!, out[i + 1]!, out[i + 2]!]
    const bare = /^\p{L}{2,}$/u
    if (gap !== ' ' || !bare.test(left) || !/^\p{L}{2,}[.,;:]?$/u.test(right)) continue
    const [, rightWord, rightMark] = /^(\p{L}+)(.*)$/u.exec(right)! as unknown as [
      string,
      string,
      string,
    ]
    if (
      known(vocabulary, left) ||
      known(vocabulary, rightWord) ||
      !known(vocabulary, left + rightWord)
    ) {
      continue
    }
    const word = (left + rightWord).toLowerCase()
    const styledWord = !/\p{Ll}/u.test(left + rightWord)
      ? word.toUpperCase()
      : /^\p{Lu}/u.test(left)
        ? word[0]!.toUpperCase() + word.slice(1)
        : word
    out.splice(i, 3, styledWord + rightMark)
  }
  return out
}

/**
 * A value read from a scanned caption with its OCR-damaged caption words repaired ("Govemor Jay
 * Robert Pritzker" → "Governor Jay Robert Pritzker", "N.P. ex reI. DARDEN" → "N.P. ex rel.
 * DARDEN"). Everything else, spacing included, is left as it was.
 */
export function repairOcrWords(
  value: string,
  vocabulary: ReadonlySet<string> = CAPTION_VOCABULARY,
): string {
  const tokens = value
    .split(/(\s+)/)
    .map((token) => (/^\s*$/.test(token) ? token : repairedToken(token, vocabulary)))
  return joinSplitWords(tokens, vocabulary).join('')
}

// The words of a court's heading, for mending a scanned heading (mendHeadingWords).
const HEADING_WORDS: ReadonlySet<string> = new Set([
  ...`united states district court courts appeals appeal circuit judicial supreme superior county
  parish city for the of in and at state commonwealth northern southern eastern western middle
  central division department common pleas chancery probate family juvenile bankruptcy claims
  first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth
  fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth`
    .split(/\s+/)
    .filter((word) => word !== ''),
  ...STATES.flatMap(([name]) => name.toLowerCase().split(' ')),
])

// Characters a scan reads for one another one for one, by shape: the upright strokes (a faint
// crossbar turns T or J into I), the round letters and a bracket's arc, E missing its foot.
const SHAPES: ReadonlyArray<string> = ['il1|!tj', 'o0(qcd', 'ef']

function sameShape(printed: string, meant: string): boolean {
  if (printed === meant) return true
  return SHAPES.some((shape) => shape.includes(printed) && shape.includes(meant))
}

/** The heading word `core` is a misreading of, one character for one; null when none or several. */
function headingWordFor(core: string): string | null {
  const lower = core.toLowerCase()
  if (HEADING_WORDS.has(lower) || !/\p{L}/u.test(core)) return null
  let found: string | null = null
  for (const word of HEADING_WORDS) {
    if (word.length !== lower.length) continue
    let exact = 0
    let same = true
    for (let i = 0; i < word.length && same; i++) {
      if (lower[i] === word[i]) exact++
      else same = sameShape(lower[i]!, word[i]!)
    }
    // Most letters read right: two misread of "UNI1FD" (United), one of "(F" (Of).
    if (!same || exact * 2 < word.length) continue
    if (found !== null) return null
    found = word
  }
  return found
}

/**
 * A scanned heading's court words mended in a copy of `text` of the same length, so a court
 * found in the copy quotes the page at the same offsets: "UNI1FD  STATES  COURT  (F APPEALS /
 * FOR.  'IHE SIXIH CIRCUIT" reads "UNITED  STATES  COURT  OF APPEALS / FOR   THE SIXTH CIRCUIT".
 * Only a word that is no heading word and reads as exactly one, letter for letter by shape, is
 * mended; a speck after a joining word ("FOR.") becomes a space. Text from `end` on is kept.
 */
export function mendHeadingWords(text: string, end: number = text.length): string {
  const head = text.slice(0, end).replace(/[^\s]+/g, (token) => {
    // A mark a speck left before the word ("'IHE") or after it ("FOR.", "CIRCUIT,").
    const m = /^(['‘’`]?)(.*?)([.,;:'’]*)$/u.exec(token)!
    const [, lead, core, trail] = m as unknown as [string, string, string, string]
    const word = headingWordFor(core)
    const mended = word === null ? core : styled(word, core)
    const joining = /^(?:of|the|for|in|and)$/i.test(mended)
    return (
      (word === null ? lead : ' '.repeat(lead.length)) +
      mended +
      (joining ? ' '.repeat(trail.length) : trail)
    )
  })
  return head + text.slice(end)
}

/** `word` set in `printed`'s style: capitals when most of its letters are. */
function styled(word: string, printed: string): string {
  const upper = (printed.match(/\p{Lu}/gu) ?? []).length
  const lower = (printed.match(/\p{Ll}/gu) ?? []).length
  return upper >= lower ? word.toUpperCase() : word[0]!.toUpperCase() + word.slice(1)
}
