import { describe, expect, test } from 'vitest'
import { answerText, matterOf } from './matter.harness'

// Invented papers: names, numbers and dates are made up.
const caption = [
  'UNITED STATES DISTRICT COURT FOR THE DISTRICT OF VERMONT',
  'OLIVE DRAKE, Plaintiff, v. PETRA HOLM, Warden, Defendant.',
  'Case No. 2:33-cv-00218',
]

describe('a ruling asked yes or no', () => {
  test('a passage that states no ruling does not answer "Did the court grant …?"', () => {
    const matter = matterOf([
      {
        id: 'docket',
        text: [
          ...caption,
          '03/02/2033 4 MOTION for Preliminary Injunction by Olive Drake. (Attachments: # 1 Proposed Order)',
          '03/09/2033 6 RESPONSE in Opposition to the Motion for Preliminary Injunction by Petra Holm.',
        ].join('\n'),
      },
    ])
    expect(
      answerText('Did the court grant the preliminary injunction in Drake v. Holm?', matter),
    ).toBe('not found')
  })

  test('a passage that states the ruling still answers', () => {
    const matter = matterOf([
      {
        id: 'order',
        text: [
          ...caption,
          'MEMORANDUM AND ORDER',
          'Olive Drake, an inmate, asks the Court to order the Warden to restore her library access.',
          'The Court held a hearing on the motion on April 2, 2033.',
          "Accordingly, IT IS ORDERED that Plaintiff Olive Drake's motion for a preliminary injunction is GRANTED.",
          'Dated: April 9, 2033',
        ].join('\n'),
      },
      {
        id: 'other',
        text: [
          'UNITED STATES DISTRICT COURT FOR THE DISTRICT OF MAINE',
          'CARL BEAM, Plaintiff, v. TOWN OF ESK, Defendant.',
          'Case No. 1:33-cv-00777',
          'ORDER',
          'The motion to compel is denied.',
        ].join('\n'),
      },
    ])
    expect(
      answerText('Did the court grant the preliminary injunction in Drake v. Holm?', matter),
    ).toContain('is GRANTED')
  })
})
