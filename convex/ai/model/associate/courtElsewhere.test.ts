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

  test('a footnote names a plaintiff by surname only: "Okafor had filed in the Western District"', () => {
    const complaint = [
      'UNITED STATES DISTRICT COURT',
      'SOUTHERN DISTRICT OF OHIO',
      'EASTERN DIVISION',
      '',
      'MARA LIND, EMEKA OKAFOR, TOBIAS',
      'GRANT, HELGA NYSTROM, RUBEN',
      'SALAS, and PETRA VOSS,',
      'Plaintiffs,',
      'v.                                  Case No. 2:31-cv-04417',
      'OWEN STERLING, et al.,',
      'Defendants.',
      '',
      'SECOND AMENDED COMPLAINT',
      '',
      '1. Plaintiff MARA LIND is a prisoner confined with the Department who sought medical care that was denied.',
      '2. Plaintiff EMEKA OKAFOR is a prisoner confined with the Department who sought medical care that was denied.',
      '3. Plaintiff TOBIAS GRANT is a prisoner confined with the Department who sought medical care that was denied.',
      '4. Plaintiff HELGA NYSTROM is a prisoner confined with the Department who sought medical care that was denied.',
      '5. Plaintiff RUBEN SALAS is a prisoner confined with the Department who sought medical care that was denied.',
      '6. Plaintiff PETRA VOSS is a prisoner confined with the Department who sought medical care that was denied.',
      '7. Each Plaintiff exhausted the grievance process before filing suit.',
      "8. Defendants knew of each Plaintiff's serious medical needs.",
      '',
      '1 Okafor had filed in the Western District of Ohio. This case was transferred to',
      'the Southern District of Ohio and was to be consolidated with this matter.',
    ].join('\n')
    const text = answerText(
      'In Lind v. Sterling, in which court had plaintiff Emeka Okafor originally filed his case?',
      matterOf([{ id: 'complaint', text: complaint }]),
    )
    expect(text).toContain('Okafor had filed in the Western District of Ohio')
  })

  test('a table of contents’ heading says where the movant would transfer the case', () => {
    const reply = [
      'UNITED STATES DISTRICT COURT',
      'FOR THE DISTRICT OF COLUMBIA',
      '',
      'ORSON VALE, et al.,',
      'Plaintiffs,',
      'v.                                  Civil Action No. 31-0417 (KLT)',
      'DEPARTMENT OF THE INTERIOR, et al.,',
      'Defendants.',
      '',
      'REPLY MEMORANDUM OF DEFENDANT DANA MERCER IN SUPPORT OF HIS MOTION TO DISMISS AND MOTION TO TRANSFER',
      '',
      'TABLE OF CONTENTS',
      'I.  Plaintiffs Lack Standing to Sue Mercer ...........................................4',
      'II.  The Complaint Fails to State a Claim ...........................................9',
      'III.  The Balance of Interests Favors Transfer of this Case',
      '      to the Western District of Arkansas ...........................................12',
    ].join('\n')
    const text = answerText(
      'To which court does Mercer seek to transfer Vale v. Department of the Interior?',
      matterOf([{ id: 'reply', text: reply }]),
    )
    expect(text).toContain('Transfer of this Case to the Western District of Arkansas')
  })
})
