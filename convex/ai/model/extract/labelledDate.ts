// A court record's dated rows ("Docketed: 05/12/2031", a glued "…RightsDate Filed: 02/03/2031"):
// the first date standing right after one of the labels, as a field answer quoting it. One home
// for the readers that date a record by a label. Pure.
import { answerAt } from './answer'
import { findDates } from './dates'
import type { FieldAnswer, PageText } from './types'

/** How far after its label a row's date may stand. */
const WINDOW = 40

export type LabelledDateOptions = {
  /** Labels are looked for in the text's first `limit` characters. */
  limit: number
  /** The date may stand on the next line (a cell to a line), not only beside its label. */
  nextLine: boolean
  confidence: number
  note: string
}

/** The first date right after one of `labels` on `page` (its `text`, offsets kept), or null. */
export function dateAfterLabel(
  pages: readonly PageText[],
  page: PageText,
  text: string,
  labels: RegExp,
  options: LabelledDateOptions,
): FieldAnswer | null {
  const blank = options.nextLine ? /^\s*$/ : /^[ \t]*$/
  for (const label of text.slice(0, options.limit).matchAll(labels)) {
    const at = label.index + label[0].length
    const window = text.slice(at, at + WINDOW)
    const date = findDates(window).find((d) => blank.test(window.slice(0, d.start)))
    if (!date) continue
    return answerAt(
      pages,
      { page: page.page, start: at + date.start, end: at + date.end },
      date.value,
      date.display,
      options.confidence,
      options.note,
    )
  }
  return null
}
