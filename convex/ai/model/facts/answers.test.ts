import { describe, expect, test } from 'vitest'
import type { Fact } from '../../../../shared/factValidators'
import type { Column } from '../extract/types'
import { answerFromFacts } from './answers'

const TEXT = 'Hon. Priya H. Lind presides; Magistrate Judge Sam Park; Ann Okafor, Respondent.'
const PAGES = [{ page: 1, text: TEXT }]

function judge(value: string, role: Fact['role'], chosen = false): Fact {
  const start = TEXT.indexOf(value)
  return {
    ...(chosen ? { chosen } : {}),
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
  test('a plain Judge column answers the case’s judge, the judge fact marked chosen', () => {
    const facts = [judge('Priya H. Lind', 'presiding', true), judge('Sam Park', 'magistrate')]
    expect(answerFromFacts(PLAIN, facts, PAGES)?.value).toBe('Priya H. Lind')
    expect(answerFromFacts(PLAIN, facts, PAGES)?.quote).toBe('Priya H. Lind')
  })

  test('a column asking for the magistrate judge gets the magistrate fact', () => {
    const facts = [judge('Priya H. Lind', 'presiding'), judge('Sam Park', 'magistrate')]
    const magistrate = column('Magistrate judge', 'Which magistrate judge is the case referred to?')
    expect(answerFromFacts(magistrate, facts, PAGES)?.value).toBe('Sam Park')
  })

  test('no fact fits: the extractor answers (null here)', () => {
    // The chosen judge is a magistrate, one of a panel, or a party: not what a plain column means.
    expect(answerFromFacts(PLAIN, [judge('Sam Park', 'magistrate', true)], PAGES)).toBeNull()
    expect(answerFromFacts(PLAIN, [judge('Priya H. Lind', 'panel', true)], PAGES)).toBeNull()
    const respondent: Fact = { ...judge('Ann Okafor', 'presiding', true) }
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

  test('with no judge chosen, a district judge the choice passed over is no answer', () => {
    // Stored facts with no chosen judge (none was chosen, or they predate the mark): the
    // extractor answers, never whichever judge fact happens to come first.
    const facts = [judge('Priya H. Lind', 'district'), judge('Sam Park', 'magistrate')]
    expect(answerFromFacts(PLAIN, facts, PAGES)).toBeNull()
    // A judge after the chosen one is not answered in its place.
    const later = [judge('Sam Park', 'magistrate', true), judge('Priya H. Lind', 'district')]
    expect(answerFromFacts(PLAIN, later, PAGES)).toBeNull()
  })
})
