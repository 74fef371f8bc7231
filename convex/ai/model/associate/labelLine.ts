// A paper's own label line: a heading line that holds only a label and its date ("Signed
// 08/26/2016", "Amended July 5, 2023", "Filed September 28, 2022", "Argued and Submitted May 3,
// 2019"). Asked when the paper was so treated ("When was the opinion amended?", "When was the
// order signed?"), the line whose label is the question's verb dates it, before a sentence that
// shares more of the question's words but tells another event. Pure.
import { contentStemSet } from './terms'

// Labels a court puts on its own paper's head.
const COURT_ACTS =
  'Amended|Decided|Argued|Submitted|Entered|Rendered|Delivered|Released|Issued|Reargued|Reheard|Reissued|Withdrawn|Modified|Corrected|Revised|Published'
// Labels any paper may bear, a party's as well as the court's.
const ANY_PAPER = 'Signed|Filed|Dated|Executed|Approved|Adopted|Effective'
const LABEL = new RegExp(
  `^(?:(?:Opinion|Order|Judgment|Memorandum|Decision)\\s+)?((?:${COURT_ACTS}|${ANY_PAPER})(?:\\s+and\\s+(?:${COURT_ACTS}|${ANY_PAPER}))?)(?:\\s+on)?:?\\s+$`,
  'i',
)
const COURT_ACT = new RegExp(`^(?:${COURT_ACTS})$`, 'i')

// The court's own papers, whose head carries such lines.
const RULING_STEMS = contentStemSet('opinion order judgment decree decision memorandum ruling')
// A party's papers, whose date a court's label line does not give.
const PARTY_PAPER_STEMS = contentStemSet(
  'complaint petition motion brief answer reply response opposition stipulation application request agreement contract settlement notice indictment',
)

/** What a label line's date gains when its label is the question's verb. */
export const LABEL_LINE_GAIN = 3.5

/**
 * The label words of a date's context when that context is a label line and nothing more (the
 * label, the date, a full stop), or undefined.
 */
export function labelLineWords(context: string, dateText: string): string[] | undefined {
  const at = context.indexOf(dateText)
  if (at <= 0 || !/^\s*\.?\s*$/.test(context.slice(at + dateText.length))) return undefined
  const label = LABEL.exec(context.slice(0, at))
  return label ? label[1]!.split(/\s+and\s+/i) : undefined
}

/**
 * What a date gains for standing on a label line whose label is the question's verb: asked of a
 * court's paper ("the opinion", "the order"), or by a court's act ("argued", "amended") of no
 * party's paper. A party's paper asked ("When was the settlement agreement signed?") is no gain.
 */
export function labelLineGain(context: string, dateText: string, stems: Set<string>): number {
  const words = labelLineWords(context, dateText)
  if (!words) return 0
  const asked = words.filter((w) => [...contentStemSet(w)].some((s) => stems.has(s)))
  if (asked.length === 0) return 0
  const has = (set: Set<string>) => [...set].some((s) => stems.has(s))
  const ruling = has(RULING_STEMS)
  if (ruling) return LABEL_LINE_GAIN
  return asked.some((w) => COURT_ACT.test(w)) && !has(PARTY_PAPER_STEMS) ? LABEL_LINE_GAIN : 0
}
