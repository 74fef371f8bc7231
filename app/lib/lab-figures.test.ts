import { describe, expect, test } from 'vitest'
import {
  type RunScores,
  change,
  columnFigures,
  compareRuns,
  formatChange,
  runTotals,
} from './lab-figures'

const counts = (tp: number, fp: number, fn: number, wrong = 0, tn = 0) => ({
  tp,
  fp,
  fn,
  wrong,
  tn,
})

const run = (prompt: string, court: ReturnType<typeof counts>): RunScores => ({
  columns: [
    { key: 'docket', label: 'Docket number', prompt: 'What is the docket?' },
    { key: 'court', label: 'Court', prompt },
  ],
  scores: [
    { key: 'docket', tuning: counts(3, 0, 1), heldout: counts(1, 0, 0, 1) },
    { key: 'court', tuning: court, heldout: counts(0, 0, 0) },
  ],
})

describe('the prompt lab figures', () => {
  test('a wrong answer counts against both precision and recall; parts add up to all', () => {
    const [docket, court] = columnFigures(run('Which court?', counts(0, 0, 0, 0, 2)))
    expect(docket!.tuning).toEqual({ precision: 1, recall: 0.75, labels: 4 })
    expect(docket!.heldout).toEqual({ precision: 0.5, recall: 0.5, labels: 2 })
    expect(docket!.all).toEqual({ precision: 0.8, recall: 4 / 6, labels: 6 })
    // Nothing given and nothing to find: no ratio, not a perfect one.
    expect(court!.all).toEqual({ precision: null, recall: null, labels: 2 })
  })

  test('a run total counts every answer once across columns', () => {
    expect(runTotals(run('Which court?', counts(1, 1, 0)))).toEqual({
      all: { precision: 5 / 7, recall: 5 / 7, labels: 8 },
      heldout: { precision: 0.5, recall: 0.5, labels: 2 },
    })
  })

  test('two runs compare column by column, and a changed prompt is marked', () => {
    const compared = compareRuns(
      run('Which court?', counts(1, 1, 0)),
      run('Name the court.', counts(2, 0, 0)),
    )
    expect(compared.map((column) => [column.key, column.promptChanged])).toEqual([
      ['docket', false],
      ['court', true],
    ])
    const court = compared[1]!
    expect(change(court.before!.all.precision, court.after!.all.precision)).toBe(0.5)
    expect(formatChange(0.5)).toBe('+0.500')
    expect(formatChange(-0.1)).toBe('−0.100')
    expect(formatChange(0)).toBe('±0')
    expect(formatChange(change(null, 1))).toBe('–')
  })
})
