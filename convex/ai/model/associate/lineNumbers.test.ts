import { describe, expect, test } from 'vitest'
import { withoutLineNumbers } from './lineNumbers'

describe('a pleading’s margin line numbers', () => {
  test('numbers that run on in order are blanked, the text keeps its length', () => {
    const text =
      '10 the jail continues to triple- 11 bunk, and engages in other practices 12 such as ' +
      'housing inmates in the 13 day room.'
    const out = withoutLineNumbers(text)
    expect(out).not.toMatch(/\d/)
    expect(out.length).toBe(text.length)
  })

  test('a lone count, two counts, money and numbers out of order stay', () => {
    expect(withoutLineNumbers('the class has 40 members')).toContain('40')
    expect(withoutLineNumbers('pay $5 within 14 days')).toContain('14')
    expect(withoutLineNumbers('the jail houses 7 inmates and 8 guards')).toContain('7')
    expect(withoutLineNumbers('between 3 and 9 inmates')).toContain('9')
  })
})
