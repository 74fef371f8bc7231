// Marking passages in rendered text (a PDF page's text layer, docx-preview's output, sanitised
// HTML, plain text). The DOM is read as parts that passageMatch understands: each text node is a
// part, and a '\n' part stands for a <br> or the edge of a block, so words in two paragraphs never
// run together. Matches are wrapped in <mark> elements that clearMarks takes out again.
import { createPassageIndex, type PassageMatch } from '@shared/passageMatch'

/** How a mark looks: the cited passage, a Find match, or the Find match that is selected. */
export type MarkKind = 'passage' | 'hit' | 'active-hit'

export const MARK_ATTRIBUTE = 'data-viewer-mark'

const MARK_CLASSES: Record<MarkKind, string> = {
  passage: 'rounded-sm bg-amber-300/60 text-inherit outline-2 outline-amber-500',
  hit: 'rounded-sm bg-yellow-300/45 text-inherit',
  'active-hit': 'rounded-sm bg-orange-500/55 text-inherit outline-2 outline-orange-600',
}

const BLOCKS = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'DD',
  'DIV',
  'DL',
  'DT',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HR',
  'LI',
  'MAIN',
  'NAV',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'TABLE',
  'TBODY',
  'TD',
  'TFOOT',
  'TH',
  'THEAD',
  'TR',
  'UL',
])
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'])

/** The text of `root` as parts, with the text node behind each part (null for a break). */
export type TextParts = { parts: string[]; nodes: (Text | null)[] }

function blockOf(node: Node, root: Element): Node {
  let current = node.parentNode
  while (current && current !== root) {
    if (current instanceof Element && BLOCKS.has(current.tagName)) return current
    current = current.parentNode
  }
  return root
}

/** Reads the text under `root` in document order. */
export function collectTextParts(root: Element): TextParts {
  const parts: string[] = []
  const nodes: (Text | null)[] = []
  const walker = root.ownerDocument.createTreeWalker(
    root,
    NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT,
    {
      acceptNode: (node) =>
        node instanceof Element && SKIPPED.has(node.tagName)
          ? NodeFilter.FILTER_REJECT
          : NodeFilter.FILTER_ACCEPT,
    },
  )
  let lastBlock: Node | null = null
  const lineBreak = () => {
    if (parts.length > 0 && parts[parts.length - 1] !== '\n') {
      parts.push('\n')
      nodes.push(null)
    }
  }
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node instanceof Element) {
      if (node.tagName === 'BR') lineBreak()
      continue
    }
    const text = node as Text
    if (text.data === '') continue
    const block = blockOf(text, root)
    if (lastBlock !== null && block !== lastBlock) lineBreak()
    lastBlock = block
    parts.push(text.data)
    nodes.push(text)
  }
  return { parts, nodes }
}

/** Takes out every mark this module put in, leaving the text as it was. */
export function clearMarks(root: Element) {
  const marks = root.querySelectorAll(`mark[${MARK_ATTRIBUTE}]`)
  if (marks.length === 0) return
  for (const mark of marks) mark.replaceWith(...mark.childNodes)
  // Rejoin the text nodes the marks split, so the next reading sees the same parts again.
  root.normalize()
}

/**
 * Wraps each match in marks of the kind `kindOf(index)` gives; answers the marks of each match,
 * in match order. `text` must have been read from `root` since its last change.
 */
export function markMatches(
  text: TextParts,
  matches: readonly PassageMatch[],
  kindOf: (index: number) => MarkKind,
): HTMLElement[][] {
  const marks: HTMLElement[][] = matches.map(() => [])
  const pieces = matches.flatMap((match, index) => match.map((piece) => ({ ...piece, index })))
  // Last piece first: splitting a text node leaves the offsets before the split as they were.
  pieces.sort((a, b) => b.part - a.part || b.start - a.start)
  for (const { part, start, end, index } of pieces) {
    const node = text.nodes[part]
    if (!node) continue
    const range = node.ownerDocument.createRange()
    range.setStart(node, start)
    range.setEnd(node, end)
    const kind = kindOf(index)
    const mark = node.ownerDocument.createElement('mark')
    mark.setAttribute(MARK_ATTRIBUTE, kind)
    mark.className = MARK_CLASSES[kind]
    // The selected match is the one a screen reader should know about.
    if (kind === 'active-hit') mark.setAttribute('aria-current', 'true')
    range.surroundContents(mark)
    marks[index]!.unshift(mark)
  }
  return marks
}

export type HighlightRequest = {
  /** A cited passage: its first occurrence is marked. */
  passage?: string | null
  /** A Find query: every occurrence is marked. */
  query?: string | null
  /** Which Find match is selected (index among this root's matches), or null. */
  activeHit?: number | null
}

export type HighlightResult = {
  /** The marks of the passage, empty when it is not in this text. */
  passage: HTMLElement[]
  /** The marks of each Find match, in order. */
  hits: HTMLElement[][]
}

/** Clears the old marks of `root` and marks the passage and the Find matches anew. */
export function highlightText(root: Element, request: HighlightRequest): HighlightResult {
  clearMarks(root)
  let passage: HTMLElement[] = []
  if (request.passage) {
    const text = collectTextParts(root)
    const match = createPassageIndex(text.parts).find(request.passage, { limit: 1 })
    passage = markMatches(text, match, () => 'passage')[0] ?? []
  }
  let hits: HTMLElement[][] = []
  if (request.query) {
    const text = collectTextParts(root)
    const matches = createPassageIndex(text.parts).find(request.query)
    hits = markMatches(text, matches, (index) =>
      index === request.activeHit ? 'active-hit' : 'hit',
    )
  }
  return { passage, hits }
}
