import { describe, expect, test } from 'vitest'
import { askedOf } from './asked'
import { namesOtherCourt } from './courtElsewhere'
import { answerText, matterOf } from './matter.harness'

// A motion written for these tests: its caption's court is the one the case is in; the court it
// asks to send the case to is named only in its text.
const MOTION = [
  'UNITED STATES DISTRICT COURT',
  'FOR THE DISTRICT OF COLUMBIA',
  '',
  'ORSON VALE,',
  'Plaintiff,',
  'v.                                  Civil Action No. 31-0417 (KLT)',
  'DANA MERCER, et al.,',
  'Defendants.',
  '',
  'DEFENDANTS’ MOTION TO TRANSFER',
  '',
  'Defendants respectfully request that the Court transfer this action to the Western District',
  'of Arkansas under 28 U.S.C. § 1404(a), where the events at issue took place.',
].join('\n')

describe('a court the case leaves or goes to', () => {
  test('"to which court … transfer" asks of another court than the paper’s own', () => {
    expect(
      askedOf('To which court do the defendants ask that Vale v. Mercer be transferred?')
        ?.otherCourt,
    ).toBe(true)
    expect(askedOf('In which court had the plaintiff originally filed his case?')?.otherCourt).toBe(
      true,
    )
    expect(askedOf('Which court decided Vale v. Mercer?')?.otherCourt).toBeUndefined()
    // Appealed to the Fifth Circuit: the court below is asked, never the paper's own.
    expect(
      askedOf('From which district court was Vale v. Mercer appealed to the Fifth Circuit?')?.roles,
    ).toEqual(['below'])
  })

  test('the caption’s own court is no answer; the court named in the text is', () => {
    const own = ['United States District Court for the District of Columbia']
    expect(namesOtherCourt('UNITED STATES DISTRICT COURT FOR THE DISTRICT OF COLUMBIA', own)).toBe(
      false,
    )
    expect(namesOtherCourt('transfer this action to the Western District of Arkansas', own)).toBe(
      true,
    )
    const text = answerText(
      'In Vale v. Mercer, to which court do the defendants ask that the action be transferred?',
      matterOf([{ id: 'motion', text: MOTION }]),
    )
    expect(text).toContain('Western District')
    expect(text).not.toContain('FOR THE DISTRICT OF COLUMBIA')
  })

  test('a paper that names no other court answers "not found"', () => {
    const bare = MOTION.split('\n').slice(0, 11).join('\n') + '\nDefendants move to dismiss.'
    expect(
      answerText(
        'In Vale v. Mercer, to which court do the defendants ask that the action be transferred?',
        matterOf([{ id: 'motion', text: bare }]),
      ),
    ).toBe('not found')
  })
})
