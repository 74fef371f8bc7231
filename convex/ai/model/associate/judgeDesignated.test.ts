import { describe, expect, test } from 'vitest'
import { askedOf } from './asked'
import { judgeMayAnswer } from './judgeRole'
import type { ScopeFact } from './typed'

// An invented appeals panel's footnote.
const designated: ScopeFact = {
  kind: 'judge',
  role: 'district',
  value: 'Ada M. Corliss',
  display: 'Ada M. Corliss',
  context:
    '[*] The Honorable Ada M. Corliss, U.S. District Judge for the Western District of Ohio, sitting by designation.',
  page: 1,
  start: 0,
  end: 20,
  confidence: 0.8,
  documentId: 'd',
  documentName: 'd.pdf',
} as ScopeFact

describe('a district judge sitting on an appeals panel by designation', () => {
  test('is not the district judge whose ruling the appeal reviews', () => {
    const q = 'Which district judge entered the injunction reviewed in Pell v. Varga?'
    expect(judgeMayAnswer(designated, askedOf(q)!, q)).toBe(false)
  })

  test('answers a question of the panel', () => {
    const q = 'Which district judge sat on the panel by designation in Pell v. Varga?'
    expect(judgeMayAnswer(designated, askedOf(q)!, q)).toBe(true)
  })
})
