// What every built-in template shares: merging findings across documents, numbering the passages
// a draft cites, and the check that a written draft left no placeholder behind (target A4), with
// the same reading of one text's blanks for the words a template quotes from a document.
import type { Id } from '../../_generated/dataModel'
import { squeeze } from '../../ai/model/extract/text'
import { blockTexts } from '../model'
import type { DraftBlock, DraftCitation, Finding, FindingSource, TemplateDraft } from './types'

/** The most findings one run keeps (a draft is one stored document, at most 1 MB). */
export const FINDINGS_MAX = 500
/** The most passages one finding cites. */
export const SOURCES_PER_FINDING = 3

/**
 * Adds a document's findings to those so far: one with a kind and key already kept adds its
 * passage to that one. In `date` order the list stays sorted by date (stably: one day's findings
 * keep the documents' order); otherwise in the order found.
 */
export function addFindings(list: Finding[], found: Finding[], order: 'date' | 'found') {
  const byKey = new Map(list.map((finding) => [`${finding.kind}\u0000${finding.key}`, finding]))
  for (const finding of found) {
    const id = `${finding.kind}\u0000${finding.key}`
    const kept = byKey.get(id)
    if (kept) {
      for (const source of finding.sources) {
        if (kept.sources.length < SOURCES_PER_FINDING) kept.sources.push(source)
      }
      continue
    }
    if (list.length >= FINDINGS_MAX) continue
    const added = { ...finding, sources: finding.sources.slice(0, SOURCES_PER_FINDING) }
    list.push(added)
    byKey.set(id, added)
  }
  if (order === 'date') {
    list.sort((a, b) =>
      (a.date ?? '') < (b.date ?? '') ? -1 : (a.date ?? '') > (b.date ?? '') ? 1 : 0,
    )
  }
  return list
}

/** Numbers a draft's citations in the order first cited; the same passage keeps its number. */
export function citationNumbers() {
  const citations: DraftCitation[] = []
  const numbers = new Map<string, number>()
  return {
    citations,
    cite(sources: readonly FindingSource[]): number[] {
      return sources.map((source) => {
        const id = `${source.documentId}:${source.page}:${source.start}:${source.end}`
        let n = numbers.get(id)
        if (n === undefined) {
          n = citations.length + 1
          numbers.set(id, n)
          citations.push({ n, ...source, documentId: source.documentId as Id<'documents'> })
        }
        return n
      })
    },
  }
}

// The templates count as the screens do.
export { plural } from '../../../shared/text'

/** The text on one line, without a list item's bullet or number. */
export function oneLine(text: string) {
  return text
    .replace(/\s+/g, ' ')
    .replace(/^(?:[-•*–]|\(?\d{1,3}[.)])\s+/, '')
    .trim()
}

/** The text cut at a word to at most `max` characters, with an ellipsis when cut. */
export function clip(text: string, max: number) {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:]+$/, '')}…`
}

/** The day `days` after a yyyy-mm-dd day. */
export function addDays(isoDate: string, days: number) {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

/** Names joined as a sentence says them: "A", "A and B", "A, B and C". */
export function joinNames(names: readonly string[]) {
  if (names.length <= 1) return names[0] ?? ''
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}

// What a template's unfilled slot looks like in a draft: {name}, {{name}}, [NAME], [●], <name>,
// a run of underscores, or TBD / XX standing in for a value.
const PLACEHOLDER =
  /\{\{?[^{}\n]{0,40}\}\}?|\[(?:[A-Z][A-Z .'’/-]{1,40}|●|•|\.\.\.|…|_+)\]|<[a-z][a-z _-]{0,30}>|_{3,}|\bTBD\b|\bX{2,}\b/g

/**
 * The placeholders a draft's text still holds (target A4: none). Every block is read as written,
 * sentences taken from the documents included: a blank carried over from a source is as much a
 * gap for the lawyer as one the template left.
 */
export function unresolvedPlaceholders(draft: Pick<TemplateDraft, 'blocks'>): string[] {
  return draft.blocks.flatMap((block: DraftBlock) =>
    blockTexts(block).flatMap((text) => placeholdersIn(text)),
  )
}

/** The placeholders one text holds, as the draft's check reads them; most text has no sign of one. */
export function placeholdersIn(text: string): string[] {
  if (!/[{[<_]|TBD|XX/.test(text)) return []
  return text.match(PLACEHOLDER) ?? []
}

/** Whether a text holds a gap the document left ("$_____", "[DATE]"). */
export function hasBlank(text: string) {
  return placeholdersIn(text).length > 0
}

/** A gap the document itself left ("$_____", "[DATE]") said as one, never copied as a placeholder. */
export function withoutBlanks(text: string) {
  return replaceBlanks(text, '(blank in the original)')
}

/** Drops what reads as a template's blank ("[NAME]", "TBD", "____") from a document's words. */
export function removePlaceholders(text: string) {
  return squeeze(replaceBlanks(text, ' '))
}

function replaceBlanks(text: string, by: string) {
  let clean = text
  for (const blank of new Set(placeholdersIn(text))) clean = clean.split(blank).join(by)
  return clean
}
