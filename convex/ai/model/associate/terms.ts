// Words as the associate compares them: tokens (the search index's own: runs of letters and
// digits, lower-cased), a light stemmer so "filed" meets "filing" and "damages" meets "damage",
// British and American spellings folded ("defence", "recognised", "harbour"), and the words a
// question is made of that say nothing about its subject ("what", "does", "the", "matter").

/** A word of a text with where it is: [start, end) of that text. */
export type Token = { word: string; start: number; end: number }

// Letters and digits, as the search index tokenizes (shared/searchQuery.ts), with an
// apostrophe tail kept on so "Northwind's" is one word, not "northwind" and "s". Above ASCII,
// ranges of letters stand in for \p{L}\p{N}, which is several times slower to match.
const LETTER =
  '0-9A-Za-z\\u00aa\\u00b2\\u00b3\\u00b5\\u00b9\\u00ba\\u00bc-\\u00be\\u00c0-\\u00d6\\u00d8-\\u00f6\\u00f8-\\u1fff\\u2070-\\u209f\\u2c00-\\u2dff\\u3040-\\ud7ff\\uf900-\\ufdff\\ufe70-\\ufeff\\uff10-\\uff19\\uff21-\\uff3a\\uff41-\\uff5a\\uff66-\\uffdc'
const TOKEN = new RegExp(`[${LETTER}]+(?:['’][${LETTER}]+)?`, 'g')
const TAIL = new RegExp(`['’][${LETTER}]*$`)
const MARKS = /\p{M}+/gu

/** Lower case without accents: "Renée" → "renee". */
export function fold(word: string): string {
  const lower = word.toLowerCase()
  return /[^ -~]/.test(lower) ? lower.normalize('NFD').replace(MARKS, '') : lower
}

/** The words of a text, lower-cased and unaccented, possessive and contraction tails dropped. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = []
  for (const match of text.matchAll(TOKEN)) {
    const word = fold(match[0].replace(TAIL, ''))
    if (word !== '') tokens.push({ word, start: match.index, end: match.index + match[0].length })
  }
  return tokens
}

/**
 * Question words that carry no subject: function words, the ways a question is put ("tell me",
 * "what does ... say"), and words every document of a matter is about ("matter", "document").
 */
export const STOP_WORDS = new Set(
  (
    'a about above according across after again against all also am an and another any anyone ' +
    'anything are around as at be because been before being below between both but by can ' +
    'could did do does doing done during each either else etc ever every few for from further ' +
    'get gets getting give given go goes going got had has have having he her here hers him ' +
    'his how however i if in into is it its itself just let me might mine more most much must ' +
    'my no nor not now of off on once one only onto or other others our ours out over own per ' +
    'please quite rather really same shall she should so some something such than that the ' +
    'many down upfront ' +
    'their theirs them then there these they this those though through thus to too under until ' +
    'up upon us very via was we were what whatever when where whether which while who whom ' +
    'whose why will with within without would yes yet you your yours ' +
    // contractions, as the tokenizer leaves them
    'don doesn didn isn wasn aren weren won wouldn couldn shouldn hasn haven hadn can cannot ' +
    // how a question is put
    'say says said saying tell told mention mentioned mentions state stated states show shows ' +
    'explain describe described list provide provided find found look know need want wants ' +
    'wanted like kind type sort exact exactly specific specifically particular main key ' +
    'relevant currently current actually basically anyone someone somebody thing things ' +
    'happen happens happened take place regarding concerning re ' +
    // what every question about a matter is about
    'matter matters document documents doc docs file files case cases info information'
  ).split(' '),
)

/**
 * Words that frame a question more than they name its subject: "which judge is assigned",
 * "the defenses raised", "how are fees calculated". They count, but weakly, so a document that
 * says "Hon. Castellanos" without "assigned" still answers, and their absence from every page
 * does not make a question unanswerable.
 */
export const FRAME_WORDS = new Set(
  (
    'assign assigned assigning pending pend raise raised raising calculate calculated ' +
    'calculating handle handled handling involve involved involving base based still already ' +
    'ever exist exists existing concern concerned relate related relating regard regarded apply ' +
    'applied applies make makes made making take takes taken took taking give gives gave get ' +
    'gets got come comes came go goes went use uses used using plan plans planned expect ' +
    'expected happen occur occurred start starts started begin begins began end ends ended ' +
    'hold holds held keep keeps kept leave left able allowed supposed likely possible ' +
    'approximately roughly overall whole entire general latest recent next include includes ' +
    'included including deal dealt note noted notes point points put set presiding preside ' +
    'basis range cover covers covered name named schedule scheduled filed filing ' +
    // how a question asks what a pleading says ("which statute does the complaint allege was
    // violated"), like "say" and "state"
    'allege alleges alleged alleging'
  ).split(' '),
)

