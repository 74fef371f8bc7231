import { describe, expect, test } from 'vitest'
import { countedNoun, statesCount } from './countAsked'
import { answerText, matterOf } from './matter.harness'

describe('count questions', () => {
  test('the thing counted', () => {
    expect(countedNoun('Within how many days must the Board produce the records?')).toBe('day')
    expect(countedNoun('How many agency employees were on the list in Roe v. Doe?')).toBe(
      'employee',
    )
    expect(countedNoun('For how many years may the data be kept?')).toBe('year')
    expect(countedNoun('What is the number of class members in Roe v. Doe?')).toBe('member')
    expect(countedNoun('How much did the court award?')).toBeNull()
  })

  test('a number of the thing counted, not a date or a year', () => {
    expect(statesCount('within fourteen (14) calendar days of entry', 'day')).toBe(true)
    expect(statesCount('a list naming 2,311 employees', 'employee')).toBe(true)
    expect(statesCount('On June 4, 2031 the days of the hearing', 'day')).toBe(false)
    expect(statesCount('the 2031 class members', 'member')).toBe(false)
  })

  // An order written for these tests (names and numbers invented).
  const ORDER = [
    'UNITED STATES DISTRICT COURT FOR THE DISTRICT OF LANARK',
    'ORLA BRANNIGAN, et al., Plaintiffs, v. TESSALY WATER BOARD, Defendant.',
    'ORDER',
    'The Board shall restore water service to the affected households. The Court has considered the parties’ submissions on the schedule for restoring service to the households.',
    'The Board shall restore service within fourteen (14) calendar days of the entry of this Order.',
    'The Board shall file a status report on the restoration of service.',
  ].join('\n')
  const matter = matterOf([{ id: 'o', text: ORDER }])

  test('a passage that states the count answers', () => {
    expect(
      answerText(
        'Within how many days must the Board restore service in Brannigan v. Tessaly Water Board?',
        matter,
      ),
    ).toContain('fourteen (14) calendar days')
  })

  test('no passage states the count: not found', () => {
    expect(
      answerText('How many households lost service in Brannigan v. Tessaly Water Board?', matter),
    ).toBe('not found')
  })
})

describe('what is no count', () => {
  test('a pleading’s line number before the noun', () => {
    expect(
      statesCount(
        '26 notice be given, since class\n27 members will have to act\n28 on it',
        'member',
      ),
    ).toBe(false)
    // A docket entry's text wrapped before its count: no numbered lines around it.
    expect(statesCount('file an amended certification within\n10 days of this order.', 'day')).toBe(
      true,
    )
    expect(statesCount('a class of\n1,200 members', 'member')).toBe(true)
  })

  test('a number in parentheses alone, as a scan reads a misspelt word before it', () => {
    expect(statesCount('Defendants to answer within sicty (60) days.', 'day')).toBe(true)
  })
})
