// A pleading's prayer: the relief asked for, item by item ("(a) compensatory damages…") or, when
// the prayer lists none, its WHEREFORE clause, up to the jury demand or the signature block.
import { clip } from '../findings'
import { claimHeading } from './claims'
import { type Line, passage } from './lines'
import { CLOSING, headingOf } from './sections'
import { type Relief, TEXT_MAX } from './types'

// A relief item's letter or number: "(a)", "(iii)", "a.", "A.", "1.", "(1)", "1)".
const RELIEF_ITEM =
  /^[ \t]*(?:\((?:[a-z]{1,4}|[A-Z]|\d{1,2})\)|(?:[a-zA-Z]|[ivx]{1,4}|\d{1,2})[.)])[ \t]+(?=\S)/
/** The most relief items kept from one prayer. */
export const RELIEF_MAX = 20

/** The relief prayed for: the prayer's items, or its WHEREFORE clause when it lists none. */
export function findRelief(lines: Line[], prayerLine: number, heading: boolean): Relief[] {
  const items: Array<{ from: number; to: number }> = []
  let intro: { from: number; to: number } | null = null
  let i = heading ? prayerLine + 1 : prayerLine
  // Whether the last line read ended a sentence and a blank line followed: a paragraph's end.
  let ended = false
  let blank = false
  for (; i < lines.length; i++) {
    const line = lines[i]!
    if (line.running) continue
    if (line.blank) {
      blank = true
      continue
    }
    const marker = RELIEF_ITEM.exec(line.text)
    if (CLOSING.test(line.text) || claimHeading(line.text)) break
    // The last item, or the WHEREFORE clause, ends with its paragraph (not at the exhibits).
    if ((items.length > 0 || intro) && ended && blank && !marker) break
    ended = /[.]["”’)]?$/.test(line.text.trim())
    blank = false
    // A heading after the prayer ("DEMAND FOR JURY TRIAL", the firm's name) ends it.
    if (
      (items.length > 0 || intro) &&
      headingOf(line.text) !== null &&
      !RELIEF_ITEM.test(line.text)
    ) {
      break
    }
    // A numbered item starts the list at 1: "73. WHEREFORE, Plaintiff requests…" is the pleading's
    // own next paragraph, the prayer's opening.
    const number = marker ? /\d+/.exec(marker[0])?.[0] : undefined
    if (marker && (number === undefined || items.length > 0 || number === '1')) {
      if (items.length >= RELIEF_MAX) break
      const last = items.at(-1)
      if (last) last.to = i
      else if (intro) intro.to = i
      items.push({ from: i, to: lines.length })
      continue
    }
    if (items.length === 0) intro ??= { from: i, to: lines.length }
  }
  const last = items.at(-1)
  if (last) last.to = Math.min(last.to, i)
  else if (intro) intro.to = Math.min(intro.to, i)
  const parts = items.length > 0 ? items : intro ? [intro] : []
  return parts.flatMap(({ from, to }) => {
    const { text, sources } = passage(lines, from, to)
    const words = text
      .replace(RELIEF_ITEM, '')
      .replace(/[;,]?\s*(?:and|or)\s*$/i, '')
      .replace(/[;,]\s*$/, '')
      .trim()
    return words === '' || sources.length === 0 ? [] : [{ text: clip(words, TEXT_MAX), sources }]
  })
}
