import { describe, expect, test } from 'vitest'
import { questionOf } from './context'
import { extractYesNo, isNegative } from './yesNo'

const ask = (text: string, prompt: string) =>
  extractYesNo([{ page: 1, text }], questionOf('', prompt), prompt, '')

describe('extractYesNo', () => {
  test('answers yes from a sentence that states it, quoting the sentence', () => {
    const answer = ask(
      'Background. Plaintiff demands a trial by jury on all claims so triable.',
      'Does the plaintiff demand a jury trial?',
    )
    expect(answer).toMatchObject({
      value: true,
      display: 'Yes',
      quote: 'Plaintiff demands a trial by jury on all claims so triable.',
    })
  })

  test('answers no from a negated sentence', () => {
    const answer = ask(
      'Defendants do not contest venue in this District.',
      'Do defendants contest venue?',
    )
    expect(answer.value).toBe(false)
  })

  test('reads a negated question against a plain sentence', () => {
    expect(ask('The claims are timely.', 'Are the claims not timely?').value).toBe(false)
  })

  test('gives no answer when no sentence speaks to the question: silence is not a no', () => {
    const answer = ask(
      'The parties exchanged initial disclosures.',
      'Is there an arbitration clause?',
    )
    expect(answer).toMatchObject({ value: null, source: null, quote: '' })
  })
})

describe('isNegative', () => {
  test('knows negations, waivers and denials, and not "not only" or "No. 5"', () => {
    expect(isNegative('Plaintiff waived a jury.')).toBe(true)
    expect(isNegative('The Court denies the motion.')).toBe(true)
    expect(isNegative('It is not only timely but complete.')).toBe(false)
    expect(isNegative('See ECF No. 5.')).toBe(false)
  })
})
