import { describe, expect, test } from 'vitest'
import { answerText, matterOf } from './matter.harness'

// An order written for these tests (names invented): the magistrate judge's name broken over a
// line in running text.
const ORDER = [
  'UNITED STATES DISTRICT COURT FOR THE DISTRICT OF LANARK',
  'ORLA BRANNIGAN, et al., Plaintiffs, v. TESSALY HOSPITAL BOARD, Defendant.',
  'ORDER',
  'Before the Court is the Report and Recommendation of Magistrate Judge Rhona T.',
  'Kirrane, entered March 3, 2031, recommending that the Court approve the settlement.',
  'No party has objected. The Court ADOPTS the Report and Recommendation.',
  'It is so ORDERED.',
].join('\n')

describe('a judge named in running text', () => {
  const matter = matterOf([{ id: 'o', text: ORDER }])

  test('the magistrate judge whose name a line break splits', () => {
    expect(
      answerText(
        'Which magistrate judge issued the Report and Recommendation in Brannigan v. Tessaly Hospital Board?',
        matter,
      ),
      // The facts layer reads the broken name too, and answers first with the judge's role.
    ).toMatch(/Judge(?: \(magistrate judge\))?: Rhona T\. Kirrane/)
  })

  test('a passage naming no judge of the kind asked answers nothing', () => {
    expect(
      answerText(
        'Which bankruptcy judge approved the sale in Brannigan v. Tessaly Hospital Board?',
        matter,
      ),
    ).not.toContain('Kirrane')
  })

  test('a judge the case was only assigned to before is no answer', () => {
    const earlier = [
      'UNITED STATES DISTRICT COURT FOR THE DISTRICT OF LANARK',
      'COLM ASKE, Plaintiff, v. DANA PELL, Defendant.',
      'ORDER',
      'This case was initially assigned to U.S. District Judge Maren Q. Ostrava; she denied the first motion for a preliminary injunction.',
    ].join('\n')
    expect(
      answerText(
        'Which district judge signed the preliminary injunction order in Aske v. Pell?',
        matterOf([{ id: 'e', text: earlier }]),
      ),
    ).toBe('not found')
  })
})
