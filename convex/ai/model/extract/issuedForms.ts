// Federal court forms whose "Date:" row is no filing date: the AO 440 summons (and the AO 441
// third-party summons) dates the day the clerk issued it, the AO 398 notice and the AO 399 waiver
// the day the request was sent or the waiver signed, the AO 88 subpoenas the day the clerk or the
// attorney issued them. Such a form is dated by its filing alone when a filing stamp says so (the
// CM/ECF header "Document 5 Filed 03/04/31", a clerk's "FILED" stamp); else the filing date is
// not on the page.

// The form's number and name on its first line ("AO 440 (Rev. 06/12) Summons in a Civil Action",
// "AO 88B (Rev. 02/14) Subpoena to Produce …"), in Markdown's bold or a table's cell too, or its
// heading on a line of its own ("SUMMONS IN A CIVIL ACTION", "WAIVER OF THE SERVICE OF SUMMONS").
// A page run onto one line sets the CM/ECF header before the form's number ("… Page 1 of 2 AO 440"),
// or its heading before the caption ("SUMMONS IN A CIVIL ACTION JANE ROE ) Plaintiff(s) …").
const ISSUED_FORM =
  /(?:^|\bPage[ \t]+\d+[ \t]+of[ \t]+\d+)[ \t|*_#]*AO[ \t]+(?:440|441|398|399|88[AB]?)\b[^\n]{0,80}?\b(?:Summons|Waiver|Notice|Subpoena)\b|^[ \t|*_#]*(?:SUMMONS[ \t]+IN[ \t]+A[ \t]+CIVIL[ \t]+ACTION|WAIVER[ \t]+OF[ \t]+(?:THE[ \t]+)?SERVICE[ \t]+OF[ \t]+SUMMONS|SUBPOENA[ \t]+TO[ \t]+(?:PRODUCE|TESTIFY|APPEAR))\b/im

const FORM_REACH = 4000

/**
 * Whether the page is a summons, a waiver of service or a subpoena on the federal forms (its
 * date: dateField.ts; its caption, whose "Plaintiff(s)" marks stand with or without a rule:
 * namesBefore.ts).
 */
export function isIssuedForm(text: string): boolean {
  return ISSUED_FORM.test(text.slice(0, FORM_REACH))
}

/**
 * Whether a stamp on such a form dates its issue: "ISSUED ON 2031-03-09 10:12:33, Clerk" (an
 * e-summons's stamp), "Date Issued: 03/09/2031".
 */
export function issueStamp(text: string, start: number): boolean {
  const prefix = text.slice(text.lastIndexOf('\n', start - 1) + 1, start)
  return /\b(?:Issued|ISSUED)\b[^\n]{0,20}$/.test(prefix)
}
