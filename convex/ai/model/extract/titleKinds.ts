// What kind of paper a document says it is, from its title: "ANSWER AND AFFIRMATIVE DEFENSES TO
// PLAINTIFF'S COMPLAINT" is an answer (the words after "to", "for", "in support of" describe
// another paper), "MEMORANDUM OPINION AND ORDER" is a memorandum, an opinion and an order.
import { captionEnd } from './placement'
import { stem } from './text'
import type { PageText } from './types'

/** Words that name a kind of court paper or business document. */
export const KIND_WORDS = [
  'complaint',
  'answer',
  'motion',
  'memorandum',
  'opinion',
  'order',
  'notice',
  'letter',
  'agreement',
  'stipulation',
  'petition',
  'brief',
  'declaration',
  'affidavit',
  'subpoena',
  'invoice',
  'summons',
  'judgment',
  'contract',
]
const KIND_STEMS = new Set(KIND_WORDS.map(stem))

/** Whether a stem names a kind of document. */
export function isKindStem(stemmed: string): boolean {
  return KIND_STEMS.has(stemmed)
}

/** The kinds the first page's title lines (in capitals, within the caption) name. */
export function titleKinds(pages: readonly PageText[]): Set<string> {
  const first = pages.find((p) => p.page === 1) ?? pages[0]
  const kinds = new Set<string>()
  if (!first) return kinds
  const head = first.text.slice(0, captionEnd(first.text))
  // After "TO", "FOR", ... a title names another paper, also on its following lines.
  let continued = false
  for (const line of head.split('\n')) {
    const cells = line
      .split(/\s{3,}|\s[)§]\s*/)
      .filter((cell) => /\p{Lu}{3}/u.test(cell) && !/\p{Ll}/u.test(cell))
    if (cells.length === 0 && line.trim() !== '') continued = false
    for (const cell of cells) {
      if (/\bCOURT\b|\bDISTRICT\b|\bDIVISION\b/.test(cell) || continued) continue
      const [own, ...rest] = cell.split(
        /\b(?:TO|FOR|ON|IN SUPPORT OF|IN OPPOSITION TO|REGARDING|RE)\b/,
      )
      for (const word of own!.toLowerCase().match(/[a-z]+/g) ?? []) {
        if (KIND_STEMS.has(stem(word))) kinds.add(stem(word))
      }
      if (rest.length > 0) continued = true
    }
  }
  return kinds
}

// Words that open a title without naming the paper ("VERIFIED COMPLAINT", "PLAINTIFF'S ORIGINAL PETITION").
const OPENERS = new Set(
  'verified amended first second third class action joint proposed interim final supplemental emergency plaintiff plaintiffs defendant defendants original consent stipulated memorandum'
    .split(' ')
    .map(stem),
)

/** The head noun of each title line of the first page ("DEMAND FOR ARBITRATION" → demand). */
export function titleHeads(pages: readonly PageText[]): Set<string> {
  const first = pages.find((p) => p.page === 1) ?? pages[0]
  const heads = new Set<string>()
  if (!first) return heads
  for (const line of first.text.slice(0, captionEnd(first.text)).split('\n')) {
    for (const cell of line.split(/\s{3,}|\s[)§]\s*/)) {
      if (/\p{Ll}/u.test(cell) || !/\p{Lu}{4}/u.test(cell) || /\bCOURT\b|\bDISTRICT\b/.test(cell))
        continue
      const words = (cell.toLowerCase().match(/[a-z]+(?:'s)?/g) ?? []).map((w) => stem(w))
      const head = words.find((w) => !OPENERS.has(w))
      if (head) heads.add(head)
    }
  }
  return heads
}
