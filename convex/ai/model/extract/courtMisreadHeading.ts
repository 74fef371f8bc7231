// A federal trial court's heading a scan or a typist got one letter wrong in, where its other
// words make the court certain: the state's name misread or split ("UNITED STATES DISTRICT COURT /
// CENTRAL DISTRICT OF ILLINIOS", "… DISTRICT OF MARY LAND") under an intact heading, or the
// district line's fixed words misread ("EASTERN DI7TRICT OF MICHIGAN", "NORTHERN DISTRIC OF
// TEXAS", "SOUTHERN DISTRICT OR NEW YORK") before a state's name printed whole. The fixed words or
// the state may be damaged, never both, and the state is the one its letters name, never a guess.
import { DIRECTIONS, STATES, anyCase } from './courtNames'
import { oneLetterApart } from './text'

const DIRECTION_WORDS = Object.values(DIRECTIONS).map(anyCase).join('|')
// The court's line, then "for the" and a direction, then the rest of the district's line (to the
// line's end or a cell's, two spaces on): "District of" and the state, read word by word below.
const HEADING = new RegExp(
  `(?:${anyCase('United States')}|U\\.\\s?S\\.)\\s+(${anyCase('District')}|${anyCase('Bankruptcy')})\\s+${anyCase('Court')}[ \\t]*,?\\s+(?:${anyCase('for the')}\\s+)?(?:(${DIRECTION_WORDS})\\s+)?([A-Za-z0-9|]{2,}(?:[ \\t][A-Za-z0-9|]+){1,4})(?=[ \\t]*(?:\\n|$)|[ \\t]{2})`,
  'g',
)

/** Letters only, in capitals: "Pennsyl vania" → "PENNSYLVANIA". */
const letters = (text: string) => text.replace(/[^A-Za-z]/g, '').toUpperCase()

/**
 * The state a heading prints misread or split: its letters are a state's name run together
 * ("MARY LAND"), or one letter from exactly one state's name of six letters or more (a shorter
 * name is too near other words to tell a misreading). Null when the words are a state's name as
 * printed (the other patterns read it) or near none or several.
 */
export function misreadState(printed: string): string | null {
  const seen = letters(printed)
  if (STATES.some(([name]) => name.toUpperCase() === printed.toUpperCase())) return null
  const joined = STATES.find(([name]) => letters(name) === seen)
  if (joined) return joined[0]
  const near = STATES.filter(
    ([name]) => letters(name).length >= 6 && oneLetterApart(letters(name), seen),
  )
  return near.length === 1 ? near[0]![0] : null
}

/** Whether a printed word is "of", one of its two letters misread ("OR", "0F", "OP"). */
function ofWord(word: string): boolean {
  const w = word.toUpperCase()
  return w.length === 2 && (w === 'OF' || /^[O0Q]/.test(w) || w.endsWith('F'))
}

/** Whether a printed word (or two a scan split) is "District", at most one letter off. */
function districtWord(word: string): 'exact' | 'near' | null {
  const w = word.replace(/\s+/g, '').toUpperCase()
  if (w === 'DISTRICT') return word.toUpperCase() === 'DISTRICT' ? 'exact' : 'near'
  return oneLetterApart(w, 'DISTRICT') ? 'near' : null
}

/**
 * The state a district line names ("DISTRICT OF ILLINIOS", "DI7TRICT OF MICHIGAN"), or null: its
 * "District of" (each word at most a letter off) before a whole state, or intact before a state
 * misread. Null for a line printed right: the other patterns read it.
 */
export function districtLineState(line: string): string | null {
  const words = line.trim().split(/[ \t]+/)
  for (const take of [1, 2]) {
    const district = districtWord(words.slice(0, take).join(' '))
    const of = words[take]
    if (!district || of === undefined || !ofWord(of)) continue
    const printed = words.slice(take + 1).join(' ')
    const exact = STATES.find(([name]) => name.toUpperCase() === printed.toUpperCase())
    const fixedWordsIntact = district === 'exact' && of.toUpperCase() === 'OF'
    if (exact) return fixedWordsIntact ? null : exact[0]
    if (fixedWordsIntact) return misreadState(printed)
  }
  return null
}

/** Federal trial courts whose heading prints a word misread (see HEADING). */
export function misreadHeadings(
  text: string,
): Array<{ start: number; end: number; kind: string; direction?: string; state: string }> {
  const found: Array<{
    start: number
    end: number
    kind: string
    direction?: string
    state: string
  }> = []
  for (const m of text.matchAll(HEADING)) {
    const state = districtLineState(m[3]!)
    if (!state) continue
    found.push({
      start: m.index,
      end: m.index + m[0].length,
      kind: /bank/i.test(m[1]!) ? 'Bankruptcy' : 'District',
      direction: m[2],
      state,
    })
  }
  return found
}