/**
 * Common verbs that rarely name a question's subject ("can the engagement extend to an
 * appeal"): they weigh like participles ("incorporated", "written"), half a noun of the same
 * rarity. Verbs that are also legal nouns (claim, answer, file, motion, serve) are not here.
 */
export const VERBS = new Set(
  (
    'extend extends respond responds reply replies occur occurs allow allows permit permits ' +
    'agree agrees decide decides argue argues contend contends intend intends try tries attempt ' +
    'need needs continue continues remain remains become becomes seem seems consider considers ' +
    'believe believes think thinks expect expects discuss discusses refer refers depend depends ' +
    'affect affects prevent prevents avoid avoids ensure ensures receive receives send sends ' +
    'represent represents mean means work works change changes stop stops happen happens'
  ).split(' '),
)

/** Words kept as given: too short to stem, or numbers. */
const KEEP = /^(?:.{0,3}|\d+)$/

const SPELLING: Array<[RegExp, string]> = [
  [/isation(s?)$/, 'ization$1'],
  [/(?<=.{3})is(e|es|ed|ing)$/, 'iz$1'],
  [/(?<=.{2}[^aeiou])our(s|ed|ing|able)?$/, 'or$1'],
  [/fence(s?)$/, 'fense$1'],
  [/judgement(s?)$/, 'judgment$1'],
  [/(?<=.{3}ion)al(ly)?$/, ''],
]

/**
 * An adverb to its adjective, so "voluntarily" meets "voluntary" and "separately" meets
 * "separate": "-ily" → "-y" ("primarily"), "-ably"/"-ibly" → "-able"/"-ible", "-ally" and
 * "-fully" lose "-ly", and so does a consonant or "e" before it ("jointly", "timely"). Not after
 * "p" ("apply", "comply"), "i" ("family", "daily"), a short stem ("early", "July") or a doubled
 * "l" ("Kelly", "fully").
 */
function adjectiveOf(w: string): string {
  if (w.endsWith('ily')) return w.length >= 7 ? `${w.slice(0, -3)}y` : w
  if (/[ai]bly$/.test(w)) return `${w.slice(0, -2)}le`
  if (/(?:[^l]al|ful)ly$/.test(w)) return w.slice(0, -2)
  if (/(?:[^aeiouylpb]|e)ly$/.test(w) && w.length >= 6) return w.slice(0, -2)
  return w
}

// A noun made of a verb by "-al": "dismissal", "refusal", "reversal", "approval", "withdrawal",
// "rebuttal", "referral" meet "dismiss", "refuse", "reverse", "approve", "withdraw", "rebut",
// "refer". Only after these endings: "federal", "legal", "several", "central" keep theirs.
const VERBAL_NOUN = /(?:ss|[aeiour]s|v|w|tt|rr)al$/
// "Denial", whose verb ends in "y", is its own.
const DENIAL = /^denials?$/

/** "-ied" → "-y" ("notified" → "notify", as "notifies" does); "-eed" → "-ee" ("agreed" → "agree"). */
function withoutEd(w: string): string {
  if (w.endsWith('ied') && w.length > 4) return `${w.slice(0, -3)}y`
  if (w.endsWith('eed') && w.length > 4) return w.slice(0, -1)
  return undouble(w.slice(0, -2))
}

/**
 * Past forms of irregular verbs that keep their verb's first three letters, folded to it ("spent
 * 79 days" answers "how many days did it spend"). Only these: a stem keeps its word's first three
 * letters (`prefixKey`); "held" → "hold" and the like are folded where facts meet questions.
 */
export const PAST_FORMS: Record<string, string> = {
  spent: 'spend',
  sent: 'send',
  lent: 'lend',
  built: 'build',
  dealt: 'deal',
  meant: 'mean',
  lost: 'lose',
  written: 'write',
  given: 'give',
  taken: 'take',
  chosen: 'choose',
  withdrew: 'withdraw',
  withdrawn: 'withdraw',
  began: 'begin',
  begun: 'begin',
  struck: 'strike',
  stricken: 'strike',
}

const cache = new Map<string, string>()
const CACHE_MAX = 50_000

/**
 * A light stemmer: spelling folded, then plural, -ed, -ing, -ation and a final e taken off, so
 * file/files/filed/filing → "fil", damage/damages → "damag", allegation/alleged → "alleg".
 * Numbers lose their leading zeros ("003" → "3"). The same function serves both sides, so a
 * crude stem costs nothing as long as two different words rarely meet.
 */
