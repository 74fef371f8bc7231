// Light Markdown as draft blocks, for the runners whose answer is text: the model's reply
// (modelDraft.ts) and a workflow engine's result (workflow/payload.ts). Pure.
import type { DraftBlock } from '../../../shared/draftValidators'

/** The longest text one block keeps, as written by a runner or an edit (drafts.ts). */
export const BLOCK_TEXT_MAX = 20_000

const HEADING = /^(#{1,6})\s+(.+)$/
const BULLET = /^[-*•]\s+(.+)$/
const NUMBERED = /^\d{1,3}[.)]\s+(.+)$/

/** A piece of text as a block holds it: its words and the citation numbers it rests on. */
export type Piece = { text: string; cites: number[] }

const uncited = (text: string): Piece => ({ text: text.trim(), cites: [] })

/**
 * Headings ("#" to "######", kept at levels 1 to 3), bulleted and numbered lists, and paragraphs
 * (consecutive lines joined). `piece` turns each heading, item and paragraph into its text and
 * citations (by default: the text as written, none); an empty one is left out.
 */
export function markdownBlocks(text: string, piece: (text: string) => Piece = uncited) {
  const blocks: DraftBlock[] = []
  const cut = (found: Piece) => ({ ...found, text: found.text.slice(0, BLOCK_TEXT_MAX) })
  let paragraph: string[] = []
  const flush = () => {
    if (paragraph.length === 0) return
    const found = cut(piece(paragraph.join(' ')))
    if (found.text) blocks.push({ type: 'paragraph', ...found })
    paragraph = []
  }
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim()
    const heading = HEADING.exec(line)
    const item = BULLET.exec(line) ?? NUMBERED.exec(line)
    if (line === '') {
      flush()
    } else if (heading) {
      flush()
      const { text: title } = cut(piece(heading[2]!))
      const level = Math.min(heading[1]!.length, 3)
      if (title) blocks.push({ type: 'heading', level, text: title })
    } else if (item) {
      flush()
      const ordered = !BULLET.test(line)
      const entry = cut(piece(item[1]!))
      if (!entry.text) continue
      const last = blocks.at(-1)
      if (last?.type === 'list' && last.ordered === ordered) last.items.push(entry)
      else blocks.push({ type: 'list', ordered, items: [entry] })
    } else {
      paragraph.push(line)
    }
  }
  flush()
  return blocks
}
