// A signature printed as one paragraph (Westlaw's prints of complaints): "Respectfully
// Submitted, Jane Roe, P.C., 12 Elm Street, Dallas, Texas 75201, Jane \nRoe, State Bar No.
// 01234567, Carl B. Doe, State Bar No. 07654321, Attorneys for Plaintiffs." Each lawyer is the
// name just before its bar number, though the line wraps inside the name; the closing "Attorneys
// for …" names the client of them all. Pure.
import type { Counsel } from './counsel'
import { isPerson, PERSON, type Line } from './counselNames'
import type { SourcePage } from './types'

// The paragraph's close: "…, Attorneys for Plaintiffs." at the end of its line.
const LIST_CLOSE =
  /\b(attorneys?|counsel)\s+for\s+(?:the\s+)?([\w.&'’-]+(?: [\w.&'’-]+){0,5})[.\s]*$/i
// A bar number after a name: ", State Bar No. 05360500", ", Bar No. 1234", ", SBN 152327".
const BAR_AFTER = /^,\s*(?:(?:State\s+)?Bar\s+No\.?|SBN)\s*:?\s*[\dA-Z-]{3,}/i
/** Lines above its close such a paragraph may run on. */
const LIST_LINES = 3

/**
 * The lawyers a one-paragraph signature lists, in order, for the client its close names: only
 * names a bar number follows, so the firm ("Jane Roe, P.C.") and the street are not taken.
 */
export function paragraphCounsel(page: SourcePage, lines: Line[]): Counsel[] {
  const out: Counsel[] = []
  lines.forEach((line, i) => {
    const close = LIST_CLOSE.exec(line.text)
    if (!close) return
    let first = i
    while (first > 0 && i - first < LIST_LINES && lines[first - 1]!.text.trim()) first--
    const start = lines[first]!.start
    // The paragraph with its line breaks as spaces: offsets stay the page's.
    const text = page.text.slice(start, line.end).replace(/\n/g, ' ')
    for (const m of text.matchAll(PERSON)) {
      const name = m[0].replace(/\s+/g, ' ').trim()
      if (!BAR_AFTER.test(text.slice(m.index + m[0].length)) || !isPerson(name)) continue
      let from = start
      for (const l of lines.slice(first, i + 1)) if (l.start <= start + m.index) from = l.start
      while (from < line.end && /\s/.test(page.text[from]!)) from++
      out.push({
        name,
        title: close[1]!.toLowerCase(),
        forWhom: close[2]!.toLowerCase().replace(/[.,;:]+$/, ''),
        government: false,
        signed: false,
        argued: false,
        page,
        start: from,
        end: line.end,
      })
    }
  })
  return out
}
