// A pleading's claims: the heading that opens each count or cause of action ("COUNT I", "Second
// Claim for Relief", never a table of contents' line or a sentence about a count), its label,
// and the title and the party it is against from the words and lines under it.
import { recase, squeeze } from '../../../ai/model/extract/text'
import { clip } from '../findings'
import type { Line } from './lines'
import { CLOSING, headingOf, titleCased, WHEREFORE } from './sections'
import { type Claim, TITLE_MAX } from './types'

// Each word in capitals and in title case: "COUNT ONE", "Count One"; never "count one".
const bothCases = (words: string) =>
  `${words}|${words.replace(/[A-Z]+/g, (word) => word.charAt(0) + word.slice(1).toLowerCase()).replace(/\b(Of|For)\b/g, (word) => word.toLowerCase())}`
const NUMBER_WORDS = bothCases(
  'ONE|TWO|THREE|FOUR|FIVE|SIX|SEVEN|EIGHT|NINE|TEN|ELEVEN|TWELVE|THIRTEEN|FOURTEEN|FIFTEEN|SIXTEEN|SEVENTEEN|EIGHTEEN|NINETEEN|TWENTY',
)
const ORDINALS = bothCases(
  'TWENTY-FIRST|TWENTY-SECOND|TWENTY-THIRD|FIRST|SECOND|THIRD|FOURTH|FIFTH|SIXTH|SEVENTH|EIGHTH|NINTH|TENTH|ELEVENTH|TWELFTH|THIRTEENTH|FOURTEENTH|FIFTEENTH|SIXTEENTH|SEVENTEENTH|EIGHTEENTH|NINETEENTH|TWENTIETH',
)
const CLAIM_NOUN = bothCases('CAUSE OF ACTION|CLAIM FOR RELIEF|CLAIM|COUNT').replace(/ /g, '\\s+')
const NUMERAL = `[IVXLC]+|\\d{1,2}|${NUMBER_WORDS}`
const SECTION_NUMBER = '(?:(?:[IVXLC]+|[A-Z]|\\d{1,2})\\.\\s+)?'
// "COUNT I", "Count 2", "COUNT ONE"; "FIRST CAUSE OF ACTION", "Second Claim for Relief";
// "CAUSE OF ACTION NO. 1", "CLAIM III". Each may follow a section's number ("A. COUNT I").
const CLAIM_HEADINGS = [
  new RegExp(`^${SECTION_NUMBER}((?:COUNT|Count)\\s+(?:${NUMERAL}))\\b`),
  new RegExp(`^${SECTION_NUMBER}((?:${ORDINALS})\\s+(?:${CLAIM_NOUN}))\\b`),
  new RegExp(
    `^${SECTION_NUMBER}((?:${bothCases('CAUSE OF ACTION|CLAIM FOR RELIEF|CLAIM').replace(/ /g, '\\s+')})\\s+(?:(?:NO|No)\\.\\s*)?(?:${NUMERAL}))\\b`,
  ),
]
const CLAIM_WORD = /C(?:OUNT|ount|AUSE|ause|LAIM|laim)/
// A table of contents' line: "COUNT I – Breach of Contract ........ 14".
const CONTENTS_LINE = /\.{4,}|(?:\.\s){4,}|…{2,}|\S\s{3,}\d{1,3}\s*$/

/** A claim's heading line: its label ("Count I") and the words after it on the line. */
export function claimHeading(line: string): { label: string; rest: string } | null {
  const trimmed = line.trim()
  if (trimmed.length > 200 || !CLAIM_WORD.test(trimmed) || CONTENTS_LINE.test(trimmed)) return null
  for (const pattern of CLAIM_HEADINGS) {
    const match = pattern.exec(trimmed)
    if (!match) continue
    const label = match[1]!
    // "COUNT ONE" or "Count One", not "COUNT One".
    if (/\p{Ll}/u.test(label) && !titleCased(label)) continue
    const rest = trimmed.slice(match.index + match[0].length).trim()
    // The words after the label are its title, never a sentence about it ("Count I is brought…").
    if (/^\p{Ll}/u.test(rest) && !/^(?:for|against|under)\b/.test(rest)) continue
    return { label: claimLabel(label), rest }
  }
  return null
}