export function stem(word: string): string {
  if (/^\d+$/.test(word)) return word.replace(/^0+(?=\d)/, '')
  if (KEEP.test(word)) return word
  const cached = cache.get(word)
  if (cached !== undefined) return cached
  let w = DENIAL.test(word) ? 'deny' : (PAST_FORMS[word] ?? word)
  for (const [pattern, replacement] of SPELLING) w = w.replace(pattern, replacement)
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`
  else if (w.endsWith('sses')) w = w.slice(0, -2)
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w) && w.length > 3) w = w.slice(0, -1)
  w = adjectiveOf(w)
  if (VERBAL_NOUN.test(w) && w.length - 2 >= 4) w = undouble(w.slice(0, -2))
  if (w.endsWith('ation') && w.length - 5 >= 4) w = w.slice(0, -5)
  else if (w.endsWith('ing') && w.length - 3 >= 3) w = undouble(w.slice(0, -3))
  else if (w.endsWith('ed') && w.length - 2 >= 3) w = withoutEd(w)
  if (w.endsWith('eed') && w.length > 4) w = w.slice(0, -1)
  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1)
  // "violate", "violated", "violating" meet "violation"; not "threat" ("three") nor "boat".
  if (/[^eo]at$/.test(w) && w.length >= 6) w = w.slice(0, -2)
  if (cache.size >= CACHE_MAX) cache.clear()
  cache.set(word, w)
  return w
}

/** "submitt" → "submit": a consonant doubled before -ed or -ing (but not l, s or z). */
function undouble(w: string): string {
  return /([^aeiouylsz])\1$/.test(w) ? w.slice(0, -1) : w
}

/** Letter-digit runs split apart: "vol003" → ["vol", "003"], "q4" → ["q", "4"]. */
export function splitAlphaNumeric(word: string): string[] {
  return /\d/.test(word) && /\D/.test(word) ? (word.match(/\d+|\D+/g) ?? [word]) : [word]
}

const stemsCache = new Map<string, string[]>()

/** The stems a word of a text stands for in matching, as written ("Filings", "VOL003"). */
export function wordStems(raw: string): string[] {
  let stems = stemsCache.get(raw)
  if (stems === undefined) {
    const word = fold(raw.replace(TAIL, ''))
    stems = word === '' ? [] : splitAlphaNumeric(word).map(stem)
    if (stemsCache.size >= CACHE_MAX) stemsCache.clear()
    stemsCache.set(raw, stems)
  }
  return stems
}

const NO_STEMS: string[] = []

const isAsciiLetter = (code: number) => (code | 32) >= 97 && (code | 32) <= 122

/**
 * A number for the first three letters of a word, lower-cased, or -1 when the word does not
 * open with three ASCII letters. A word's stem starts with the same three letters (the stemmer
 * only changes endings), so a word whose key no stem has cannot match: it need not be stemmed.
 */
export function prefixKey(word: string): number {
  if (word.length < 3) return -1
  const a = word.charCodeAt(0)
  const b = word.charCodeAt(1)
  const c = word.charCodeAt(2)
  if (!isAsciiLetter(a) || !isAsciiLetter(b) || !isAsciiLetter(c)) return -1
  return ((a | 32) << 16) | ((b | 32) << 8) | (c | 32)
}

// The ranges of LETTER above ASCII, as pairs: [from, to] inclusive.
const WIDE_LETTERS = [
  0xaa, 0xaa, 0xb2, 0xb3, 0xb5, 0xb5, 0xb9, 0xba, 0xbc, 0xbe, 0xc0, 0xd6, 0xd8, 0xf6, 0xf8, 0x1fff,
  0x2070, 0x209f, 0x2c00, 0x2dff, 0x3040, 0xd7ff, 0xf900, 0xfdff, 0xfe70, 0xfeff, 0xff10, 0xff19,
  0xff21, 0xff3a, 0xff41, 0xff5a, 0xff66, 0xffdc,
]

/** Whether a UTF-16 code unit is part of a word, as TOKEN reads words. */
export function isWordCode(code: number): boolean {
  if (code < 128) return (code >= 48 && code <= 57) || isAsciiLetter(code)
  for (let i = 0; i < WIDE_LETTERS.length; i += 2) {
    if (code < WIDE_LETTERS[i]!) return false
    if (code <= WIDE_LETTERS[i + 1]!) return true
  }
  return false
}

/**
 * Calls `visit` with the stems and start of every word of `text` in [start, end), in order,
 * reading words as `tokenize` does. With `prefixes` (the prefixKeys of the stems looked for), a
 * word of plain letters whose key is not among them is visited with no stems: it cannot match.
 * A character loop, no token objects and no slices for the words skipped: the hot loop of
 * ranking, run over every word of every candidate page.
 */
export function scanWords(
  text: string,
  start: number,
  end: number,
  visit: (stems: string[], at: number) => void,
  prefixes?: ReadonlySet<number>,
): void {
  const length = text.length
  let i = start
  while (i < end) {
    while (i < end && !isWordCode(text.charCodeAt(i))) i += 1
    if (i >= end) break
    const from = i
    let plain = true
    for (let code = text.charCodeAt(i); i < length && isWordCode(code); code = text.charCodeAt(i)) {
      if (!isAsciiLetter(code)) plain = false
      i += 1
    }
    const to = i
    // An apostrophe tail ("Northwind’s", "doesn't") belongs to the word and is dropped.
    const mark = text.charCodeAt(i)
    if ((mark === 39 || mark === 0x2019) && i + 1 < length && isWordCode(text.charCodeAt(i + 1))) {
      i += 1
      while (i < length && isWordCode(text.charCodeAt(i))) i += 1
    }
    if (prefixes && plain && to - from >= 3) {
      const key =
        ((text.charCodeAt(from) | 32) << 16) |
        ((text.charCodeAt(from + 1) | 32) << 8) |
        (text.charCodeAt(from + 2) | 32)
      if (!prefixes.has(key)) {
        visit(NO_STEMS, from)
        continue
      }
    }
    visit(wordStems(text.slice(from, to)), from)
  }
}

/** Phrases that say nothing about the subject ("up front", "in the first place"). */
export function withoutIdioms(question: string): string {
  return question.replace(/\b(?:up[- ]front|in the first place|at all|so far|as of now)\b/gi, ' ')
}

/** How many terms the search index accepts in one query (Convex answers at most 16). */
const MAX_QUERY_TERMS = 16

/**
 * The question's content terms for the search index: its own words, lower-cased as the index
 * tokenizes them, stop words and repeats dropped, in the question's order, at most 16.
 */
export function questionTerms(question: string): string[] {
  const terms: string[] = []
  for (const match of withoutIdioms(question).matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = match[0].toLowerCase()
    const bare = fold(word)
    if (STOP_WORDS.has(bare) || (bare.length < 2 && !/\d/.test(bare))) continue
    if (terms.includes(word)) continue
    terms.push(word)
    if (terms.length === MAX_QUERY_TERMS) break
  }
  return terms
}

// The past forms of irregular verbs a court's prose dates things by, folded to their present
// ("the Court held a hearing" answers "when did the court hold the hearing"). Only here, where a
// fact's sentence meets the question: the ranking's prefix keys (`prefixKey`) assume a stem keeps
// its word's first three letters, which "held" → "hold" does not.
const IRREGULAR: Record<string, string> = {
  held: 'hold',
  upheld: 'uphold',
  heard: 'hear',
  brought: 'bring',
  sought: 'seek',
  wrote: 'write',
  written: 'write',
  gave: 'give',
  given: 'give',
  took: 'take',
  taken: 'take',
  made: 'make',
  began: 'begin',
  begun: 'begin',
  paid: 'pay',
  sent: 'send',
  struck: 'strike',
  stricken: 'strike',
  chose: 'choose',
  chosen: 'choose',
  met: 'meet',
  sold: 'sell',
  bought: 'buy',
  withdrew: 'withdraw',
  withdrawn: 'withdraw',
  swore: 'swear',
  sworn: 'swear',
  arose: 'arise',
  arisen: 'arise',
  spoke: 'speak',
  spoken: 'speak',
}

/**
 * Whether two stems are one word's in another form: equal, or one the other's start when both
 * are five letters or more ("depos" of deposed meets "deposit" of deposition; "sanction" meets
 * "sanctions"), which the light stemmer leaves apart.
 */
export function sameWord(a: string, b: string): boolean {
  return a === b || (Math.min(a.length, b.length) >= 5 && (a.startsWith(b) || b.startsWith(a)))
}

// A docket clerk's shorthand for the parties and their lawyers ("Ordered that the dfts pay the
// pltfs' attys …"), read as the words a question uses. Only here, as IRREGULAR.
const CLERK_SHORT: Record<string, string> = {
  dft: 'defendant',
  dfts: 'defendants',
  deft: 'defendant',
  defts: 'defendants',
  pltf: 'plaintiff',
  pltfs: 'plaintiffs',
  plf: 'plaintiff',
  plfs: 'plaintiffs',
  plas: 'plaintiffs',
  atty: 'attorney',
  attys: 'attorneys',
}

/** The stems of a text's content words (no stop words, none shorter than three letters), as a set. */
export function contentStemSet(text: string): Set<string> {
  return new Set(
    tokenize(text)
      .map((t) => t.word)
      .filter((w) => !STOP_WORDS.has(w) && w.length > 2)
      .map((w) => stem(IRREGULAR[w] ?? CLERK_SHORT[w] ?? w)),
  )
}
