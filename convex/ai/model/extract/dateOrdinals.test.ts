// Ordinal and labelled date forms the associate's "when" answers read (session 24): the older
// "2d"/"23d" ordinals, a scan's stray space before the year's comma or its full stop for that
// comma, and the label words that precede a date ("Signed", "Amended", "On or before", a weekday).
import { describe, expect, test } from 'vitest'
import { findDates } from './dates'

const values = (text: string) => findDates(text).map((mention) => mention.value)
const quotes = (text: string) => findDates(text).map((m) => text.slice(m.start, m.end))

describe('findDates: ordinal day forms of orders and decrees', () => {
  test('the older "2d", "3d", "22d" and "23d" ordinals', () => {
    expect(values('Done, this the 23d day of July, 1968.')).toEqual(['1968-07-23'])
    expect(values('ENTERED this 2d day of March, 1985.')).toEqual(['1985-03-02'])
    expect(values('the 22d day of October, 1979, and the 3d day of May, 1980')).toEqual([
      '1979-10-22',
      '1980-05-03',
    ])
    expect(values('decided March 2d, 1984')).toEqual(['1984-03-02'])
    expect(quotes('this the 23d day of July, 1968.')).toEqual(['23d day of July, 1968'])
  })

  test('a "d" after another digit is no ordinal', () => {
    expect(values('the 5d day of July, 1968')).toEqual([])
  })

  test('"this 21st day", "this twenty-first day", "this the 2nd day", "ORDERED this … day"', () => {
    expect(values('SO ORDERED this 14th day of May, 2004.')).toEqual(['2004-05-14'])
    expect(values('ENTERED this twenty-first day of May, 2004.')).toEqual(['2004-05-21'])
    expect(values('Done, this the 2nd day of June, 2011, at Elmtown.')).toEqual(['2011-06-02'])
    expect(
      values('IT IS HEREBY ORDERED this 9th day of March, 2019, that the motion is GRANTED.'),
    ).toEqual(['2019-03-09'])
  })

  test('a scan’s space before the comma of a "day of" date', () => {
    expect(values('DATED this 14th day of May , 2004.')).toEqual(['2004-05-14'])
  })

  test('a scan’s full stop for the comma before the year, on the same line only', () => {
    expect(values('On June 3. 1981 the Court held a hearing.')).toEqual(['1981-06-03'])
    expect(values('3. Arrest Date:  October 9. 2012')).toEqual(['2012-10-09'])
    expect(values('It was heard on June 3.\n1981 brought new filings.')).toEqual([])
    expect(values('due June 3. Then 1981')).toEqual([])
  })
})

describe('findDates: a date after its label word', () => {
  test('"Signed", "Signed on", "Amended", "On or before" and a weekday', () => {
    expect(values('Signed 08/26/2016')).toEqual(['2016-08-26'])
    expect(values('Signed on 7/20/2020.')).toEqual(['2020-07-20'])
    expect(values('Amended July 5, 2023')).toEqual(['2023-07-05'])
    expect(values('On or before August 4, 2025, at 5:00 p.m., the parties shall')).toEqual([
      '2025-08-04',
    ])
    expect(values('On Friday, October 26, 2007, at 9:30 a.m., the motion came on')).toEqual([
      '2007-10-26',
    ])
  })
})
