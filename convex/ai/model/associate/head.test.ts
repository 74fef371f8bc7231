import { describe, expect, test } from 'vitest'
import { headOf } from './head'

describe('the thing a which/what question asks for', () => {
  test.each([
    ['Which district judge signed the remand order?', 'judge', ['district']],
    ['Which Ninth Circuit judges sat on the panel?', 'judges', ['ninth', 'circuit']],
    ['In which court was the petition filed?', 'court', []],
    [
      'What is the adversary proceeding number of Lund v. Carrow?',
      'number',
      ['adversary', 'proceeding'],
    ],
    ['Under what appellate number was the cross-appeal docketed?', 'number', ['appellate']],
    ['On what exact day was the decree entered?', 'day', []],
    ['What civil penalty amount does the agency seek?', 'amount', ['civil', 'penalty']],
    ['What civil penalty per violation do the People seek?', 'penalty', ['civil']],
    ['Which statute did the plaintiffs challenge?', 'statute', []],
    ['Which county was the suit filed in?', 'county', []],
    ['Which Assistant U.S. Attorney signed the complaint?', 'attorney', ['assistant', 'u.s']],
  ])('%s', (question, noun, modifiers) => {
    expect(headOf(question)).toEqual({ noun, modifiers })
  })

  test('a possessive after "which" is what is asked; after "what was the" it only qualifies', () => {
    expect(headOf("Which trial judge's ruling was reversed?")?.noun).toBe('judge')
    expect(headOf("What was the Fifth Circuit's holding?")?.noun).toBe('holding')
  })

  test('no head when the wh-word is the object', () => {
    expect(headOf('What did the court do with the appeal?')).toBeNull()
    expect(headOf('Who is the plaintiff?')).toBeNull()
  })
})
