// Where on a page a mention stands, as support for it being the document's own: a caption sits at
// the top of the first page, a letter's "Re:" line names its case, a running header repeats.
import { readOnce } from './readOnce'

/** Support for a mention at `start` of page `page` for being in the caption (0..1). */
export function captionWeight(text: string, start: number, page: number): number {
  if (page !== 1) return lineIndex(text, start) <= 1 ? 0.2 : 0
  if (start < captionEnd(text)) return 1
  return start < 3000 ? 0.4 : 0.15
}

/**
 * Where the first page's heading and caption end: at the first line of running prose (twelve
 * words or more, in lower case), which caption lines never are; at most 2,500 characters in.
 */
export function captionEnd(text: string): number {
  return captionEndKept(text)
}

const captionEndKept = readOnce(readCaptionEnd)

function readCaptionEnd(text: string): number {
  let start = 0
  while (start < text.length && start < 2500) {
    const next = text.indexOf('\n', start)
    const end = next === -1 ? text.length : next
    const line = text.slice(start, end)
    const words = line.trim().split(/\s+/).length
    const partyLine = /,\s*$|on behalf of|similarly situated|individually/i.test(line)
    if (
      start > 0 &&
      words >= 12 &&
      /\p{Ll}{3}/u.test(line) &&
      !partyLine &&
      !/\s[)§]\s/.test(line)
    ) {
      return start
    }
    start = end + 1
  }
  return Math.min(start, 2500)
}

// A publication notice printed over an opinion ("NOTICE: This slip opinion is subject to formal
// revision…", "NOT TO BE PUBLISHED IN OFFICIAL REPORTS / California Rules of Court, rule 8.1115…",
// "Published by New York State Law Reporting Bureau…"): prose, but the page's heading goes on.
const NOTICE =
  /\bNOTICE\b|\bNotice:|\b(?:publication|published|PUBLICATION|PUBLISHED|precedent|precedential|formal\s+revision|Reporter\s+of\s+Decisions)\b/

/**
 * Where the first page's heading ends, for what a court prints in it without a label (its docket
 * number, its date): as `captionEnd`, but a paragraph of publication notice, as opinions print over
 * their caption, does not end it.
 */
export function headingEnd(text: string): number {
  let start = 0
  while (start < text.length && start < 2500) {
    const end = captionEnd(text.slice(start)) + start
    if (end >= text.length || end >= 2500) return Math.min(end, 2500)
    const paragraph = paragraphAt(text, end)
    if (!NOTICE.test(text.slice(paragraph.start, paragraph.end))) return end
    start = paragraph.end
  }
  return Math.min(start, 2500)
}

/** The paragraph (lines between blank lines) around `at`. */
function paragraphAt(text: string, at: number): { start: number; end: number } {
  const before = text.slice(0, at).search(/\n[ \t]*\n(?![^]*\n[ \t]*\n)/)
  const after = text.slice(at).search(/\n[ \t]*\n/)
  return {
    start: before === -1 ? 0 : before + 1,
    end: after === -1 ? text.length : at + after + 1,
  }
}

/** Whether the mention's line is a "Re:" line. */
export function inReLine(text: string, start: number): boolean {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1
  return /^\s*(?:Re|RE|Subject)\s*:/.test(text.slice(lineStart, start))
}

/**
 * Whether a phrase of another proceeding comes shortly before `start`. A court of appeals' notice
 * labels the district court's number "Originating Case No." (the case the appeal came from).
 */
export function afterOtherProceeding(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 70), start)
  if (APPEALS_FROM.test(before)) return true
  return /\b(?:appeal(?:ed)?\s+from|removed\s+from|transferred\s+from|remanded|previously|prior\s+action|related\s+(?:action|case)|parallel|consolidated\s+with|formerly|originally\s+filed|originating(?:\s+(?:case|court|docket))?|state[- ]court\s+action)\b[^.;]*$/i.test(
    before,
  )
}

// Consolidated appeals' heading, as a reporter prints it: "Appeals from the United States District
// Court for the …" (the plural, capitalised as a heading; "the Court of Appeals from …" is no
// heading, and prose's lower-case "hears appeals from" says nothing of this case). The phrase and
// what follows it up to the mention, with no sentence's end between.
const APPEALS_FROM = /(?<!\b(?:of|OF)\s{1,3})\b(?:Appeals|APPEALS)\s+(?:from|FROM)\b[^.;]*$/

