import { describe, expect, test } from 'vitest'
import { answerText, matterOf } from './matter.harness'

// An order written for these tests: its title names the act, its own date line dates it.
const ORDER = [
  'UNITED STATES DISTRICT COURT',
  'NORTHERN DISTRICT OF FLORIDA',
  'TALLAHASSEE DIVISION',
  'RUFUS OAKLEY,',
  'Plaintiff,',
  'v.                                  Case No. 4:31cv88-RH',
  'JAMES PERRINE, Secretary,',
  'Defendant.',
  '_______________________________/',
  'ORDER DISMISSING COMPLAINT FOR',
  'DECLARATORY AND INJUNCTIVE RELIEF',
  'THIS CAUSE comes before the Court upon the complaint (doc. 2) filed by Plaintiff on February 2, 2031, and the response',
  'filed February 8, 2031. For the following reasons, the complaint must be dismissed for lack of jurisdiction.',
  'Accordingly, it is',
  "ORDERED AND ADJUDGED that Plaintiff's complaint (doc. 2) is hereby dismissed for lack of",
  'jurisdiction.',
  'DONE AND ORDERED this ninth day of March, 2031.',
].join('\n')

describe('a court paper whose title names the act asked', () => {
  const matter = matterOf([{ id: 'order', text: ORDER }])
  test('"dismiss the complaint" is dated by the "ORDER DISMISSING COMPLAINT"’s own date', () => {
    expect(
      answerText('On what date did the court dismiss the complaint in Oakley v. Perrine?', matter),
    ).toContain('Date: March 9, 2031')
  })
  test('another act, or the same act on another thing, is not dated by it', () => {
    expect(
      answerText(
        'When did the court grant the preliminary injunction in Oakley v. Perrine?',
        matter,
      ),
    ).toBe('not found')
  })
})