/** "COUNT I" → "Count I", "FIRST CAUSE OF ACTION" → "First Cause of Action", "COUNT ONE" → "Count One". */
function claimLabel(label: string) {
  return label
    .replace(/\s+/g, ' ')
    .split(' ')
    .map((word, index) =>
      /^[IVXLC]+$/.test(word) || /^\d/.test(word)
        ? word
        : index > 0 && /^(?:of|for)$/i.test(word)
          ? word.toLowerCase()
          : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join(' ')
}

/** A line under a claim's heading that is still its title: "(Breach of Contract)", "BREACH OF …". */
function isTitleLine(line: string) {
  const trimmed = line.trim()
  if (trimmed === '' || trimmed.length > 300) return false
  return /^\(/.test(trimmed) || !/\p{Ll}/u.test(trimmed) || titleCased(trimmed)
}

/**
 * The line right under a claim's heading may be its title in sentence case ("Section 20(a)
 * control-person liability"): a short line that starts as a name does and is not a sentence.
 */
function isPlainTitleLine(line: string) {
  const trimmed = line.trim()
  return trimmed.length <= 80 && /^[\p{Lu}\d(]/u.test(trimmed) && !/[.;:,]$/.test(trimmed)
}

/** The claim's title and the party it is against, from the words that follow its label. */
export function claimTitle(words: string): { title: string; against: string } {
  let text = squeeze(words)
  let against = ''
  const party = /\b(?:as\s+)?against\s+([^()]+?)\s*(?=\)|$)/i.exec(text)
  if (party) {
    against = recase(
      party[1]!
        .replace(/^the\s+/i, '')
        .replace(/[,;:]+$/, '')
        .trim(),
    )
    text = text.slice(0, party.index) + text.slice(party.index + party[0].length)
  }
  text = text
    // Who brings it is not what it is: "(On Behalf of Plaintiff and the Class)".
    .replace(
      /\(?\s*(?:on\s+behalf\s+of|by\s+(?:all\s+)?plaintiffs?\b|brought\s+by)[^()]*\)?/gi,
      ' ',
    )
    .replace(/\(\s*[-–—,;:]*\s*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s\-–—:.,;(]+|[\s\-–—:,;)]+$/g, '')
    .replace(/^for\s+/i, '')
  // Parentheses around the whole title say nothing.
  text = text
    .replace(/^\(([^()]*)\)$/, '$1')
    .replace(/\(([^()]*)$/, '$1')
    .trim()
  // "ET SEQ." recased is still "et seq.".
  const title = recase(text).replace(/\bEt\s+Seq\b/g, 'et seq')
  return { title: clip(title, TITLE_MAX), against: clip(against, TITLE_MAX) }
}

/** The last line of a claim's title under its heading at `at` (the heading's own, if none). */
export function claimTitleEnd(
  lines: Line[],
  at: number,
  to: number,
  numberAt: Map<number, number>,
) {
  let last = at
  let taken = 0
  for (let j = at + 1; j < to && taken < 4; j++) {
    const line = lines[j]!
    if (line.running || line.blank) continue
    if (numberAt.has(j) || claimHeading(line.text)) break
    if (!isTitleLine(line.text) && !(taken === 0 && isPlainTitleLine(line.text))) break
    // A title may name the statute ("VIOLATION OF THE FAIR LABOR STANDARDS ACT"), not a section.
    const heading = headingOf(line.text)
    if (heading !== null && !['other', 'law', 'facts'].includes(heading)) break
    if (WHEREFORE.test(line.text) || CLOSING.test(line.text)) break
    last = j
    taken++
  }
  return last
}

/** "Count I: Breach of Contract (against Acme Corp.)". */
export function claimText(claim: Pick<Claim, 'label' | 'title' | 'against'>) {
  const title = claim.title === '' ? claim.label : `${claim.label}: ${claim.title}`
  return claim.against === '' ? title : `${title} (against ${claim.against})`
}