// A court record's section for the court below: "Trial Court Information", "Lower Court
// Information", "Originating Court Information" on a row of its own (a state appellate court's
// case page, a court of appeals' docket), its rows under it naming that court's number and judge
// ("Court Judge: Honorable Jane Roe"). Up to eight rows under the heading, no blank row between.
const LOWER_COURT_SECTION =
  /(?:^|\n)[ \t]*(?:Trial|Lower|Originating)[ \t]+(?:Court|Ct\.?)[ \t]+Information[ \t]*:?[ \t]*\n(?:[ \t]*\S[^\n]*\n){0,8}[^\n]*$/i

/** Whether `start` stands in a record's rows under its lower court's heading (LOWER_COURT_SECTION). */
export function inLowerCourtSection(text: string, start: number): boolean {
  return LOWER_COURT_SECTION.test(text.slice(Math.max(0, start - 800), start))
}

/**
 * Whether a court, number or judge at `start` is introduced as the one a case came from: after
 * "on appeal from", "trial court", or labelled "D.C. No.", "Lower Court No." and the like.
 */
export function belowMention(text: string, start: number): boolean {
  if (afterOtherProceeding(text, start) || inLowerCourtSection(text, start)) return true
  const lineStart = text.lastIndexOf('\n', start - 1) + 1
  // "D.C. No.", "Lower Court No.", "Trial Court Case No.", "Agency No.", "BIA No." label the number below.
  if (
    /\b(?:D\.\s?C\.|Dist(?:rict)?\.?\s+Ct\.|Lower\s+(?:Court|Tribunal)|Trial\s+Court|Circuit\s+Court|Superior\s+Court|Agency|BIA|Tax\s+Court|Bankruptcy)\s*(?:Case\s+|Docket\s+|Index\s+)?(?:No|Number|#)s?\.?\s*:?\s*$/i.test(
      text.slice(lineStart, start),
    )
  ) {
    return true
  }
  const before = text.slice(Math.max(0, start - 120), start)
  return /\b(?:appeal\s+(?:by\s+[^.;]{1,80}?\s+)?from|from\s+the|petition\s+for\s+review\s+of|trial\s+court|lower\s+court|below|writs?\s+from)\b[^.;]*$/i.test(
    before,
  )
}

/** Whether all the letters of `text` are capitals. */
export function isUpper(text: string): boolean {
  return /\p{Lu}/u.test(text) && !/\p{Ll}/u.test(text)
}

function lineIndex(text: string, at: number): number {
  let lines = 0
  for (let i = text.indexOf('\n'); i !== -1 && i < at; i = text.indexOf('\n', i + 1)) lines++
  return lines
}

/**
 * The first page's right-hand caption column alone, every other character a space (line breaks
 * kept), so a court named over several lines of that column ("IN THE DISTRICT COURT OF" /
 * "HARRIS COUNTY, TEXAS", beside "§") reads as one phrase at its own offsets.
 */
export function rightColumn(text: string): string {
  const end = Math.min(text.length, captionEnd(text))
  let out = ''
  for (const line of text.slice(0, end).split('\n')) {
    const cut = /^(.*?\S)(\s+[§)]\s+|\s{6,})(?=\S)/.exec(line)
    const keepFrom = cut ? cut[1]!.length + cut[2]!.length : /^\s{30,}/.test(line) ? 0 : line.length
    const kept = line.slice(keepFrom)
    // A row that holds only the column's mark ("§", ")") holds nothing of the right column.
    out += /^[\s§)]*$/.test(kept)
      ? `${' '.repeat(line.length)}\n`
      : `${' '.repeat(keepFrom)}${kept}\n`
  }
  return (out.slice(0, end) + ' '.repeat(Math.max(0, end - out.length))).slice(0, end)
}

/**
 * The caption's left-hand side in a copy of the page that keeps every offset: each line cut at a
 * wide gap, and a line that starts far right (a clerk's stamp beside a centred heading: "FILED /
 * MAR 17 2023 / MOLLY C. DWYER, CLERK") blanked, so a heading the stamp splits reads whole.
 */
