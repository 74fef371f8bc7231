// The prompt lab's figures as the screen shows them (framework-free; the counts come from the
// backend, convex/prompts/lab.ts): precision and recall per column on the tuning documents, the
// held-out ones and all of them, a run's totals, and two runs side by side.
import { type LabCounts, NO_COUNTS, addCounts, precisionRecall } from '@shared/labRules'

export type RunScores = {
  columns: { key: string; label: string; prompt: string }[]
  scores: { key: string; tuning: LabCounts; heldout: LabCounts }[]
}

export type Figures = { precision: number | null; recall: number | null; labels: number }

/** One column's figures in one run. */
export type ColumnFigures = {
  key: string
  label: string
  prompt: string
  tuning: Figures
  heldout: Figures
  all: Figures
}

/** Each column of a run with its figures, in the set's column order. */
export function columnFigures(run: RunScores): ColumnFigures[] {
  return run.columns.map((column) => {
    const score = run.scores.find((row) => row.key === column.key)
    const tuning = score?.tuning ?? NO_COUNTS
    const heldout = score?.heldout ?? NO_COUNTS
    return {
      key: column.key,
      label: column.label,
      prompt: column.prompt,
      tuning: precisionRecall(tuning),
      heldout: precisionRecall(heldout),
      all: precisionRecall(addCounts(tuning, heldout)),
    }
  })
}

/** A run's figures over every column at once (each answer counted once: micro-averaged). */
export function runTotals(run: RunScores): { all: Figures; heldout: Figures } {
  let all = NO_COUNTS
  let heldout = NO_COUNTS
  for (const score of run.scores) {
    all = addCounts(all, addCounts(score.tuning, score.heldout))
    heldout = addCounts(heldout, score.heldout)
  }
  return { all: precisionRecall(all), heldout: precisionRecall(heldout) }
}

/** How a figure moved from one run to the next: a signed difference, or null if either is absent. */
export function change(before: number | null, after: number | null): number | null {
  return before === null || after === null ? null : after - before
}

/** A change as the comparison shows it: "+0.250", "−0.100", "±0" or "–". */
export function formatChange(value: number | null): string {
  if (value === null) return '–'
  if (Math.abs(value) < 0.0005) return '±0'
  return `${value > 0 ? '+' : '−'}${Math.abs(value).toFixed(3)}`
}

/** One column of two runs side by side: both runs' figures and whether its prompt changed. */
export type ComparedColumn = {
  key: string
  label: string
  before: ColumnFigures | null
  after: ColumnFigures | null
  promptChanged: boolean
}

/** Two runs of a set, column by column (the earlier first). */
export function compareRuns(before: RunScores, after: RunScores): ComparedColumn[] {
  const earlier = columnFigures(before)
  const later = columnFigures(after)
  const keys = [...new Set([...earlier, ...later].map((column) => column.key))]
  return keys.map((key) => {
    const a = earlier.find((column) => column.key === key) ?? null
    const b = later.find((column) => column.key === key) ?? null
    return {
      key,
      label: (b ?? a)!.label,
      before: a,
      after: b,
      promptChanged: a !== null && b !== null && a.prompt !== b.prompt,
    }
  })
}
