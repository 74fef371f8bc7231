// A date alone in a paper's field table dates what the paper's title names (fieldDated.ts).
// Every name and date is invented.
import { describe, expect, test } from 'vitest'
import { bareDateCell } from './fieldDated'
import { answerText, matterOf } from './matter.harness'

describe('a date in a field table', () => {
  const fact = { value: '2025-03-11', display: 'March 11, 2025' }

  test('a cell holding the date alone, or its label and the date, is bare', () => {
    expect(bareDateCell('Tuesday, March 11, 2025', fact)).toBe(true)
    expect(bareDateCell('Date: March 11, 2025', fact)).toBe(true)
    expect(bareDateCell('The hearing is set for March 11, 2025', fact)).toBe(false)
    expect(bareDateCell('Filed on April 2, 2025', fact)).toBe(false)
  })

  test('asked when the deponent is deposed, the notice of deposition\u2019s Date row answers', () => {
    const matter = matterOf([
      {
        id: 'notice',
        text: [
          'UNITED STATES DISTRICT COURT',
          'DISTRICT OF ELM',
          'Lena Osei, Plaintiff, v. Elm Freight LLC, Defendant.',
          'Case No. 2:24-cv-01187',
          '',
          'NOTICE OF DEPOSITION OF MARTA VOSS',
          '',
          'PLEASE TAKE NOTICE that Plaintiff will take the deposition upon oral examination of Marta Voss at the date, time and place set out below.',
          '',
          'Date',
          '',
          'Tuesday, March 11, 2025',
          '',
          'Time',
          '',
          '10:00 a.m.',
          '',
          'Dated: February 3, 2025',
        ].join('\n'),
      },
    ])
    expect(
      answerText('When is Marta Voss being deposed in Osei v. Elm Freight?', matter),
    ).toContain('March 11, 2025')
    expect(
      answerText('When is Marta Voss being deposed in Osei v. Elm Freight?', matter),
    ).not.toMatch(/^[^[]*February 3, 2025/)
  })
})
