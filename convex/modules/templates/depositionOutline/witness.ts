// The witness a deposition outline is for: the name as typed, read as a person's or a company's
// (titles, suffixes and a company's form left out), and where a document's pages name them, in
// full, for short or by first name, without taking a word ("may", "park") for the witness.
import { squeeze } from '../../../ai/model/extract/text'
import { removePlaceholders } from '../findings'
import { escapeRegExp } from '../text'
import type { SourcePage } from '../types'

// Titles and suffixes are not the name: "Dr. Ann Lee, Jr." is found as Ann ... Lee.
const HONORIFIC = /^(?:mr|mrs|ms|miss|mx|dr|prof|hon|judge|officer|det|sgt|sir|dame)\.?$/i
const SUFFIX = /^(?:jr|sr|ii|iii|iv|esq|phd|ph\.d|md|m\.d|dds|cpa)\.?$/i
// A company's form is no part of what the documents call it: "Acme Logistics Corp." is "Acme".
const COMPANY =
  /^(?:inc|llc|l\.l\.c|llp|l\.l\.p|lp|l\.p|corp|corporation|co|company|ltd|limited|plc|n\.a|gmbh|ag|s\.a|holdings?|group)\.?$/i
// First names that are also words or months, and company names' common first words: alone,
// they are more often the word than the witness.
const COMMON_WORDS = new Set(
  'may june april august will mark bill grant hope faith joy rich frank art guy pat sue rob don dawn summer autumn rose chase page lane case price story the first national american united general global international new north south east west city county state bank'.split(
    ' ',
  ),
)

type WitnessName = {
  /** The name as the outline writes it. */
  full: string
  /** The words of the full name, as the documents write them in full. */
  words: string[]
  /** What the documents call them for short: a person's surname, a company's first word. */
  short?: string
  /** A person's first name: alone, it is them only in a document that names them in full. */
  first?: string
  company: boolean
}

const searchable = (word: string | undefined) =>
  word !== undefined && /^\p{L}[\p{L}'’-]{2,}$/u.test(word) && !COMMON_WORDS.has(word.toLowerCase())

/** The witness as typed, without titles or suffixes ("Lee, Ann" is Ann Lee); null when none. */
export function witnessName(input: string | undefined): WitnessName | null {
  // A placeholder typed as the name names no one.
  let name = removePlaceholders(squeeze(input ?? ''))
  const parts = name.split(',').map((part) => part.trim())
  const tail = (parts[1] ?? '').split(' ')
  if (parts.length === 2 && parts[1] && !tail.every((w) => SUFFIX.test(w) || COMPANY.test(w))) {
    name = `${parts[1]} ${parts[0]}`
  }
  const written = name
    .replace(/,/g, ' ')
    .split(' ')
    .filter((word) => word !== '')
  while (written.length > 1 && HONORIFIC.test(written[0]!)) written.shift()
  const words = [...written]
  while (words.length > 1 && (SUFFIX.test(words.at(-1)!) || COMPANY.test(words.at(-1)!)))
    words.pop()
  const company =
    words.length < written.length && written.slice(words.length).some((w) => COMPANY.test(w))
  const full = (company ? written : words).join(' ')
  if (!/\p{L}{2}/u.test(words.join(' '))) return null
  if (company) return { full, words, short: searchable(words[0]) ? words[0] : undefined, company }
  const first = words.length > 1 ? words[0] : undefined
  // An initial ("J. Lee") or a word ("May Chen") is not searched for alone.
  return { full, words, short: words.at(-1), first: searchable(first) ? first : undefined, company }
}

function pattern(word: string) {
  return escapeRegExp(word).replace(/['’ʼ]/g, "['’ʼ]")
}

// A name stands alone: not inside a longer word ("Leeds"), nor half of a hyphenated one.
const BEFORE = '(?<![\\p{L}\\p{N}_]|\\p{L}[-‐])'
const AFTER = '(?![\\p{L}\\p{N}_]|[-‐]\\p{L})'

/**
 * Where the pages name the witness: in full (any case; a person with up to two middle names or
 * initials, or as "Lee, Ann"), for short (a person's surname, with or without Mr./Ms./Dr., or a
 * company's first word) and, in a document that names a person in full, by first name. A name
 * alone must be capitalised: "Park" is the witness, "park" a word.
 */
export function nameMatcher(name: WitnessName, pages: SourcePage[]) {
  const words = name.words.map(pattern)
  const first = name.first ? pattern(name.first) : undefined
  const last = words.at(-1)!
  const full =
    name.company || words.length === 1
      ? words.join('\\s+')
      : `${words[0]}(?:\\s+\\p{L}[\\p{L}'’.-]*){0,2}\\s+${last}|${last},\\s*${words[0]}`
  const fullRe = new RegExp(`${BEFORE}(?:${full})${AFTER}`, 'iu')
  const byFirstName = first !== undefined && pages.some((page) => fullRe.test(page.text))
  const alone = [name.short ? pattern(name.short) : '', byFirstName ? first : '']
  const re = new RegExp(
    `${BEFORE}(?:(${full})${alone.map((word) => (word ? `|${word}` : '')).join('')})${AFTER}`,
    'giu',
  )
  // Only a name of two words or more is the witness in lower case too ("ann lee").
  return (text: string) =>
    [...text.matchAll(re)]
      .filter((m) => /\s/.test(m[1] ?? '') || m[0][0] !== m[0][0]!.toLowerCase())
      .map((m) => ({ start: m.index, end: m.index + m[0].length }))
}
