// Answering "Plaintiffs", "Defendants" or "Parties": the caption's sides first (the most reliable
// statement of who the parties are), then sides introduced with defined terms ("Jane Roe
// (“Plaintiff”)"), then a letter's "Re: Smith v. Acme" line.
import { answerAt, notFound } from './answer'
import { findParties, type PartyMention, type PartyRole } from './parties'
import { round } from './rank'
import type { FieldAnswer, PageText } from './types'

const CONFIDENCE = { caption: 0.9, defined: 0.72, title: 0.6 } as const
const FORM_ORDER = ['caption', 'defined', 'title'] as const

/** Which sides a column asks for: plaintiffs, defendants, or both ("Parties"). */
export type PartySide = PartyRole | 'all'

function firstStatement(pages: readonly PageText[], role: PartyRole) {
  for (const form of FORM_ORDER) {
    for (const { page, text } of pages) {
      const found = findParties(text).find((m) => m.role === role && m.form === form)
      if (found) return { page, mention: found }
    }
  }
  return null
}

/** The names on one side (or both), as a list or joined for a text column. */
export function extractParties(
  pages: readonly PageText[],
  side: PartySide,
  asText: boolean,
): FieldAnswer {
  const roles: PartyRole[] = side === 'all' ? ['plaintiffs', 'defendants'] : [side]
  const found = roles
    .map((role) => firstStatement(pages, role))
    .filter((x): x is { page: number; mention: PartyMention } => x !== null)
  const what = side === 'all' ? 'parties' : side
  if (found.length === 0) return notFound(`${what} (no caption or party definitions)`)
  const names = found.flatMap(({ mention }) => mention.value)
  const first = found[0]!
  // Both sides quoted: the span from the first side's start to the second side's end on one page.
  const last = found.length > 1 && found[1]!.page === first.page ? found[1]! : first
  const span = {
    page: first.page,
    start: Math.min(first.mention.start, last.mention.start),
    end: Math.max(first.mention.end, last.mention.end),
  }
  const confidence = round(Math.min(...found.map(({ mention }) => CONFIDENCE[mention.form])))
  const source =
    first.mention.form === 'caption'
      ? 'the caption'
      : first.mention.form === 'defined'
        ? 'the party definitions'
        : 'the "Re:" line'
  return answerAt(
    pages,
    span,
    asText ? names.join('; ') : names,
    names.join('; '),
    side === 'all' && found.length < 2 ? round(confidence * 0.7) : confidence,
    `Listed in ${source} on page ${first.page}.`,
  )
}
