// A court of appeals' docket page (PACER's appellate "General Docket") dates the appeal by its
// "Docketed:" row beside the case's number; the "Date Filed:" under its "Originating Court
// Information" is the case below's. docketRecord.ts reads the page by its "Court of Appeals
// Docket #:" label; a page whose converter lost that label (a number printed "Docket No.", a
// heading dropped) still shows what makes it an appellate docket: its "Docketed:" and "Termed:"
// rows, "Case Type Information", "Originating Court Information", "Appeal From:". Pure.
import { recordKind, withoutMarkup } from './docketRecord'
import { dateAfterLabel } from './labelledDate'
import type { FieldAnswer, PageText } from './types'

const HEAD = 4000
const DOCKETED = /\bDocketed[ \t]*:/gi
// The rows and headings an appellate docket prints about the appeal and the case below.
const APPELLATE_SIGNS = [
  /\bOriginating\s+Court\s+Information\b/i,
  /\bCase\s+Type\s+Information\b/i,
  /\bAppeal\s+From\s*:/i,
  /\bTermed\s*:/i,
  /\bGeneral\s+Docket\b/i,
  /\bCourt\s+of\s+Appeals\b/i,
]

/** Whether page 1 reads as an appellate docket page that no record reader knew. */
export function looksAppellateDocket(text: string): boolean {
  const head = withoutMarkup(text).slice(0, HEAD)
  if (!/\bDocketed[ \t]*:/i.test(head)) return false
  if (!/\bOriginating\s+Court\s+Information\b|\bCase\s+Type\s+Information\b/i.test(head)) {
    return false
  }
  return APPELLATE_SIGNS.filter((sign) => sign.test(head)).length >= 3
}

/**
 * The appeal's filing date on an appellate docket page the record readers did not recognise: the
 * date in its "Docketed:" cell (beside the label, or on the next line a cell to a line), or null.
 */
export function appellateDocketed(pages: readonly PageText[]): FieldAnswer | null {
  const first = pages[0]
  if (!first || recordKind(first.text) !== null || !looksAppellateDocket(first.text)) return null
  return dateAfterLabel(pages, first, withoutMarkup(first.text).slice(0, HEAD), DOCKETED, {
    limit: HEAD,
    nextLine: true,
    confidence: 0.85,
    note: "The appeal's docketing date, stated under its label on the appellate docket (page 1).",
  })
}
