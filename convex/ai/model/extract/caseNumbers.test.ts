import { describe, expect, test } from 'vitest'
import { findCaseNumbers, normalizeDocket } from './caseNumbers'

const read = (text: string) =>
  findCaseNumbers(text).map((m) => ({ value: m.value, quote: text.slice(m.start, m.end) }))

describe('findCaseNumbers', () => {
  test('reads federal docket numbers with and without labels and judges’ initials', () => {
    expect(read('No. 1:23-cv-04567-JMF')).toEqual([
      { value: '1:23-cv-04567-JMF', quote: 'No. 1:23-cv-04567-JMF' },
    ])
    expect(read('Case No. 2:22-cv-01234')).toEqual([
      { value: '2:22-cv-01234', quote: 'Case No. 2:22-cv-01234' },
    ])
    expect(read('Case 1:25-cv-04417-MKC Document 12 Filed 01/05/24')).toEqual([
      { value: '1:25-cv-04417-MKC', quote: '1:25-cv-04417-MKC' },
    ])
    expect(read('Civil Action No. 23-cv-1234 (JMF) (SLC)')[0]!.value).toBe('23-cv-1234-JMF-SLC')
  })

  test('reads state and other labelled formats', () => {
    expect(read('Index No. 651234/2023').map((m) => m.value)).toEqual(['651234/2023'])
    expect(read('Civil Action No. 23-1234').map((m) => m.value)).toEqual(['23-1234'])
    expect(read('Cause No. DC-23-01234, C.A. No. 2023-0456-KSJM').map((m) => m.value)).toEqual([
      'DC-23-01234',
      '2023-0456-KSJM',
    ])
    expect(read('Case No.: BC712345.').map((m) => m.value)).toEqual(['BC712345'])
    expect(read('Appeal No. 22-1234').map((m) => m.value)).toEqual(['22-1234'])
  })

  test('does not take docket entries, rule numbers or words for case numbers', () => {
    expect(read('See ECF No. 45; Dkt. No. 12; Rule No. 7; Case No. One')).toEqual([])
  })

  test('quotes the exact text without trailing punctuation', () => {
    const text = 'in Case No. 2:22-cv-01234.'
    const [mention] = findCaseNumbers(text)
    expect(text.slice(mention!.start, mention!.end)).toBe('Case No. 2:22-cv-01234')
  })
})

describe('normalizeDocket', () => {
  test('compares numbers written with labels, parentheses or spaces alike', () => {
    expect(normalizeDocket('No. 1:23-cv-04567 (JMF)')).toBe(normalizeDocket('1:23-CV-04567-JMF'))
    expect(normalizeDocket('Index No. 651234/2023')).toBe('651234/2023')
  })
})
