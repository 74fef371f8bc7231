// "What cause of action is listed on the docket?": a federal docket sheet's header field "Cause:
// 28:1331 Federal Question", "Cause: 05:702 Administrative Procedure Act" — the statute the civil
// cover sheet cited, printed beside "Nature of Suit:" and "Jurisdiction:". The answer quotes that
// field, up to the next header field on its line. Pure.
import { quotedAnswer, spanCitation } from './typedAnswers'
import type { OfflineAnswer, SourcePage } from './types'

// The question asks for the docket's cause: "cause of action … docket", "the docket's cause".
const ASKS_CAUSE = /\bcause\b(?:\s+of\s+action)?\b[^?]*\bdocket\b|\bdocket\b[^?]*\bcause\b/i
// The field: "Cause:" then the title and section and the statute's name.
const CAUSE_FIELD = /(?:^|\n)[ \t]*(Cause:[ \t]*\d{1,2}:\d{1,5}[^\n]*)/
// The next header field printed on the same line ends the cause.
const NEXT_FIELD = /\s{2,}|\s+(?=(?:Nature\s+of\s+Suit|Jurisdiction|Jury\s+Demand|Date\s+Filed):)/

/** The named docket sheet's "Cause:" field, quoted; null when the question asks no such thing. */
export function docketCauseAnswer(
  question: string,
  pages: SourcePage[],
  named: string[],
): OfflineAnswer | null {
  if (!ASKS_CAUSE.test(question)) return null
  for (const page of pages.filter((p) => named.includes(p.documentId))) {
    const match = CAUSE_FIELD.exec(page.text)
    if (!match) continue
    const field = match[1]!
    const start = match.index + match[0].length - field.length
    const cut = NEXT_FIELD.exec(field.trimEnd())
    const end = start + (cut ? cut.index : field.trimEnd().length)
    return quotedAnswer([spanCitation(page, start, end)])
  }
  return null
}
