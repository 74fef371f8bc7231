import { describe, expect, test } from 'vitest'
import { deadlineOnly, withoutAsides } from './factRank'

// Wordings written for this test.
describe('a date "by" governs is a deadline', () => {
  test('it does not date what was done', () => {
    const q = 'When did the plaintiffs initiate Pell v. Varga?'
    expect(deadlineOnly(q, 'must occur within the next 30 days, i.e., by ')).toBe(true)
    expect(deadlineOnly(q, 'Plaintiffs initiated this action on ')).toBe(false)
    expect(deadlineOnly(q, 'was dismissed as a defendant by Order of the Court on ')).toBe(false)
  })

  test('it answers a question of the deadline', () => {
    expect(deadlineOnly('By what date must Pell file the report?', 'shall file it by ')).toBe(false)
  })
})

describe("a question's parentheses describe the case", () => {
  test('they are left out of the event dated', () => {
    expect(withoutAsides('When did Pell sue (the river permit case)?')).toBe('When did Pell sue  ?')
  })
})
