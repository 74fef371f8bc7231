// Answering "Plaintiffs", "Defendants" or "Parties": the caption's sides first (the most reliable
// statement of who the parties are), then sides introduced with defined terms ("Jane Roe
// (“Plaintiff”)"), then a letter's "Re: Smith v. Acme" line.
import { answerAt, notFound } from './answer'
import {
  findDocketParties,
  findParties,
  isDocketReport,
  type PartyMention,
  type PartyRole,
} from './parties'
import { round } from './rank'
import type { FieldAnswer, PageText } from './types'

const CONFIDENCE = { caption: 0.9, defined: 0.72, body: 0.7, title: 0.6 } as const
const FORM_ORDER = ['caption', 'defined', 'body', 'title'] as const

const SOURCE = {
  caption: 'the caption',
  defined: 'the party definitions',
  body: "the complaint's opening",
  title: 'the "Re:" line',
} as const

/** Which sides a column asks for: plaintiffs, defendants, or both ("Parties"). */
export type PartySide = PartyRole | 'all'

/**
 * A docket report's party list read over its first pages joined (a list that starts on one page
 * and ends on the next is one list), quoted on the page it starts on.
 */
function docketStatement(pages: readonly PageText[], role: PartyRole) {
  const first = pages[0]
  if (!first || !isDocketReport(first.text)) return null
  const joined = pages.map((p) => p.text).join('\n')
  const found = findDocketParties(joined).find((m) => m.role === role)
  // (A side a court record leaves empty answers nothing, not an empty list.)
  if (!found || found.value.length === 0) return null
  // Back to the page the list starts on, quoted to that page's end at most.
  let offset = 0
  for (const { page, text } of pages) {
    if (found.start < offset + text.length) {
      const start = found.start - offset
      return { page, mention: { ...found, start, end: Math.min(found.end - offset, text.length) } }
    }
    offset += text.length + 1
  }
  return null
}

/**
 * The first page's caption side read on over the page break, when its block runs to the foot of
 * the page (a long list of parties continues on the next page), quoted on the first page.
 */
function captionOverBreak(pages: readonly PageText[], role: PartyRole, found: PartyMention) {
  const [first, second] = pages
  if (!first || !second || found.form !== 'caption') return found
  // Only the page's number (or nothing) follows the side's last line.
  if (!/^[\s\d\-–—]*$/.test(first.text.slice(found.end))) return found
  const joined = `${first.text}${first.text.endsWith('\n') ? '' : '\n'}${second.text}`
  const longer = findParties(joined).find(
    (m) => m.role === role && m.form === 'caption' && m.start === found.start,
  )
  if (!longer || longer.value.length <= found.value.length) return found
  if (!found.value.every((name, i) => longer.value[i] === name)) return found
  return { ...longer, end: Math.min(longer.end, first.text.length) }
}

function firstStatement(pages: readonly PageText[], role: PartyRole) {
  const docket = docketStatement(pages, role)
  if (docket) return docket
  // The first page's caption, when it has one, is the paper's caption: a side it leaves unread (a
  // name too damaged to answer) is blank, not looked for in a later page's caption or quotation.
  // Each page is read once, whatever form is looked for.
  const read: PartyMention[][] = []
  const readingsOf = (index: number) => (read[index] ??= findParties(pages[index]!.text))
  const firstCaption = pages.length > 0 && readingsOf(0).some((m) => m.form === 'caption')
  for (const form of FORM_ORDER) {
    for (const [index, { page }] of pages.entries()) {
      if (index > 0 && form === 'caption' && firstCaption) break
      const found = readingsOf(index).find(
        (m) =>
          m.role === role &&
          m.form === form &&
          ((form !== 'caption' && form !== 'body') || index === 0 || m.start < LATER_CAPTION_REACH),
      )
      // A side the caption names but unreadably (its lead name doubtful) is blank: no later form
      // is asked for a name the caption would contradict.
      if (found && found.value.length === 0) return null
      if (found)
        return { page, mention: index === 0 ? captionOverBreak(pages, role, found) : found }
    }
  }
  return null
}

// A caption heads its page: past the first page, "Plaintiffs … v. … Defendants" deep in the text
// is the body's prose or a quotation, not the caption of a paper that starts on that page.
const LATER_CAPTION_REACH = 1200

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
  const source = SOURCE[first.mention.form]
  return answerAt(
    pages,
    span,
    asText ? names.join('; ') : names,
    names.join('; '),
    side === 'all' && found.length < 2 ? round(confidence * 0.7) : confidence,
    `Listed in ${source} on page ${first.page}.`,
  )
}
