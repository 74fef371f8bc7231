// A civil cover sheet (the federal JS 44 and the districts' versions of it) names another case in
// its box for related cases ("VIII. RELATED CASE(S) IF ANY (See instructions): JUDGE Harold T.
// Vance  DOCKET NUMBER 3:18-cv-00456"), and prints "JUDGE" and "MAG. JUDGE" as the clerk's blank
// fields in its "FOR OFFICE USE ONLY" row: neither is this case's judge or number. The boxes are
// blanked (spaces, newlines kept, so offsets hold) before a judge or a number is read.

// The form's title in capitals, its "JS 44" number near it ("JS 44 (Rev. 04/21)", "JS-44 (DC)",
// "JS 44C/SDNY"): a docket's entry "Civil Cover Sheet" is no form.
const COVER_SHEET = /\bCIVIL[ \t]+COVER[ \t]+SHEET\b/g
const FORM_NUMBER = /\bJS[ \t-]?44/
const FORM_REACH = 8000
// The box's heading, "RELATED CASE(S)" over or before its "IF ANY".
const RELATED_BOX = /\bRELATED[ \t]+CASE(?:\(S\)|S)?(?=[ \t]*\n?[ \t]*IF[ \t]+ANY\b)/g
// A district's version that asks "IF SO, STATE:" over the row "JUDGE … DOCKET NUMBER …".
const IF_SO = /\bIF[ \t]+SO,?[ \t]+STATE\b/g
// …and the row itself, wherever the form sets it: the related case's.
const RELATED_ROW = /^[^\n]*\bJUDGE\b[^\n]*\bDOCKET[ \t]+(?:NUMBER|NO\.?)[^\n]*/gm
const OFFICE_ROW = /\bFOR[ \t]+OFFICE[ \t]+USE[ \t]+ONLY\b/g
// Where the related-case box ends: the other case's number after its "DOCKET NUMBER" label (on
// its line or the next), or before the cover sheet's date and signature row.
const RELATED_END =
  /\bDOCKET[ \t]+(?:NUMBER|NO\.?)[ \t:]*(?:\n[ \t]*)?[^\n]*|^[ \t]*DATE\b|\bSIGNATURE[ \t]+OF[ \t]+ATTORNEY\b/m
// The office row's last field.
const OFFICE_END = /\bMAG(?:ISTRATE|\.)?[ \t]+JUDGE\b[^\n]*/
const BOX_REACH = 600

/** The text with a civil cover sheet's related-case box and office-use row blanked. */
export function withoutCoverSheetBoxes(text: string): string {
  let blanked = text
  const blank = (start: number, end: number) => {
    blanked =
      blanked.slice(0, start) +
      blanked.slice(start, end).replace(/[^\n]/g, ' ') +
      blanked.slice(end)
  }
  for (const title of text.matchAll(COVER_SHEET)) {
    const near = text.slice(Math.max(0, title.index - 300), title.index + 300)
    if (!FORM_NUMBER.test(near)) continue
    const from = Math.max(0, title.index - 300)
    const form = text.slice(from, title.index + FORM_REACH)
    for (const [box, close] of [
      [RELATED_BOX, RELATED_END],
      [IF_SO, RELATED_END],
      [RELATED_ROW, null],
      [OFFICE_ROW, OFFICE_END],
    ] as const) {
      for (const open of form.matchAll(box)) {
        const after = open.index + open[0].length
        const reach = form.slice(after, after + BOX_REACH)
        const end = close?.exec(reach)
        // (No end found: the opening's line alone is blanked.)
        const stop = !end
          ? reach.search(/\n|$/)
          : /^[ \t]*DATE|SIGNATURE/.test(end[0])
            ? end.index
            : end.index + end[0].length
        blank(from + open.index, from + after + stop)
      }
    }
  }
  return blanked
}
