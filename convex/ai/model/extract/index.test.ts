import { describe, expect, test } from 'vitest'
import { extractField } from '.'
import type { Column, FieldAnswer, PageText } from './types'

const pages: PageText[] = [
  {
    page: 1,
    text: `Case 1:23-cv-04567-JMF   Document 31   Filed 02/14/24   Page 1 of 2
UNITED STATES DISTRICT COURT
SOUTHERN DISTRICT OF NEW YORK
JOHN SMITH, individually and on behalf of all
others similarly situated,
          Plaintiff,
     v.
ACME CORP., et al.,
          Defendants.
No. 1:23-cv-04567-JMF
NOTICE OF MOTION AND MOTION TO DISMISS
PLEASE TAKE NOTICE that on March 21, 2024, at 10:00 a.m., or as soon thereafter as counsel may
be heard, Defendants will move before the Honorable Jesse M. Furman for an order dismissing the
Complaint. Opposition papers shall be
served no later than March 6, 2024. Plaintiff seeks damages of not less than $12,500,000.
See Jones v. Beta Inc., No. 19-cv-1234, 2020 WL 1234567, at *3 (S.D.N.Y. Jan. 5, 2020).`,
  },
  {
    page: 2,
    text: `Case 1:23-cv-04567-JMF   Document 31   Filed 02/14/24   Page 2 of 2
The Complaint asserts the following claims:
1. breach of contract;
2. unjust enrichment; and
3. violation of the consumer protection statute.
Defendants do not contest personal jurisdiction in this District.
Dated: February 14, 2024`,
  },
]

const column = (type: Column['type'], label: string, prompt = '', options?: string[]): Column => ({
  type,
  label,
  prompt,
  options,
})

/** The invariant every answer keeps: its quote is its source's text; no source, no value. */
function expectSpanHolds(answer: FieldAnswer) {
  if (answer.source === null) {
    expect(answer.value).toBeNull()
    expect(answer.quote).toBe('')
    return
  }
  const page = pages.find((p) => p.page === answer.source!.page)!
  expect(page.text.slice(answer.source.start, answer.source.end)).toBe(answer.quote)
  expect(answer.confidence).toBeGreaterThan(0)
  expect(answer.confidence).toBeLessThanOrEqual(1)
}

describe('extractField', () => {
  test('answers each column type with a typed value quoted from the document', () => {
    const cases: Array<[Column, unknown]> = [
      [column('date', 'Hearing date', 'When will the motion be heard?'), '2024-03-21'],
      [column('date', 'Opposition due', 'When are opposition papers due?'), '2024-03-06'],
      [column('date', 'Filed', 'When was the motion filed?'), '2024-02-14'],
      [column('currency', 'Damages', 'How much in damages does the plaintiff seek?'), 12500000],
      [column('text', 'Docket number'), '1:23-cv-04567-JMF'],
      [
        column('text', 'Court'),
        'United States District Court for the Southern District of New York',
      ],
      [column('text', 'Judge'), 'Jesse M. Furman'],
      [column('list', 'Plaintiffs'), ['John Smith']],
      [column('list', 'Defendants'), ['Acme Corp.']],
      [
        column('yesNo', 'Jurisdiction contested', 'Do defendants contest personal jurisdiction?'),
        false,
      ],
      [
        column('classification', 'Document type', '', ['Complaint', 'Motion to Dismiss', 'Answer']),
        'Motion to Dismiss',
      ],
      [
        column('list', 'Claims', 'What claims does the complaint assert?'),
        ['breach of contract', 'unjust enrichment', 'violation of the consumer protection statute'],
      ],
    ]
    for (const [col, expected] of cases) {
      const answer = extractField(col, pages)
      expect(answer.value, col.label).toEqual(expected)
      expectSpanHolds(answer)
      expect(answer.rationale).not.toBe('')
    }
  })

  test('does not take a cited case’s docket number, date or court for this case’s', () => {
    const cited = [
      {
        page: 1,
        text: 'See Jones v. Beta Inc., No. 19-cv-1234, 2020 WL 1234567, at *3 (S.D.N.Y. Jan. 5, 2020).',
      },
    ]
    expect(extractField(column('text', 'Docket number'), cited).value).toBeNull()
    expect(extractField(column('text', 'Court'), cited).value).toBeNull()
    expect(
      extractField(column('date', 'Decision date', 'When was the decision issued?'), cited).value,
    ).toBeNull()
  })

  test('answers null, with what it looked for, when the document does not say', () => {
    for (const col of [
      column('date', 'Trial date', 'When is trial?'),
      column('currency', 'Settlement amount', 'What is the settlement amount?'),
      column('yesNo', 'Arbitration', 'Is there an arbitration clause?'),
      column('classification', 'Outcome', '', ['Granted', 'Denied']),
      column('number', 'Shares', 'How many shares were outstanding?'),
    ]) {
      const answer = extractField(col, pages)
      expect(answer.value, col.label).toBeNull()
      expect(answer.rationale).toMatch(/^No /)
      expect(answer.confidence).toBeLessThan(0.3)
      expectSpanHolds(answer)
    }
  })

  test('answers a document without text with nothing, not a guess', () => {
    const answer = extractField(column('text', 'Court'), [{ page: 1, text: '   ' }])
    expect(answer).toMatchObject({ value: null, source: null, quote: '', confidence: 0 })
  })

  test('keeps the span invariant for every column on every page layout', () => {
    const columns = [
      column('text', 'Summary', 'What is the motion about?'),
      column('number', 'Claims', 'How many claims are asserted?'),
      column('text', 'Parties', 'Who are the parties?'),
      column('date', 'Date'),
      column('currency', 'Amount'),
    ]
    for (const col of columns) expectSpanHolds(extractField(col, pages))
  })
})
