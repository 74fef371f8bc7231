// Small text tools every recogniser shares: word tokens with their offsets, a light stemmer,
// sentence bounds that know legal abbreviations, and casing for names printed in capitals.

/** A word of a text: its stem and where it stands. */
export type Token = { stem: string; word: string; start: number; end: number }

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu

// Question words and glue: they say nothing about which value a column wants.
const STOPWORDS = new Set(
  (
    'a an the of in on at to for by from with as and or but is are was were be been being this that ' +
    'these those it its their there what when where which who whom whose why how much many does did ' +
    'do has have had any all each every if than then so such into onto upon about per please give ' +
    'list state find show tell identify provide extract name document documents stated set forth ' +
    'according under our your his her they them we us i me my you he she one will shall may must can ' +
    'would should could might'
  ).split(' '),
)

/** Words that name the kind of value, not which one (a date column is always about a date). */
const TYPE_WORDS = new Set(
  'date dat day amount number no sum value figure'.split(' ').map((w) => stem(w)),
)

/** A crude English stem: enough that "filed", "filing" and "file" meet. */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/['’]s$/, '')
  if (w.length > 5 && w.endsWith('ment')) w = w.slice(0, -4)
  else if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`
  else if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3)
  else if (w.length > 3 && w.endsWith('ed')) w = w.slice(0, -2)
  else if (w.length > 3 && w.endsWith('es')) w = w.slice(0, -2)
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1)
  if (w.length > 2 && w.endsWith('e')) w = w.slice(0, -1)
  return w
}

/** Every word of `text` with its stem and offsets. */
export function tokenize(text: string, offset = 0): Token[] {
  const tokens: Token[] = []
  for (const match of text.matchAll(WORD)) {
    const start = offset + match.index
    tokens.push({ stem: stem(match[0]), word: match[0], start, end: start + match[0].length })
  }
  return tokens
}

/** Whether a word carries no meaning for choosing a value. */
export function isStopword(word: string): boolean {
  return STOPWORDS.has(word.toLowerCase())
}

/** The meaningful stems of a question, in order, without repeats. */
export function contentStems(text: string): string[] {
  const stems: string[] = []
  for (const token of tokenize(text)) {
    if (isStopword(token.word) || TYPE_WORDS.has(token.stem)) continue
    if (!stems.includes(token.stem)) stems.push(token.stem)
  }
  return stems
}

// Abbreviations whose period does not end a sentence.
const ABBREVIATIONS = new Set(
  (
    'no nos v vs inc corp co ltd llc hon mr mrs ms dr jr sr st ave u s cir supp f fed app civ ' +
    'cal n y d e w c j al e.g i.e etc jan feb mar apr jun jul aug sep sept oct nov dec id ' +
    'p pp para r ex dist ct l rev stat art sec ch cl dkt ecf doc esq prof gen assn bros dept ' +
    'div comm ins nat natl intl mfg sys tech univ a b ed del mass pa tex fla ill ga va md ariz ' +
    'colo conn wash wis mich minn mo nev okla or ore tenn ky la miss neb kan wyo wy ind iowa ' +
    'ala ark vt me nh ri sc nc sd nd'
  ).split(' '),
)

/** `[start, end)` of the sentence around `at`: stops at . ? ! (not after abbreviations) and blank lines. */
export function sentenceBounds(text: string, at: number, atEnd = at): [number, number] {
  let start = 0
  for (let i = at - 1; i >= 0; i--) {
    if (isSentenceEnd(text, i)) {
      start = i + 1
      break
    }
  }
  let end = text.length
  for (let i = Math.max(atEnd, at); i < text.length; i++) {
    if (isSentenceEnd(text, i)) {
      end = text[i] === '\n' ? i : i + 1
      break
    }
  }
  while (start < end && /\s/.test(text[start]!)) start++
  while (end > start && /\s/.test(text[end - 1]!)) end--
  return [start, end]
}

/** Whether position `i` ends a sentence (see sentenceBounds). */
function isSentenceEnd(text: string, i: number): boolean {
  const character = text[i]!
  if (character === '\n') {
    if (/^\n[ \t]*\n/.test(text.slice(i, i + 4))) return true
    // A heading in capitals is a sentence of its own: it ends, and the text after it starts anew.
    const lineStart = text.lastIndexOf('\n', i - 1) + 1
    const nextEnd = text.indexOf('\n', i + 1)
    return (
      isHeading(text.slice(lineStart, i)) ||
      isHeading(text.slice(i + 1, nextEnd === -1 ? undefined : nextEnd))
    )
  }
  if (!'.?!;'.includes(character)) return false
  const after = text.slice(i + 1, i + 4)
  if (character === ';') return /^\s/.test(after)
  if (!/^(?:["”’)\]]?\s|$)/.test(after)) return false
  if (character !== '.') return true
  const before = /([\p{L}.]+)$/u.exec(text.slice(Math.max(0, i - 12), i))?.[1] ?? ''
  const word = before.toLowerCase().replace(/\.$/, '')
  if (ABBREVIATIONS.has(word) || /^(?:[a-z]\.)+[a-z]$/.test(word)) return false
  // "Inc." ends a sentence only when the next word starts one; a capital after a single initial
  // ("Jane M. Doe") does not.
  return !/^\p{Lu}$/u.test(before)
}

/** The sentences of `text` as `[start, end)` ranges, white space trimmed, in order. */
export function splitSentences(text: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = []
  let start = 0
  const push = (end: number) => {
    let s = start
    let e = end
    while (s < e && /\s/.test(text[s]!)) s++
    while (e > s && /\s/.test(text[e - 1]!)) e--
    if (e > s) ranges.push([s, e])
  }
  for (let i = 0; i < text.length; i++) {
    if (!isSentenceEnd(text, i)) continue
    const end = text[i] === '\n' ? i : i + 1
    push(end)
    start = end
  }
  push(text.length)
  return ranges
}

/** A line in capitals with at least two letters: a title or heading. */
function isHeading(line: string): boolean {
  return /\p{Lu}.*\p{Lu}/u.test(line) && !/\p{Ll}/u.test(line) && line.length < 100
}

/** `[start, end)` of the line around `at`, without its line break. */
export function lineBounds(text: string, at: number): [number, number] {
  const start = text.lastIndexOf('\n', at - 1) + 1
  const next = text.indexOf('\n', at)
  return [start, next === -1 ? text.length : next]
}

/** Runs of white space as one space, ends trimmed. */
export function squeeze(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

// Words kept in capitals when a name printed in capitals is recased.
const KEEP_UPPER = new Set(
  'LLC LLP LP PLC NA N.A. USA U.S. US PC P.C. SA S.A. AG NV N.V. BV B.V. II III IV ERISA FBI SEC IBM ' +
    'ABC UBS BNY HSBC CBS NBC AT&T DBA D/B/A L.P. L.L.C. GP USAA J.S.C. U.S.D.J. U.S.M.J. UK EU'.split(
      ' ',
    ),
)
const TITLES = new Set(['JR', 'SR', 'MR', 'MS', 'DR', 'MRS', 'ST'])
const KEEP_LOWER = new Set(
  'of the and for in on at to a an de la du van von der da del y'.split(' '),
)

/** Recases a name printed in capitals ("ACME HOLDINGS, INC." → "Acme Holdings, Inc."); mixed case is kept. */
export function recase(text: string): string {
  if (/\p{Ll}/u.test(text)) return text
  let first = true
  return text.replace(/[\p{L}\p{N}.&'’/-]+/gu, (word) => {
    const wasFirst = first
    first = false
    const bare = word.replace(/[.,]$/, '')
    if (KEEP_UPPER.has(word) || KEEP_UPPER.has(bare)) return word
    // Short runs without vowels are acronyms (BNY, JMF); "Mc" names keep their inner capital.
    if (/^[A-Z]{2,4}$/.test(bare) && !/[AEIOUY]/.test(bare) && !TITLES.has(bare)) return word
    const lower = word.toLowerCase()
    if (!wasFirst && KEEP_LOWER.has(lower)) return lower
    return lower.replace(/(^mc|^|[-'’/.])(\p{L})/gu, (_all, lead: string, letter: string) =>
      lead === 'mc' ? `Mc${letter.toUpperCase()}` : `${lead}${letter.toUpperCase()}`,
    )
  })
}

/** Whether two words are one letter apart: one added, dropped, changed, or two side by side swapped. */
export function oneLetterApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false
  if (a.length === b.length) {
    const diffs = [...a].flatMap((c, i) => (c === b[i] ? [] : [i]))
    if (diffs.length === 1) return true
    const [i, j] = diffs
    return diffs.length === 2 && j === i! + 1 && a[i!] === b[j] && a[j] === b[i!]
  }
  const [long, short] = a.length > b.length ? [a, b] : [b, a]
  for (let i = 0; i < long.length; i++) {
    if (long.slice(0, i) + long.slice(i + 1) === short) return true
  }
  return false
}
