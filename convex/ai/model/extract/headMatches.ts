// A pattern whose look-behind anchors it to the page's first five lines ("(?<=^(?:[^\n]*\n){0,4}
// …)", a heading among the first lines) can match nowhere else, yet a scan of the whole page tries
// it at every character, each time looking back five lines to the page's start for nothing. Such
// a pattern is tried at the first five lines' characters alone, as a sticky copy: the matches are
// the ones the whole page's scan finds, at a page's head's cost.

const HEAD_ANCHOR = '(?<=^(?:[^\\n]*\\n){0,4}'
/** The lines the anchor allows: a match starts after at most four line breaks. */
const HEAD_BREAKS = 4
/** A head longer than this (a page of few line breaks) is scanned as usual. */
const HEAD_REACH = 5000

const stickyCopies = new WeakMap<RegExp, RegExp>()

/** Where the page's first five lines end: at its fifth line break, or its end. */
function headEnd(text: string): number {
  let at = -1
  for (let breaks = 0; breaks <= HEAD_BREAKS; breaks++) {
    at = text.indexOf('\n', at + 1)
    if (at === -1) return text.length
  }
  return at
}

/** `text.matchAll(re)` for a global `re`, the same matches, read from the head alone when `re` is anchored to it. */
export function matchesOf(text: string, re: RegExp): Iterable<RegExpExecArray> {
  if (!re.source.startsWith(HEAD_ANCHOR) || re.flags.includes('m') || !re.global)
    return text.matchAll(re)
  const end = headEnd(text)
  if (end > HEAD_REACH) return text.matchAll(re)
  let sticky = stickyCopies.get(re)
  if (!sticky) {
    sticky = new RegExp(re.source, `${re.flags.replace('g', '')}y`)
    stickyCopies.set(re, sticky)
  }
  const found: RegExpExecArray[] = []
  for (let at = 0; at <= end;) {
    sticky.lastIndex = at
    const match = sticky.exec(text)
    if (!match) {
      at++
      continue
    }
    found.push(match)
    at = Math.max(match.index + match[0].length, match.index + 1)
  }
  return found
}
