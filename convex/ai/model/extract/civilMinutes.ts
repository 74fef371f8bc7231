// A federal court's civil minutes (the "CIVIL MINUTES — GENERAL" form district courts print over
// an order or a hearing's record): a header table, "Case No.  2:31-cv-01234-ABC  Date  March 4,
// 2031" over "Title  Jane Roe v. Acme Freight, Inc. et al", then "Present: The Honorable …". The
// "Title" row, labelled without a colon, names the case's sides.

// The form's heading: "CIVIL MINUTES — GENERAL", "CIVIL MINUTES - TRIAL", "CRIMINAL MINUTES".
const MINUTES_HEADING =
  /^[ \t]*(?:CIVIL|CRIMINAL)[ \t]+MINUTES\b|\b(?:CIVIL|CRIMINAL)[ \t]+MINUTES[ \t]*[-–—][ \t]*[A-Z]/m
// The title's label, the title beside it (a tab or spaces apart) or in the cell under it.
const MINUTES_TITLE = /^[ \t]*Title[ \t]*:?(?:[ \t]+|[ \t]*\n(?:[ \t]*\n){0,3}[ \t]*)(?=\S)/gm
// The same label run on after the number's and the date's cells (a page rendered without its
// line breaks): "… Date March 4, 2031 Title Jane Roe v. Acme Corp. Present: The Honorable …".
const RUN_IN_MINUTES_TITLE = /[ \t]Title[ \t]*:?[ \t]+(?=\S[^\n]*?[ \t]Present[ \t]*:)/g
const MINUTES_REACH = 3000

/** Whether the page is a court's civil (or criminal) minutes form. */
export function isCivilMinutes(text: string): boolean {
  return MINUTES_HEADING.test(text.slice(0, MINUTES_REACH))
}

/**
 * Where the minutes' title starts (just past its "Title" label), or null: the first label after
 * the form's heading, within the form's header.
 */
export function minutesTitleStart(text: string): number | null {
  const heading = MINUTES_HEADING.exec(text.slice(0, MINUTES_REACH))
  if (!heading) return null
  const head = text.slice(0, MINUTES_REACH)
  for (const label of [MINUTES_TITLE, RUN_IN_MINUTES_TITLE]) {
    label.lastIndex = heading.index
    const found = label.exec(head)
    if (found) return found.index + found[0].length
  }
  return null
}
