import { describe, expect, test } from 'vitest'
import { letterPersonAnswer } from './letterPeople'
import { onePage } from './matter.harness'

// A findings letter written for these tests, in the Civil Rights Division's layout.
const LETTER = [
  'U.S. Department of Justice',
  'Civil Rights Division',
  'Washington, D.C. 20530',
  'March 4, 2031',
  'The Honorable Tessa Varn',
  'Governor of Wendover',
  'State Capitol',
  'Re: CHPA Investigation of the Lindell County Home',
  'Dear Governor Varn:',
  'We write to report the findings of our investigation of the Lindell County Home.',
  'Sincerely,',
  '/s/ Orrin K. Pell',
  'Orrin K. Pell',
  'Acting Assistant Attorney General',
].join('\n')

const page = (text: string) => onePage(text, 'letter')

const quotes = (question: string, text: string) => {
  const answer = letterPersonAnswer(question, [page(text)], ['letter'])
  return answer?.found ? answer.citations.map((c) => c.quote) : null
}

describe('a letter’s addressee and signer', () => {
  test('the address block and the salutation answer "to whom was the letter addressed"', () => {
    expect(
      quotes('To whom was the findings letter on the Lindell County Home addressed?', LETTER),
    ).toEqual(['The Honorable Tessa Varn', 'Dear Governor Varn:'])
  })

  test('the name under the closing, with its title, answers "who signed the letter"', () => {
    expect(quotes('Who signed the findings letter on the Lindell County Home?', LETTER)).toEqual([
      '/s/ Orrin K. Pell\nOrrin K. Pell',
    ])
  })

  test('a paper without a salutation, or with several letters, is not answered from', () => {
    const memo = LETTER.replace('Dear Governor Varn:', 'MEMORANDUM')
    expect(quotes('Who signed the findings letter?', memo)).toBeNull()
    const reply = `${LETTER}\n\nDear Mr. Pell:\nWe received your letter.\nSincerely,\nTessa Varn`
    expect(quotes('Who signed the findings letter?', reply)).toBeNull()
    expect(quotes('Who signed the consent decree?', LETTER)).toBeNull()
  })
})
