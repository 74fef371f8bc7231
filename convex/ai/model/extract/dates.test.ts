import { extractField } from './'
import { describe, expect, test } from 'vitest'
import { displayDate, findDates, isValidDate } from './dates'

const values = (text: string) => findDates(text).map((mention) => mention.value)
const quotes = (text: string) => findDates(text).map((m) => text.slice(m.start, m.end))

describe('findDates', () => {
  test('reads the month-name forms a pleading uses', () => {
    expect(values('Filed on January 5, 2024 and served Jan. 6, 2024.')).toEqual([
      '2024-01-05',
      '2024-01-06',
    ])
    expect(
      values('Dated Sept. 30th, 2023; heard 5 January 2024; signed 5th of March, 2021'),
    ).toEqual(['2023-09-30', '2024-01-05', '2021-03-05'])
  })

  test('reads "the 5th day of January, 2024" and ordinal words', () => {
    expect(values('SO ORDERED this 5th day of January, 2024.')).toEqual(['2024-01-05'])
    expect(values('executed on the twenty-first day of June 2022')).toEqual(['2022-06-21'])
    expect(quotes('this 5th day of January, 2024.')).toEqual(['5th day of January, 2024'])
  })

  test('reads numeric dates month first, and day first when the first number cannot be a month', () => {
    expect(values('Filed 01/05/24 Page 1 of 9')).toEqual(['2024-01-05'])
    expect(values('on 1/5/2024 and on 31/01/2024')).toEqual(['2024-01-05', '2024-01-31'])
    expect(values('ISO 2024-01-05 and 2023/12/31')).toEqual(['2024-01-05', '2023-12-31'])
  })

  test('reads dotted dates day first, as European documents write them', () => {
    expect(values('Datum: 05.01.2024')).toEqual(['2024-01-05'])
  })

  test('reads a date broken across a line between day and year', () => {
    expect(values('Dated: October 20,\n2025')).toEqual(['2025-10-20'])
  })

  test('ignores impossible days, docket numbers, index numbers and a month without a day', () => {
    expect(values('February 30, 2023 and 13/13/2023')).toEqual([])
    expect(values('Case No. 1:23-cv-04567-JMF, Index No. 651234/2023, in March 2021')).toEqual([])
    expect(values('Section 10-12-2023a')).toEqual([])
  })

  test('knows leap years', () => {
    expect(isValidDate(2024, 2, 29)).toBe(true)
    expect(isValidDate(2023, 2, 29)).toBe(false)
    expect(values('February 29, 2024')).toEqual(['2024-02-29'])
  })

  test('gives each date its exact span and a readable display', () => {
    const text = 'The hearing is set for March 3, 2025 at 10:00 a.m.'
    const [mention] = findDates(text)
    expect(text.slice(mention!.start, mention!.end)).toBe('March 3, 2025')
    expect(displayDate('2025-03-03')).toBe('March 3, 2025')
  })
})

describe('a date column asking for one end of a range', () => {
  const pages = [
    {
      page: 1,
      text: 'All persons who purchased the stock between March 3, 2023 and August 14, 2025 (the "Class Period").',
    },
  ]
  const ask = (prompt: string) =>
    extractField({ label: 'Class period', type: 'date', prompt }, pages).value

  test('"begin" takes the first date and "end" the second', () => {
    expect(ask('When does the class period begin?')).toBe('2023-03-03')
    expect(ask('When does the class period end?')).toBe('2025-08-14')
  })
})

describe('"Date filed": where papers put their own date (issue 27, round 3)', () => {
  const filed = (text: string) =>
    extractField({ label: 'Date filed', type: 'date', prompt: 'When was this document filed?' }, [
      { page: 1, text },
    ]).value

  test('a date beside "filed" in the prose dates another paper', () => {
    expect(
      filed('ORDER\nThe Complaint in this action was filed August 27, 1982. The plaintiffs'),
    ).toBe(null)
    expect(filed('ORDER\nOn April 17, 2000, the Board filed a motion to dismiss.')).toBeNull()
  })

  test('an opinion’s "Decided:" and "RENDERED:" lines, even in parentheses', () => {
    expect(filed('August Term 2010\n(Argued: April 11, 2011 Decided: May 4, 2011)\n')).toBe(
      '2011-05-04',
    )
    expect(filed('RENDERED: NOVEMBER 13, 2015; 10:00 A.M.\nTO BE PUBLISHED\n')).toBe('2015-11-13')
  })

  test('"Filing Date:", the formal "this 3rd day of", and a date over the judge’s signature', () => {
    expect(filed('Case ID: 1CCV-25-1 - STATE v. DOE Filing Date: THURSDAY, MAY 1, 2025\n')).toBe(
      '2025-05-01',
    )
    expect(filed('AND NOW, this 30th day of June, 2015, the Petition is granted.')).toBe(
      '2015-06-30',
    )
    expect(
      filed(
        'be pursued by application.\nFebruary 13, 2014\nJohn E. Doe\nJudge of the Superior Court\n',
      ),
    ).toBe('2014-02-13')
  })
})

test('"When was the action commenced?" still reads the prose', () => {
  const pages = [
    {
      page: 1,
      text: 'WHEREAS, on July 21, 2023, Plaintiff commenced an action against Defendant;',
    },
  ]
  expect(
    extractField(
      { label: 'Action commenced', type: 'date', prompt: 'When was the action commenced?' },
      pages,
    ).value,
  ).toBe('2023-07-21')
})
