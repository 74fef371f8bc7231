// A Notice of Electronic Filing dates the one entry it reports ("The following transaction was
// entered on 6/17/2024 at 3:42 PM EDT and filed on 6/17/2024"), not the case: a notice of a
// motion to dismiss says nothing of when the complaint was filed. Asked when the case was filed
// ("When was Roe v. Doe filed?", "When did Roe file suit?", "When was the complaint filed?"), a
// notice's transaction date answers only when the entry it reports opens the case (its docket
// text opens with COMPLAINT, PETITION or NOTICE OF REMOVAL). Pure.
import type { Asked } from './asked'
import type { SourcePage } from './types'

// The notice's transaction line, where its dates stand.
const TRANSACTION = /\btransaction\s+was\s+(?:entered|received)\b[^\n]*/gi
// The docket text the notice reports: "Docket Text:" then the entry's first words.
const DOCKET_TEXT = /\bDocket\s+Text:\s*([^\n]{0,60})/i
// The papers that open a case.
const OPENS_CASE = /^\s*(?:\w+\s+){0,2}?(?:COMPLAINT|PETITION|NOTICE\s+OF\s+REMOVAL)\b/i
// A question about the notice or an entry itself, not the case: "When was the notice filed?".
const OF_ENTRY = /\b(?:notice|entry|document|transaction|ECF|dkt)\b/i

/** Whether a "when" question asks when the case itself was filed (not a paper or entry in it). */
export function asksCaseFiled(question: string, asked: Asked): boolean {
  if (!asked.kinds.includes('filingDate') && !asked.caseStart) return false
  if (asked.paper) return /^(?:complaint|petition)$/i.test(asked.paper)
  return asked.caseStart === true || !OF_ENTRY.test(question)
}

/**
 * Whether a span of a page (a date, or a quote) meets a notice's transaction line for an entry
 * that does not open the case (so no answer to when the case was filed).
 */
export function noticeDatesOtherEntry(page: SourcePage, start: number, end = start + 1): boolean {
  for (const m of page.text.matchAll(TRANSACTION)) {
    if (end <= m.index || start >= m.index + m[0].length) continue
    const text = DOCKET_TEXT.exec(page.text)?.[1] ?? ''
    return !OPENS_CASE.test(text)
  }
  return false
}
