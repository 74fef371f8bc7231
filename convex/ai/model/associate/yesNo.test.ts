import { describe, expect, test } from 'vitest'
import { answerExtractive } from './extractive'
import type { SourcePage } from './types'
import { askedAct, statesAct } from './yesNo'

const page = (text: string): SourcePage => ({
  documentId: 'docket',
  documentName: 'docket.txt',
  page: 1,
  text,
})

describe('yes-or-no questions about an act', () => {
  test('the act asked and the words that state it or its opposite', () => {
    expect([...(askedAct('Did the court grant the stay in Roe v. Lark?') ?? [])]).toContain('deny')
    expect(askedAct('Has a class been certified in Roe v. Lark?')?.has('certify')).toBe(true)
    expect(askedAct('What did Magistrate Judge Ames find at the hearing?')?.has('found')).toBe(true)
    expect(askedAct('When was the stay granted?')).toBeNull()
  })

  test('an act put in doubt or in the future is not stated; a noun of the act is not either', () => {
    const approve = askedAct('Did the court approve the settlement?')!
    expect(statesAct('The Court approved the settlement on May 2.', approve)).toBe(true)
    expect(
      statesAct('A hearing will decide whether the settlement should be approved.', approve),
    ).toBe(false)
    expect(statesAct('The Final Approval Hearing is set for June 9.', approve)).toBe(false)
    const lose = askedAct('Did the home lose its licence?')!
    expect(statesAct('Repairs are due by March 3 or the home would lose its licence.', lose)).toBe(
      false,
    )
  })

  test('a docket line naming the motion does not say it was granted', () => {
    const pages = [
      page(
        [
          '03/02/2021 4 MOTION for Temporary Restraining Order by Ida Pell. (Entered: 03/02/2021)',
          '03/03/2021 5 ORDER granting 3 Motion for Extension of Time to answer, signed by the Court. (Entered: 03/03/2021)',
          '03/04/2021 6 RESPONSE re 4 MOTION for Temporary Restraining Order filed by Vance Ord.',
        ].join('\n\n'),
      ),
    ]
    const answer = answerExtractive('Did the court grant the temporary restraining order?', pages)
    expect(answer.found).toBe(false)
  })

  test('a ruling on the motion asked about answers', () => {
    const pages = [
      page(
        [
          '03/02/2021 4 MOTION for Temporary Restraining Order by Ida Pell. (Entered: 03/02/2021)',
          '03/05/2021 7 ORDER granting 4 Motion for Temporary Restraining Order, signed by the Court. (Entered: 03/05/2021)',
        ].join('\n\n'),
      ),
    ]
    const answer = answerExtractive('Did the court grant the temporary restraining order?', pages)
    expect(answer.found).toBe(true)
    if (answer.found) expect(answer.citations[0]!.quote).toContain('granting 4')
  })
})