export function leftSide(text: string): string {
  const end = Math.min(text.length, captionEnd(text))
  const lines = text
    .slice(0, end)
    .split('\n')
    .map((line) => {
      if (/^\s{50,}\S/.test(line)) return ' '.repeat(line.length)
      const cut = /^(\s*\S.*?\S)\s{6,}\S/.exec(line)
      return cut ? cut[1]!.padEnd(line.length) : line
    })
  return lines.join('\n')
}

/**
 * Whether a judge named at `start` sits under an appeal's "Appeal from …" (or a writ's or
 * review's) heading within the 300 characters before: on an appellate cover, the judge below.
 */
export function underAppealFrom(text: string, start: number): boolean {
  // An appeal's cover ("Appeal Pursuant to § …") and an original proceeding's ("Original Proceeding … District Court, Case No. …, Honorable
  // X, Judge") names the court and judge whose act is reviewed, as an appeal's does.
  // New York's "Appeal by the plaintiff from an order of …" names the appellant between.
  // A petition to the Supreme Court names the court below after "Writ of Certiorari to the …",
  // an application after "to Stay the Judgment(s) of the …".
  // Consolidated appeals' "Appeals from the United States District Court …" heading likewise.
  const before = text.slice(Math.max(0, start - 300), start)
  if (/(?<!\b(?:of|OF)\s{1,3})\b(?:Appeals|APPEALS)\s+(?:from|FROM)\b/.test(before)) return true
  return /\b(?:appeal(?:ed)?\s+(?:by\s+[^.;]{1,80}?\s+)?(?:from|pursuant\s+to)|on\s+appeal\s+from|petition\s+for\s+review|application\s+for\s+writs?|writs?\s+from|certified\s+question\s+from|original\s+proceeding|certiorari\s+to|stay\s+(?:of\s+)?the\s+(?:judgments?|orders?|injunctions?|mandate)\s+of)\b/i.test(
    before,
  )
}

/**
 * Whether a name at `start` stands in a caption's defendants' or respondents' block: after its
 * "v." line and before the "Defendants."/"Respondents." label. A judge sued or petitioned
 * against ("THE HONORABLE JANE DOE, Respondent") is a party, not the case's judge.
 */
export function inDefendantsBlock(text: string, start: number): boolean {
  // The right-hand column of a ")" or "§" caption (the judge's line beside the parties) is not
  // the block.
  const lineStart = text.lastIndexOf('\n', start - 1) + 1
  if (/[)§]/.test(text.slice(lineStart, start))) return false
  const before = text.slice(Math.max(0, start - 400), start)
  const versus =
    /(?:^|\n)[ \t)§]*(?:v\.?|vs\.?|VS\.?|versus|-v-|-vs-|-against-)[ \t]*(?:[)§][^\n]*)?\n(?![^]*\b(?:Defendants?|Respondents?|DEFENDANTS?|RESPONDENTS?)\b)[^]*$/
  if (!versus.test(before)) return false
  // A long list of defendants may run on for many lines before its label.
  return /^[^]{0,1000}?\b(?:Defendants?|Respondents?|DEFENDANTS?|RESPONDENTS?)\b/.test(
    text.slice(start, start + 1100),
  )
}

// A reported opinion's paragraph naming the court below ("Appeal from the Marion County Superior
// Court, The Honorable Jane L. Roe, Judge, Cause No. 49D05–9204–CP–378."), wherever it stands.
// Consolidated appeals print the plural: "Appeals from the United States District Court …".
const APPEAL_FROM = /(?<!\b(?:of|OF)\s{1,3})\b(?:Appeal(?:ed|s)?|APPEALS?)\s+(?:from|FROM)\b/g

/**
 * Whether `at` is in the sentence an "Appeal from …" paragraph opens within the 300 characters
 * before it: no sentence ends (a lower-case word and a stop, or a blank line) between. Initials
 * ("Jane L. Roe") and a reporter's page marks ("*360") do not end it.
 */
export function inAppealFromSentence(text: string, at: number): boolean {
  const before = text.slice(Math.max(0, at - 300), at)
  const opens = [...before.matchAll(APPEAL_FROM)].at(-1)
  if (!opens) return false
  return !/\p{Ll}{2}[.?!]\s|\n[ \t]*\n/u.test(before.slice(opens.index))
}

/** A letter's salutation on a line of its own: "Dear Judge Doe:", "Dear Counsel,". */
export const SALUTATION_LINE = /^[ \t]*Dear[ \t][^\n]{1,60}[:,][ \t]*$/m
