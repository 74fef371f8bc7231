// A pleading's numbered paragraphs: the lines that start with a paragraph's number, and of those
// the run that counts up through the whole pleading, apart from pleading paper's line numbers, a
// list's items inside a paragraph and the prayer's own numbering.
import type { Line } from './lines'

type Numbered = { line: number; number: number; dotted: boolean }

// "12. Plaintiff…", "12.\tPlaintiff…", "12." alone (its words on the next line), "12 Plaintiff…";
// "> 12." as text quoted from an e-mail or converted to Markdown marks it.
const NUMBERED = /^[ \t]*(?:>[ \t]*)?(\d{1,4})(\.?)(?:[ \t]+(\S)|[ \t]*$)/

/** The lines before `to` that start with a paragraph's number. */
export function numberedLines(lines: Line[], to: number): Numbered[] {
  const found: Numbered[] = []
  for (let i = 0; i < to; i++) {
    const line = lines[i]!
    if (line.running || line.blank) continue
    const match = NUMBERED.exec(line.text)
    if (!match) continue
    const number = Number(match[1])
    const dotted = match[2] === '.'
    const next = match[3]
    // A number of four digits is a paragraph's only with its full stop (not "2021 was…").
    if (number === 0 || (match[1]!.length === 4 && !dotted)) continue
    if (
      dotted
        ? next !== undefined && /\d/.test(next)
        : next === undefined || !/[A-Z"“‘'(]/.test(next)
    )
      continue
    found.push({ line: i, number, dotted })
  }
  return found
}

/**
 * The pleading's numbered paragraphs: the longest run of numbers counting up by one (the few
 * paragraphs the text's extraction lost may leave a gap). Line numbers of pleading paper and of a
 * transcript, a list's "1." inside a paragraph or the prayer's items count up too, but restart: the
 * run through the whole pleading is longer. Numbers without a full stop count only when nearly every
 * such number is in the run (on pleading paper or in a transcript, most are not).
 */
export function paragraphRun(candidates: Numbered[]): Numbered[] {
  const dotted = longestRun(candidates.filter((c) => c.dotted))
  if (dotted.length >= 3) return dotted
  const any = longestRun(candidates)
  return any.length >= 3 && any.length >= candidates.length * 0.7 ? any : []
}

/** The most paragraphs in a row the text's extraction may lose without breaking the run. */
const RUN_GAP_MAX = 4

function longestRun(candidates: Numbered[]): Numbered[] {
  const length: number[] = []
  const previous: number[] = []
  const best = new Map<number, number>() // number → index of the longest run ending there so far
  let end = -1
  candidates.forEach((candidate, index) => {
    let runLength = 1
    let from = -1
    for (let step = 1; step <= RUN_GAP_MAX + 1; step++) {
      const before = best.get(candidate.number - step)
      if (before !== undefined && length[before]! + 1 > runLength) {
        runLength = length[before]! + 1
        from = before
      }
    }
    length.push(runLength)
    previous.push(from)
    // Of two runs as long, the later goes on: a paragraph follows the "1." nearest above it, not
    // the caption's list of causes of action ("1. NEGLIGENCE") before the body begins.
    const kept = best.get(candidate.number)
    if (kept === undefined || runLength >= length[kept]!) best.set(candidate.number, index)
    if (end === -1 || runLength > length[end]!) end = index
  })
  const run: Numbered[] = []
  for (let at = end; at !== -1; at = previous[at]!) run.unshift(candidates[at]!)
  return run
}
