// A Notice of Electronic Filing names who filed the entry it reports on its "Filer:" line
// ("Filer: Lindenmoor Health Systems, Inc."), under "Document Number: 18". Asked "Who filed
// document 18?" or "Who filed the motion to dismiss?" of the named case, the notice of that
// number (or whose docket text opens with that paper) answers from its "Filer:" line; a notice of
// another number or another paper leaves the question to the other readers. Pure.
import { askedEntry } from './entryDated'
import { findingAnswer, spanCitation } from './typedAnswers'
import type { OfflineAnswer, SourcePage } from './types'

const ASKS_FILER = /^\s*(?:who|which\s+(?:party|parties|side))\s+(?:filed|submitted|lodged)\b/i
const NOTICE = /\bNotice\s+of\s+Electronic\s+Filing\b/i
const FILER = /^[ \t]*Filer:[ \t]*([^\n]*\S)/im
const NUMBER = /^[ \t]*Document\s+Number:[ \t]*(\d{1,5})\b/im
const DOCKET_TEXT = /\bDocket\s+Text:\s*([^\n]{0,80})/i
// The entry asked by number: "document 18", "docket entry 18", "ECF No. 18".
const ENTRY_ASKED =
  /\b(?:(?:docket\s+)?entry|document|doc\.|ECF|dkt\.?)\s*(?:number|no\.?|#)?\s*(\d{1,5})\b/i
// The paper asked: the words after "filed the" up to the case's name or the question's end.
const PAPER_ASKED =
  /\bfiled\s+(?:the\s+|a\s+|an\s+)?([a-z][a-z' -]{2,60}?)(?=\s+(?:in|on|at|for|against|with)\b|\s*[?,]|$)/i

/** The named notice's "Filer:" for the entry or paper asked; null when no named notice reports it. */
export function noticeFilerAnswer(
  question: string,
  pages: SourcePage[],
  named: string[],
): OfflineAnswer | null {
  if (!ASKS_FILER.test(question)) return null
  const number = ENTRY_ASKED.exec(question)?.[1] ?? askedEntry(question)
  const paper = number ? null : PAPER_ASKED.exec(question)?.[1]?.trim()
  if (!number && !paper) return null
  const own = pages.filter((p) => named.includes(p.documentId))
  // Asked by number of a case whose papers are all notices of other numbers: not found.
  if (
    number &&
    own.length > 0 &&
    own.every((p) => NOTICE.test(p.text) && NUMBER.exec(p.text)?.[1] !== number)
  )
    return { found: false }
  for (const page of own.filter((p) => NOTICE.test(p.text))) {
    const filer = FILER.exec(page.text)
    if (!filer) continue
    if (number) {
      if (NUMBER.exec(page.text)?.[1] !== number) continue
    } else {
      // The docket text opens with the paper asked ("MOTION to Dismiss …" for "the motion to dismiss").
      const text = (DOCKET_TEXT.exec(page.text)?.[1] ?? '').toLowerCase()
      const head = paper!.toLowerCase().split(/\s+/).slice(0, 3).join(' ')
      if (
        !text
          .replace(/\s+/g, ' ')
          .replace(/^(?:joint|amended|first|second|emergency)\s+/, '')
          .startsWith(head)
      )
        continue
    }
    const start = filer.index + filer[0].indexOf('Filer:')
    const end = filer.index + filer[0].length
    return findingAnswer(`Filed by: ${filer[1]!.trim()}`, [
      { ...spanCitation(page, start, end), n: 1 },
    ])
  }
  return null
}
