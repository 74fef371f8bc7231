// The caption gallery's harness: captions as PDF text layers and OCR render them, from courts the
// corpus does not tune on, each with what a litigator's review table should hold. A case names
// only the fields it checks; `null` means the column must stay blank (a wrong value is worse than
// none). Values compare as the bench compares them (compare.ts), party lists on their first six.
import { describe, expect, test } from 'vitest'
import { extractField } from '.'
import { matches } from './compare'
import { normalizePartyName } from './partyNames'
import type { Column, PageText } from './types'

export type GalleryCase = {
  name: string
  /** The document's pages, as text. */
  pages: string[]
  docket?: string | null
  court?: string | null
  judge?: string | null
  plaintiffs?: string[] | null
  defendants?: string[] | null
  /** ISO date. */
  filed?: string | null
}

type Field = 'docket' | 'court' | 'judge' | 'plaintiffs' | 'defendants' | 'filed'

/** The caption columns as the real corpus's bench asks them. */
const COLUMNS: Record<Field, Column> = {
  docket: { type: 'text', label: 'Docket number', prompt: 'What is the case or docket number?' },
  court: { type: 'text', label: 'Court', prompt: 'Which court is the case in?' },
  judge: { type: 'text', label: 'Judge', prompt: 'Which judge is assigned to the case?' },
  plaintiffs: { type: 'list', label: 'Plaintiffs', prompt: 'Who are the plaintiffs?' },
  defendants: { type: 'list', label: 'Defendants', prompt: 'Who are the defendants?' },
  filed: { type: 'date', label: 'Date filed', prompt: 'When was this document filed?' },
}

const KIND = {
  docket: 'caseNumbers',
  court: 'courts',
  judge: 'judges',
  filed: 'dates',
} as const

const FIELDS: Field[] = ['docket', 'court', 'judge', 'plaintiffs', 'defendants', 'filed']

export const pagesOf = (texts: readonly string[]): PageText[] =>
  texts.map((text, i) => ({ page: i + 1, text }))

const firstSix = (names: readonly string[]) => names.slice(0, 6).map(normalizePartyName)

/** Whether the column's answer is the expected one; the answer itself for the failure message. */
export function check(
  field: Field,
  pages: readonly PageText[],
  expected: string | string[] | null,
) {
  const answer = extractField(COLUMNS[field], pages)
  if (expected === null) return { ok: answer.value === null, got: answer.value }
  if (answer.value === null) return { ok: false, got: null }
  if (field === 'plaintiffs' || field === 'defendants') {
    const got = Array.isArray(answer.value) ? answer.value : [String(answer.value)]
    return {
      ok: JSON.stringify(firstSix(got)) === JSON.stringify(firstSix(expected as string[])),
      got,
    }
  }
  return { ok: matches(KIND[field], answer, expected), got: answer.value }
}

/** One test per case and field it names. */
export function runGallery(title: string, cases: readonly GalleryCase[]) {
  describe(title, () => {
    for (const c of cases) {
      const pages = pagesOf(c.pages)
      for (const field of FIELDS) {
        const expected = c[field]
        if (expected === undefined) continue
        test(`${c.name}: ${field}`, () => {
          const { ok, got } = check(field, pages, expected)
          expect(ok, `the column held ${JSON.stringify(got)}`).toBe(true)
        })
      }
    }
  })
}
