import { describe, expect, test } from 'vitest'
import { belowAsked } from './docketBelow'
import { answerText, matterOf } from './matter.harness'

// Docket pages written for these tests, in the layouts courts print them.
const HIGH_COURT = [
  'Search documents in this case:',
  'No. 31-0442',
  'Title:\tOrla Brannigan, Petitioner',
  'v.',
  'Quentin Aske, Warden',
  'Docketed:\tMarch 3, 2031',
  'Lower Ct:\tUnited States Court of Appeals for the Twelfth Circuit',
  'Case Numbers:\t(30-5521)',
  'Decision Date:\tOctober 9, 2030',
  'DATE\tPROCEEDINGS AND ORDERS',
  'Feb 27 2031\tPetition for a writ of certiorari filed. (Response due April 2, 2031)',
].join('\n')

const APPEALS = [
  'General Docket',
  'United States Court of Appeals for the Twelfth Circuit',
  'Court of Appeals Docket #: 31-2207          Docketed: 05/04/2031',
  'Corvin Mills Cooperative v. Tessaly Water Board',
  'Appeal From: United States District Court for the District of Lanark',
  'Fee Status: fee paid',
].join('\n')

const STATE_APPEAL = [
  'Case:        19-31-00877-CV',
  'Date Filed:  02/11/2031',
  'Style:       Orcutt Haulage, LLC',
  'v.:          Pellow, Maren',
  'Parties',
  'Party                  PartyType     Representative',
  'Orcutt Haulage, LLC    Appellant     Mr. Ivo Tamsin',
  'Trial Court Information',
  'Court:        419th District Court',
  'County:       Dunmore',
  'Court Case:   2030-11872',
].join('\n')

const REMOVED = [
  'U.S. District Court',
  'District of Lanark (Dunmore)',
  'CIVIL DOCKET FOR CASE #: 4:31-cv-00912-PRT',
  'Haverly Guild v. Orcutt et al                 Date Filed: 03/02/2031',
  'Case in other court: Superior Court of Lanark, Dunmore County, DUN-L-004411-31',
  'Cause: 28:1441 Petition for Removal',
].join('\n')

describe('a docket page’s field for the court below', () => {
  test('the Supreme Court docket’s "Lower Ct:" and "Case Numbers:"', () => {
    const matter = matterOf([{ id: 'hc', text: HIGH_COURT }])
    expect(answerText('Which lower court decided Brannigan v. Aske?', matter)).toContain(
      'Court below: United States Court of Appeals for the Twelfth Circuit',
    )
    expect(
      answerText('What is the lower court case number in Brannigan v. Aske?', matter),
    ).toContain('Docket number below: 30-5521')
  })

  test('a court of appeals docket’s "Appeal From:"', () => {
    expect(
      answerText(
        'Which court did Corvin Mills Cooperative v. Tessaly Water Board come from?',
        matterOf([{ id: 'ca', text: APPEALS }]),
      ),
    ).toContain('Court below: United States District Court for the District of Lanark')
  })

  test('a Texas page’s "Trial Court Information" table', () => {
    const matter = matterOf([{ id: 'tx', text: STATE_APPEAL }])
    expect(answerText('Which trial court heard Orcutt Haulage v. Pellow?', matter)).toContain(
      'Court below: 419th District Court',
    )
    expect(
      answerText('What is the trial court case number in Orcutt Haulage v. Pellow?', matter),
    ).toContain('Docket number below: 2030-11872')
  })

  test('a removed case’s "Case in other court:" gives the state court’s number', () => {
    expect(
      answerText(
        'What is the state court case number in Haverly Guild v. Orcutt?',
        matterOf([{ id: 'rm', text: REMOVED }]),
      ),
    ).toContain('Docket number below: DUN-L-004411-31')
  })

  test('asked of no court below, the fields are not read', () => {
    expect(belowAsked('Who represents the petitioner in Brannigan v. Aske?')).toBeNull()
    expect(belowAsked('What is the docket number of Brannigan v. Aske?')).toBeNull()
    expect(belowAsked('Which trial court heard Orcutt Haulage v. Pellow?')).toBe('court')
  })
})

describe('the court below, in other words', () => {
  test('"decided … below" and "from which court was it appealed"', () => {
    expect(belowAsked('Which court decided Brannigan v. Aske below?')).toBe('court')
    expect(belowAsked('From which court was Brannigan v. Aske appealed?')).toBe('court')
    expect(belowAsked('Which court decided Brannigan v. Aske?')).toBeNull()
  })
})
