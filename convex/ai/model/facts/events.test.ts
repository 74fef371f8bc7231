// What happened on each date (session 24): a heading line holding only a label and its date, and
// an old docket sheet's "DD" date closing the entry before it.
import { describe, expect, test } from 'vitest'
import { datedEvents } from './events'

const events = (text: string) => datedEvents(text).map((e) => `${e.date} ${e.text}`)

describe('datedEvents: a heading line of a label and its date', () => {
  test('each heading date is its own statement, not run into the next line', () => {
    const text = [
      'Argued and Submitted May 3, 2021',
      'Filed August 9, 2022',
      'Amended January 12, 2023',
      '',
      'Before: Ann Oak and Ben Ash, Circuit Judges.',
    ].join('\n')
    expect(events(text)).toEqual([
      '2021-05-03 Argued and Submitted May 3, 2021',
      '2022-08-09 Filed August 9, 2022',
      '2023-01-12 Amended January 12, 2023',
    ])
  })

  test('"Signed" above the next column’s text', () => {
    const text =
      'Signed 04/11/2017   \nThe case was closed on\nJune 2, 1980, but the Court kept it.'
    expect(events(text)[0]).toBe('2017-04-11 Signed 04/11/2017')
  })

  test('a running header split over lines dates no event', () => {
    const text =
      'Case 1:21-cv-01234 Document 7\nFiled 03/03/2021\nPage 2 of 20\n\nSigned 04/11/2021'
    expect(events(text)).toEqual(['2021-04-11 Signed 04/11/2021'])
  })

  test('a wrapped sentence’s line that ends in its date keeps the whole sentence', () => {
    const text = 'The plaintiffs filed their\ncomplaint on March 3, 2019\nin this Court.'
    expect(events(text)).toEqual([
      '2019-03-03 The plaintiffs filed their complaint on March 3, 2019 in this Court.',
    ])
  })
})

describe('datedEvents: an old docket sheet’s "DD" date', () => {
  const docket = [
    'Mar 4  1.  Complaint filed, summons issued.  DD  3/4/81',
    '"   9  2.  Order granting leave to proceed in forma pauperis, filed and',
    'entered.  DD  3/9/81  Smith, J.',
    '"  12  3.  Answer of defendant Elm County.  dd 3/12/81',
  ].join('\n')

  test('dates the entry it closes', () => {
    expect(events(docket)).toEqual([
      '1981-03-04 Complaint filed, summons issued. DD 3/4/81',
      '1981-03-09 Order granting leave to proceed in forma pauperis, filed and entered. DD 3/9/81',
      '1981-03-12 Answer of defendant Elm County. dd 3/12/81',
    ])
  })

  test('one "DD" before a date in prose is not the docket form', () => {
    const text = 'The report was signed. DD 3/4/81 was the date it names. Review followed.'
    expect(events(text)).toEqual(['1981-03-04 DD 3/4/81 was the date it names.'])
  })
})
