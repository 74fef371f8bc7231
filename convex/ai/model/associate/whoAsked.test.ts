import { describe, expect, test } from 'vitest'
import { answerExtractive } from './extractive'
import type { SourcePage } from './types'
import { actorNamed, namesPerson, whoAsked } from './whoAsked'

describe('a question that asks who is answered by a name', () => {
  test('which questions ask who', () => {
    expect(whoAsked('Who was the independent monitor?')).not.toBeNull()
    expect(whoAsked('In Roe v. Lark, whom did the court appoint?')).not.toBeNull()
    expect(whoAsked('Whose motion was denied?')).toBeNull()
  })

  test('a person named, not only the people the question names', () => {
    const asked = whoAsked('Who argued for Vera Tulloch?')!
    expect(namesPerson('Argued: Omar Lindqvist, for appellant.', asked)).toBe(true)
    expect(namesPerson('Vera Tulloch appeals the judgment.', asked)).toBe(false)
    expect(namesPerson('The Court appoints Edward “Ned” Oakes as manager.', asked)).toBe(true)
    expect(namesPerson('The settlement provided that a monitor would review reports.', asked)).toBe(
      false,
    )
  })

  test('a passage about the role that names nobody does not answer', () => {
    const pages: SourcePage[] = [
      {
        documentId: 'order',
        documentName: 'order.txt',
        page: 1,
        text: 'The Settlement provided that an independent Monitor would review the quarterly data.',
      },
    ]
    expect(
      answerExtractive('Who was the independent Monitor under the settlement?', pages).found,
    ).toBe(false)
  })
})

describe('who does an act under a paper’s terms', () => {
  test('is answered by the paper’s writer or a party it defines', () => {
    const q = 'Who pays the expert fees up front?'
    expect(actorNamed(q, 'We will advance the expert fees, repaid from any award.')).toBe(true)
    expect(actorNamed(q, 'Fees. The Client shall pay each invoice within 30 days.')).toBe(true)
    expect(actorNamed(q, 'Expert fees are paid as the court directs.')).toBe(false)
  })

  test('a role asked of is still held by a person', () => {
    expect(actorNamed('Who was the independent monitor?', 'We will appoint a monitor.')).toBe(false)
    expect(actorNamed('Who is counsel for the city?', 'We will represent the city.')).toBe(false)
  })
})
