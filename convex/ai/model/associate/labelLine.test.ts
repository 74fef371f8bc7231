import { describe, expect, it } from 'vitest'
import { LABEL_LINE_GAIN, labelLineGain, labelLineWords } from './labelLine'
import { contentStemSet } from './terms'

const stems = (question: string) => contentStemSet(question)

describe('labelLineWords', () => {
  it('reads a heading line that holds only a label and its date', () => {
    expect(labelLineWords('Signed 03/14/2019', '03/14/2019')).toEqual(['Signed'])
    expect(labelLineWords('Argued and Submitted on May 3, 2019.', 'May 3, 2019')).toEqual([
      'Argued',
      'Submitted',
    ])
  })
  it('reads no sentence that runs on past its date', () => {
    expect(labelLineWords('Signed 03/14/2019 The case was closed', '03/14/2019')).toBeUndefined()
    expect(labelLineWords('The motion was filed May 3, 2019', 'May 3, 2019')).toBeUndefined()
  })
})

describe('labelLineGain', () => {
  it('gains when the label is the verb asked of a court paper', () => {
    const q = stems('When was the order granting the joint motion to dismiss signed in Doe v. Roe?')
    expect(labelLineGain('Signed 03/14/2019', '03/14/2019', q)).toBe(LABEL_LINE_GAIN)
    const amended = stems('When was the Tenth Circuit opinion in Ames v. Borden amended?')
    expect(labelLineGain('Amended June 2, 2021', 'June 2, 2021', amended)).toBe(LABEL_LINE_GAIN)
  })
  it('gains for a court act asked of no paper', () => {
    const q = stems('When was the appeal in Ames v. Borden argued?')
    expect(labelLineGain('Argued January 9, 2020', 'January 9, 2020', q)).toBe(LABEL_LINE_GAIN)
  })
  it('gains nothing when the label is another verb than the one asked', () => {
    const q = stems('When was the Tenth Circuit opinion in Ames v. Borden amended?')
    expect(labelLineGain('Filed March 1, 2021', 'March 1, 2021', q)).toBe(0)
  })
  it("gains nothing asked of a party's paper", () => {
    const q = stems('When was the settlement agreement signed?')
    expect(labelLineGain('Signed 03/14/2019', '03/14/2019', q)).toBe(0)
  })
})
