// A docket report or case page converted from HTML without separators between its cells glues
// the "Date Filed:" label to the value of the cell before it ("…Civil RightsDate Filed:
// 02/03/2020", "Case title: USA v. OrtegaDate Filed: 04/12/2022"): the record's own label
// reader (docketRecord.ts) looks for the label at a word's start, so this one reads it where a
// lower-case letter, a digit or a closing bracket runs straight into its capital "Date".
import { answerAt } from './answer'
import { recordKind, withoutMarkup } from './docketRecord'
import { dateAfterLabel } from './labelledDate'
import type { FieldAnswer, PageText } from './types'

const HEAD = 4000
// Capital "D" only: a value glued to the label ends on a lower-case letter, a figure or ")".
const GLUED_LABEL = /(?<=[a-z\d)])Date[ \t]+(?:Filed|filed)[ \t]*:/g

/** The filing date a record glues to the cell before it, or null. */
export function gluedRecordFiled(pages: readonly PageText[]): FieldAnswer | null {
  const first = pages[0]
  if (!first) return null
  const kind = recordKind(first.text)
  if (kind !== 'docketReport' && kind !== 'casePage') return null
  return dateAfterLabel(pages, first, withoutMarkup(first.text), GLUED_LABEL, {
    limit: HEAD,
    nextLine: false,
    confidence: 0.9,
    note: "Stated under its label in the court's record on page 1.",
  })
}

// The labels that follow "Assigned to:" in a docket report's heading, glued to the judge's name
// when the cells run together ("Assigned to: Judge Jane RoeReferred to: Magistrate Judge …").
const NEXT_LABEL =
  /(?:Referred[ ]to|Cause|Date[ ]Filed|Date[ ]filed|Case[ ]in[ ]other[ ]court|Jury[ ]Demand|Nature[ ]of[ ]Suit|Jurisdiction|Lead[ ]BK[ ]case|Member[ ]cases?|Related[ ]Cases?|Demand)[ ]?:|Chapter[ ]\d{1,2}\b/
const GLUED_ASSIGNED = new RegExp(
  `Assigned[ \\t]+to[ \\t]*:[ \\t]*(?:(?:Chief|Senior|District|Bankruptcy|Magistrate|U\\.S\\.)[ \\t]+)*(?:(?:Judge|Hon\\.?|Honorable|The[ \\t]+Honorable)[ \\t]+)?([^\\n\\t]{3,60}?)(?<=[\\p{Ll}.])(?=${NEXT_LABEL.source})`,
  'u',
)
// Capitalised words and initials, two to five of them, a suffix allowed.
const JUDGE_NAME = /^\p{Lu}[\p{L}'.-]*(?:[ ]\p{Lu}[\p{L}'.-]*){1,4}(?:,?[ ](?:Jr|Sr|II|III)\.?)?$/u

/** The judge a docket report assigns the case to, the name glued to the next label; or null. */
export function gluedRecordJudge(
  pages: readonly PageText[],
): { page: number; start: number; end: number; value: string } | null {
  const first = pages[0]
  if (!first || recordKind(first.text) !== 'docketReport') return null
  const text = withoutMarkup(first.text).slice(0, HEAD)
  const match = GLUED_ASSIGNED.exec(text)
  const name = match?.[1]
  if (!match || !name || !JUDGE_NAME.test(name)) return null
  const start = match.index + match[0].length - name.length
  return { page: first.page, start, end: start + name.length, value: name }
}

// A record's number glued to the next cell's label ("Adversary Proceeding #: 22-01234-mgAssigned
// to: …", "Bankruptcy Petition #: 23-10987-JKSAssigned to:"): a capitalised word run straight on
// after a figure or a judge's initials is no part of the number.
const GLUED_WORD = /(?<=[\da-z]|[A-Z]{2})[A-Z][a-z]{2,}$/

/** A record's number with a label glued after it cut off; the answer unchanged otherwise. */
export function ungluedNumber(pages: readonly PageText[], answer: FieldAnswer): FieldAnswer {
  const { value, source, quote } = answer
  const glued = typeof value === 'string' && source ? GLUED_WORD.exec(quote) : null
  if (!glued || typeof value !== 'string' || !source || !value.endsWith(glued[0])) return answer
  const kept = value.slice(0, -glued[0].length)
  const span = { ...source, end: source.end - glued[0].length }
  return answerAt(pages, span, kept, kept, answer.confidence, answer.rationale)
}

// A case page's number glued to the next field's label ("Case Number:CV-2021-004512Case Title:",
// a Texas appellate page's "Case: 03-22-00123-CVDate Filed:", a notice's "Case
// Number:1:22-cv-01011-RMRFiler:"): the number read up to the label, a federal number's judge's
// initials dropped.
// Read only where the label follows with no space, where no paper's prose puts one.
const GLUED_NUMBER =
  /(?<![\p{Lu}])(?:Case|Docket|Cause)[ \t]*(?:Number|No\.?|#)?[ \t]*:[ \t]*(\d[\w:.-]*?[\dA-Z]|[A-Z]{1,4}-\d[\w:.-]*?[\dA-Z])(?=(?:Case[ ](?:Title|Name|Type|Status|Style)|Date[ ](?:Filed|filed)|Filed[ ]Date|Filing[ ]Date|Filer|Style|Judge|Court|Assigned[ ]to|Status|Docketed|Document[ ]Number)[ ]?:)/u

/** The case's number glued to the label after it on page 1, or null. */
export function gluedCaseNumber(pages: readonly PageText[]): FieldAnswer | null {
  const first = pages[0]
  if (!first) return null
  const text = withoutMarkup(first.text).slice(0, HEAD)
  const match = GLUED_NUMBER.exec(text)
  const raw = match?.[1]
  if (!match || !raw) return null
  // A federal number's judge's initials ("-RMR") are no part of it; a state's "-CV" is.
  const number = /^\d{1,2}:\d{2}-[a-z]{2,4}-\d+/.test(raw)
    ? raw.replace(/(?:-[A-Z]{2,4})+$/, '')
    : raw
  const start = match.index + match[0].length - raw.length
  return answerAt(
    pages,
    { page: first.page, start, end: start + number.length },
    number,
    number,
    0.85,
    "Stated under its label in the court's record on page 1.",
  )
}
