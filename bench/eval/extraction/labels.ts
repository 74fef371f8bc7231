// Helpers that build labels with the questions a reviewer would ask, so documents state only
// their expected values.
import type { Money } from '../../../convex/ai/model/extract/amounts'
import type { Label } from './types'

/** A date question: `label`/`prompt` as a review-table column, expected ISO date or null. */
export function dateLabel(label: string, prompt: string, expected: string | null): Label {
  return { field: 'dates', column: { type: 'date', label, prompt }, expected }
}

/** An amount question (currency column). */
export function amountLabel(label: string, prompt: string, expected: Money | null): Label {
  return { field: 'amounts', column: { type: 'currency', label, prompt }, expected }
}

/** "Docket number" (a text column). */
export function docketLabel(expected: string | null, label = 'Docket number'): Label {
  return {
    field: 'caseNumbers',
    column: { type: 'text', label, prompt: 'What is the case or docket number?' },
    expected,
  }
}

/** "Court" (a text column). */
export function courtLabel(expected: string | null, label = 'Court'): Label {
  return {
    field: 'courts',
    column: { type: 'text', label, prompt: 'Which court is the case in?' },
    expected,
  }
}

/** "Judge" (a text column). */
export function judgeLabel(expected: string | null, label = 'Judge'): Label {
  return {
    field: 'judges',
    column: { type: 'text', label, prompt: 'Which judge is assigned to the case?' },
    expected,
  }
}

/** "Plaintiffs" and "Defendants" (list columns): two labels. */
export function partyLabels(plaintiffs: string[] | null, defendants: string[] | null): Label[] {
  return [
    {
      field: 'parties',
      column: { type: 'list', label: 'Plaintiffs', prompt: 'Who are the plaintiffs?' },
      expected: plaintiffs,
    },
    {
      field: 'parties',
      column: { type: 'list', label: 'Defendants', prompt: 'Who are the defendants?' },
      expected: defendants,
    },
  ]
}

/** USD money. */
export function usd(amount: number): Money {
  return { amount, currency: 'USD' }
}
