import { describe, expect, test } from 'vitest'
import { MAX_QUOTE, passagesOf } from './passages'

/** The passages of a page as text, white space collapsed; `*` marks the citable ones. */
function read(text: string) {
  return passagesOf(text).map((p) => {
    const body = text.slice(p.start, p.end).replace(/\s+/g, ' ')
    const context = p.context.map((c) => text.slice(c.start, c.end).replace(/\s+/g, ' '))
    return { text: `${p.citable ? '*' : ' '}${body}`, context }
  })
}

// A page as pdf.js gives it: lines wrapped at the page width, a heading, numbered paragraphs, a
// running footer.
const PDF_PAGE = [
  'NATURE OF THE ACTION',
  '1. This is a class action on behalf of all persons who purchased the securities of Northwind',
  'Holdings, Inc. during the Class Period, and who were damaged thereby. Hon. Miriam K.',
  'Castellanos presides under 28 U.S.C. § 1331 and the case is No. 1:25-cv-04417.',
  '2. Lead plaintiff alleges Northwind inflated revenue over six quarters.',
  'Class Action Complaint, Case No. 1:25-cv-04417 – page 1 of 6',
].join('\n')

describe('passagesOf', () => {
  test('re-joins wrapped lines into sentences, past abbreviations and initials', () => {
    const passages = read(PDF_PAGE)
    expect(passages.map((p) => p.text)).toEqual([
      ' NATURE OF THE ACTION',
      '*1. This is a class action on behalf of all persons who purchased the securities of Northwind Holdings, Inc. during the Class Period, and who were damaged thereby.',
      '*Hon. Miriam K. Castellanos presides under 28 U.S.C. § 1331 and the case is No. 1:25-cv-04417.',
      '*2. Lead plaintiff alleges Northwind inflated revenue over six quarters.',
      ' Class Action Complaint, Case No. 1:25-cv-04417 – page 1 of 6',
    ])
  })

  test('a heading is context for what follows; so is the sentence before in its paragraph', () => {
    const passages = read(PDF_PAGE)
    expect(passages[1]!.context).toEqual(['NATURE OF THE ACTION'])
    expect(passages[2]!.context).toEqual(['NATURE OF THE ACTION', passages[1]!.text.slice(1)])
    expect(passages[4]!.context).toEqual([]) // the footer is nobody's context
  })

  test('CSV rows stand alone, each with the header row as context', () => {
    const csv =
      'Production,Bates start,Bates end,Custodian\r\nVOL001,NO-1,NO-308,Priya Raman\r\nVOL002,NO-309,NO-878,Tom Eckert\r\n'
    const passages = read(csv)
    expect(passages.map((p) => p.text)).toEqual([
      '*Production,Bates start,Bates end,Custodian',
      '*VOL001,NO-1,NO-308,Priya Raman',
      '*VOL002,NO-309,NO-878,Tom Eckert',
    ])
    expect(passages[2]!.context).toEqual(['Production,Bates start,Bates end,Custodian'])
  })

  test('table cells are read together, a run-in heading stays with its sentence', () => {
    const docx = [
      'Particulars',
      'Deponent',
      'Daniel Ortega',
      'Date',
      'Tuesday, November 18, 2025',
      '1. Scope. We will prosecute the action in the Southern District of New York.',
    ].join('\n\n')
    expect(read(docx).map((p) => p.text)).toEqual([
      '*Particulars Deponent Daniel Ortega Date Tuesday, November 18, 2025',
      '*1. Scope. We will prosecute the action in the Southern District of New York.',
    ])
  })

  test('a lead-in ending in a colon takes its bulleted list', () => {
    const email =
      'Before the prep session, please:\n\n  - pull the log;\n  - build a chronology.\n\nThanks'
    expect(read(email)[0]!.text).toBe(
      '*Before the prep session, please: - pull the log; - build a chronology.',
    )
  })

  test('every passage is a trimmed range of the page, in order, never overlapping', () => {
    const texts = [PDF_PAGE, 'x', '', '   \n\n  ', `${'A very long sentence, '.repeat(60)}end.`]
    for (const text of texts) {
      let last = 0
      for (const p of passagesOf(text)) {
        expect(p.start).toBeGreaterThanOrEqual(last)
        expect(p.end).toBeGreaterThan(p.start)
        expect(text.slice(p.start, p.end)).toBe(text.slice(p.start, p.end).trim())
        last = p.end
      }
    }
    expect(MAX_QUOTE).toBe(400)
  })
})

describe('a citation broken after its title number', () => {
  // A motion's paragraph written for this test: the code's abbreviation wraps to a line of its own.
  const WRAPPED = [
    '1.  On March 3, 2025, Subpoena No. 25-0771-002 was issued by the Department of Justice upon',
    'Respondent, Lakeview Children’s Clinic (“Respondent” or “the Clinic”), pursuant to 18',
    'U.S.C. § 3486.',
    '2.  Movants are patients of the Clinic and their parents, and they ask the Court to quash it.',
  ].join('\n')

  test('the line that opens with "U.S.C." carries on the sentence, not a heading', () => {
    const passages = read(WRAPPED).map((p) => p.text)
    expect(passages[0]).toMatch(/pursuant to 18 U\.S\.C\. § 3486\.$/)
    expect(passages).toHaveLength(2)
  })
})
