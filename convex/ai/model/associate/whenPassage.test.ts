import { describe, expect, test } from 'vitest'
import { answerText, matterOf } from './matter.harness'

// An invented report and recommendation: names, numbers and dates are made up.
const REPORT = [
  'UNITED STATES DISTRICT COURT EASTERN DISTRICT OF WISCONSIN',
  'UNITED STATES OF AMERICA, Plaintiff, v. Case No. 31-CR-72 MARTA J. OSK, Defendant.',
  'REPORT AND RECOMMENDATION ON DEFENDANT’S MOTION TO DISMISS',
  'On April 2, 2031, a grand jury sitting in the Eastern District of Wisconsin returned a two-count indictment against Marta J. Osk.',
  'A jury trial before the district judge will be scheduled after resolution of pretrial motions.',
].join('\n')

describe('a scheduled event asked of the passages', () => {
  test('the grand jury’s indictment does not date the jury trial', () => {
    expect(
      answerText(
        'On what date is the jury trial set in United States v. Osk?',
        matterOf([{ id: 'rr', text: REPORT }]),
      ),
    ).toBe('not found')
  })
})
