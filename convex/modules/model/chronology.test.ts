import { describe, expect, test } from 'vitest'
import { eventKey, findEvents, withinDates } from './chronology'

const page = (text: string, n = 1) => ({
  documentId: 'doc1',
  documentName: 'Complaint.pdf',
  page: n,
  text,
})

describe('the chronology engine', () => {
  test('finds each written form of a date, with the sentence that states the event', () => {
    const text = [
      'Plaintiff opened the account on March 3, 2021. Nothing happened for a while.',
      'On 14 June 2021 the Fund sent its first notice to Mr. Reyes.',
      'The board met on 2021-09-30; it approved the merger.',
      'Defendant filed its answer on 10/01/2021.',
    ].join(' ')
    const events = findEvents([page(text)])
    expect(events.map((e) => [e.date, e.text])).toEqual([
      ['2021-03-03', 'Plaintiff opened the account on March 3, 2021.'],
      ['2021-06-14', 'On 14 June 2021 the Fund sent its first notice to Mr. Reyes.'],
      ['2021-09-30', 'The board met on 2021-09-30;'],
      ['2021-10-01', 'Defendant filed its answer on 10/01/2021.'],
    ])
    for (const { source } of events) {
      expect(text.slice(source.start, source.end)).toBe(source.quote)
    }
  })

  test('a list item is its own statement, listed without its bullet', () => {
    const text =
      'Working notes\n\n- Confirm the class period (March 3, 2023 - August 14, 2025).\n- Ortega deposition: November 18, 2025, 9:30 a.m.'
    expect(findEvents([page(text)]).map((e) => [e.date, e.text])).toEqual([
      ['2023-03-03', 'Confirm the class period (March 3, 2023 - August 14, 2025).'],
      ['2025-08-14', 'Confirm the class period (March 3, 2023 - August 14, 2025).'],
      ['2025-11-18', 'Ortega deposition: November 18, 2025, 9:30 a.m.'],
    ])
  })

  test('skips impossible dates and the running header of a filing', () => {
    const events = findEvents([
      page(
        'Case 1:21-cv-01234 Document 1 Filed 03/05/2021 Page 2 of 20\n\nThe notice of February 30, 2021 was void. The claim arose on 13/45/2021.',
      ),
    ])
    expect(events).toEqual([])
  })

  test('an event stated twice on a page is listed once; the same words on a date match', () => {
    const text = 'The merger closed on May 1, 2020. The merger closed on May 1, 2020.'
    expect(findEvents([page(text)])).toHaveLength(1)
    expect(eventKey({ date: '2020-05-01', text: 'The merger  closed, on May 1 2020' })).toBe(
      eventKey({ date: '2020-05-01', text: 'the merger closed on may 1, 2020.' }),
    )
  })

  test('a long sentence is cut around its date at word boundaries', () => {
    const text = `${'word '.repeat(200)}on January 5, 2022 ${'more '.repeat(200)}.`
    const [event] = findEvents([page(text)])
    expect(event!.text.length).toBeLessThanOrEqual(400)
    expect(event!.text).toContain('January 5, 2022')
    expect(event!.text.startsWith('word')).toBe(true)
  })

  test('keeps only the events inside a date range', () => {
    const events = findEvents([page('It began on 1 January 2020. It ended on 1 January 2022.')])
    expect(withinDates(events, '2021-01-01').map((e) => e.date)).toEqual(['2022-01-01'])
    expect(withinDates(events, undefined, '2021-01-01').map((e) => e.date)).toEqual(['2020-01-01'])
  })
})
