import { describe, expect, test } from 'vitest'
import type { Fact } from '../../../../shared/factValidators'
import type { Column } from '../extract/types'
import { answerFromFacts } from './answers'

const TEXT = 'Hon. Priya H. Lind presides; Magistrate Judge Sam Park; Ann Okafor, Respondent.'
const PAGES = [{ page: 1, text: TEXT }]

function judge(value: string, role: Fact['role']): Fact {
  const start = TEXT.indexOf(value)
  return {
    kind: 'judge',
    role,
    value,
    display: value,
    context: TEXT,
    page: 1,
    start,
    end: start + value.length,
    confidence: 0.8,
  }
}

const column = (label: string, prompt: string): Column => ({ type: 'text', label, prompt })
const PLAIN = column('Judge', 'Which judge is assigned to the case?')

describe('the Judge column from the judge facts', () => {
  test('a plain Judge column answers the case’s judge, the first judge fact', () => {
    const facts = [judge('Priya H. Lind', 'presiding'), judge('Sam Park', 'magistrate')]
    expect(answerFromFacts(PLAIN, facts, PAGES)?.value).toBe('Priya H. Lind')
    expect(answerFromFacts(PLAIN, facts, PAGES)?.quote).toBe('Priya H. Lind')
  })

  test('a column asking for the magistrate judge gets the magistrate fact', () => {
    const facts = [judge('Priya H. Lind', 'presiding'), judge('Sam Park', 'magistrate')]
    const magistrate = column('Magistrate judge', 'Which magistrate judge is the case referred to?')
    expect(answerFromFacts(magistrate, facts, PAGES)?.value).toBe('Sam Park')
  })

  test('no fact fits: the extractor answers (null here)', () => {
    // The first judge is a magistrate, one of a panel, or a party: not what a plain column means.
    expect(answerFromFacts(PLAIN, [judge('Sam Park', 'magistrate')], PAGES)).toBeNull()
    expect(answerFromFacts(PLAIN, [judge('Priya H. Lind', 'panel')], PAGES)).toBeNull()
    const respondent: Fact = { ...judge('Ann Okafor', 'presiding') }
    const party: Fact = {
      ...respondent,
      kind: 'party',
      role: 'defendant',
      value: 'Hon. Ann Okafor',
    }
    expect(answerFromFacts(PLAIN, [respondent, party], PAGES)).toBeNull()
    const trial = column('Trial judge', 'Who was the trial judge?')
    expect(answerFromFacts(trial, [judge('Priya H. Lind', 'presiding')], PAGES)).toBeNull()
  })
})
