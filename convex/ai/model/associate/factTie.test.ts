import { describe, expect, test } from 'vitest'
import { dateClause, eventOutsideClause, otherCourtsOwnDate } from './factTie'
import type { ScopeFact } from './typed'

/** A stored fact of one invented page, at the first place `value` is written. */
function factAt(kind: string, text: string, written: string, extra: Partial<ScopeFact> = {}) {
  const start = text.indexOf(written)
  return {
    kind,
    role: '',
    value: '',
    display: written,
    context: text.slice(0, 220),
    page: 1,
    start,
    end: start + written.length,
    documentId: 'paper',
    documentName: 'paper.pdf',
    ...extra,
  } as unknown as ScopeFact
}

describe("a date's own clause", () => {
  const text =
    'ORDER\n1. Defendant’s motion for a protective order as to the deposition of Ida Marsh is DENIED, except that the deponent need not produce documents for any period before the fiscal year ending June 30, 1979.\n2. The deposition of Ida Marsh shall take place on August 14, 1979.'
  const pages = [{ documentId: 'paper', documentName: 'paper.pdf', page: 1, text }]
  const q = 'On what date is the deposition of Ida Marsh to take place in Roe v. Lark?'

  test('the clause after "except that" holds the period\'s end, not the deposition', () => {
    const at = text.indexOf('June 30, 1979')
    expect(dateClause(text, at, at + 13).clause).toMatch(/^ the deponent need not .* 1979$/)
    expect(eventOutsideClause(q, factAt('date', text, 'June 30, 1979'), pages)).toBe(true)
    expect(eventOutsideClause(q, factAt('date', text, 'August 14, 1979'), pages)).toBe(false)
  })

  test('an initial or abbreviation ends no sentence', () => {
    const said = 'On May 4, 2011, Judge J. Orr heard the deposition objections.'
    const at = said.indexOf('May 4, 2011')
    expect(dateClause(said, at, at + 11).sentence).toBe(said)
  })
})

describe("a paper's own date answers of its own court", () => {
  const text = 'BE IT REMEMBERED on this the 9th day of May 2002 the Court reviewed the file.'
  const own = factAt('filingDate', text, '9th day of May 2002')
  const court = (value: string) =>
    ({ ...factAt('court', text, 'Court'), role: 'this', value }) as ScopeFact
  const district = court('United States District Court for the Eastern District of Texas')
  const q = 'On what date did the Fifth Circuit issue its opinion in Roe v. Lark?'

  test("a district court's order does not date the circuit's opinion", () => {
    expect(otherCourtsOwnDate(q, own, [own, district])).toBe(true)
    const circuit = court('United States Court of Appeals for the Fifth Circuit')
    expect(otherCourtsOwnDate(q, own, [own, circuit])).toBe(false)
    // A court of no known name, or a court named only as where a paper went, rules nothing out.
    expect(otherCourtsOwnDate(q, own, [own])).toBe(false)
    const noticed = 'When was the notice of appeal to the Fifth Circuit filed in Roe v. Lark?'
    expect(otherCourtsOwnDate(noticed, own, [own, district])).toBe(false)
  })
})
