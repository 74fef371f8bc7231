import { describe, expect, test } from 'vitest'
import { askedOf } from './asked'
import { answerText, matterOf } from './matter.harness'

// "What is the filing date?" names the paper's own date as a noun: the same question as "When was
// it filed?". (Invented papers: names, numbers and dates are made up.)
describe('"filing date" and "date of filing" ask the paper\'s own date', () => {
  test('the noun forms read as the own date', () => {
    for (const q of [
      'What is the filing date?',
      "What's the date of filing?",
      'filing date of the complaint?',
      'What is the date filed in Pike v. Cedarwood Mills?',
    ])
      expect(askedOf(q)).toMatchObject({ ownDate: true, kinds: ['filingDate', 'date'] })
    // A date that is not the filing's stays a date asked.
    expect(askedOf('What is the trial date?')).toMatchObject({ ownDate: false })
  })

  const matter = matterOf([
    {
      id: 'complaint',
      text: [
        'UNITED STATES DISTRICT COURT FOR THE DISTRICT OF OREGON',
        'HARLAN PIKE, Plaintiff, v. CEDARWOOD MILLS, INC., Defendant.',
        'Case No. 3:29-cv-00417',
        'COMPLAINT',
        'Plaintiff Harlan Pike alleges as follows.',
        '1. Cedarwood Mills failed to pay overtime wages.',
        'Dated: March 14, 2029 Respectfully submitted, /s/ Nora Quill',
      ].join('\n'),
    },
  ])

  test('a complaint named by its case answers with its own date', () => {
    for (const q of [
      'What is the filing date?',
      "What's the date of filing?",
      'filing date of the complaint?',
      'What is the filing date in Pike v. Cedarwood Mills?',
    ])
      expect(answerText(q, matter)).toContain('March 14, 2029')
  })

  test("another paper's filing date is not the order's own date", () => {
    const order = matterOf([
      {
        id: 'order',
        text: [
          'UNITED STATES DISTRICT COURT FOR THE DISTRICT OF OREGON',
          'HARLAN PIKE, Plaintiff, v. CEDARWOOD MILLS, INC., Defendant.',
          'Case No. 3:29-cv-00417',
          'ORDER',
          'The Court has considered the pending papers and rules as follows.',
          'IT IS SO ORDERED. Dated: June 9, 2029 /s/ Ada Brenner, United States District Judge',
        ].join('\n'),
      },
    ])
    expect(answerText('What is the filing date of the motion to dismiss?', order)).not.toContain(
      'June 9, 2029',
    )
  })
})
