// @vitest-environment node
// Target A2 (design/targets.md): on the labelled questions over the demo matters' documents, the
// right source is among the first three citations for >= 90 % of the answerable questions, every
// answer carries a citation, and >= 90 % of the unanswerable questions get "not found". The
// documents are generated and read (pdf.js, mammoth, postal-mime) here, as the app reads uploads.
import { beforeAll, describe, expect, test } from 'vitest'
import { HELD_OUT_ROUND_1, HELD_OUT_ROUND_2 } from './heldOut'
import { evalPages } from './pages'
import { MAIN_SET } from './questions'
import { runAllSets } from './run'
import type { MatterPages, QuestionSet } from './types'

let pages: MatterPages
let report: ReturnType<typeof runAllSets>

beforeAll(async () => {
  pages = await evalPages()
  report = runAllSets(pages)
}, 120_000)

const describeMisses = (part: { misses: { answerable: unknown[]; unanswerable: unknown[] } }) =>
  JSON.stringify(part.misses, null, 2)

describe('the labelled question set', () => {
  test('has >= 50 answerable and >= 20 unanswerable questions, >= 25 distinct phrasings', () => {
    expect(MAIN_SET.answerable.length).toBeGreaterThanOrEqual(50)
    expect(MAIN_SET.unanswerable.length).toBeGreaterThanOrEqual(20)
    const phrasings = new Set(MAIN_SET.answerable.map((q) => q.question.toLowerCase()))
    expect(phrasings.size).toBeGreaterThanOrEqual(25)
    const heldOut = HELD_OUT_ROUND_2.answerable.length + HELD_OUT_ROUND_2.unanswerable.length
    expect(heldOut).toBeGreaterThanOrEqual(10)
  })

  test('ids are unique and every labelled source is a page of its matter', () => {
    const sets: QuestionSet[] = [MAIN_SET, HELD_OUT_ROUND_1, HELD_OUT_ROUND_2]
    const ids = sets.flatMap((s) => [...s.answerable, ...s.unanswerable].map((q) => q.id))
    expect(new Set(ids).size).toBe(ids.length)
    for (const q of sets.flatMap((s) => s.answerable)) {
      const names = new Set(pages[q.matter].map((p) => p.documentName))
      for (const name of [q.source, ...(q.alsoIn ?? [])]) expect(names, q.id).toContain(name)
    }
  })

  test('every matter has the text of its eight documents', () => {
    for (const matterPages of Object.values(pages)) {
      expect(new Set(matterPages.map((p) => p.documentId)).size).toBe(8)
      for (const page of matterPages) expect(page.text.trim()).not.toBe('')
    }
  })
})

describe('A2 on the main set', () => {
  test('the right source is among the first three citations for >= 90 % of answerable ones', () => {
    expect(report.main.answerable.top3, describeMisses(report.main)).toBeGreaterThanOrEqual(0.9)
  })

  test('"not found" for >= 90 % of the unanswerable ones', () => {
    expect(report.main.unanswerable.notFound, describeMisses(report.main)).toBeGreaterThanOrEqual(
      0.9,
    )
  })

  test('every answer carries a citation, and every citation quotes its page exactly', () => {
    for (const part of [report.main, report.heldOutRound1, report.heldOut]) {
      expect(part.answersWithCitation).toBe(1)
      expect(part.quotes.violations).toEqual([])
      expect(part.quotes.exact).toBe(part.quotes.citations)
    }
    expect(report.main.quotes.citations).toBeGreaterThan(MAIN_SET.answerable.length)
  })
})

describe('the held-out questions (never tuned on)', () => {
  // Ten answerable and five unanswerable questions: one miss is 0.1, so the bar is lower than
  // A2's; it catches a change that only fits the main set's wording.
  test('are answered and refused about as well as the main set', () => {
    expect(report.heldOut.answerable.top3, describeMisses(report.heldOut)).toBeGreaterThanOrEqual(
      0.8,
    )
    expect(
      report.heldOut.unanswerable.notFound,
      describeMisses(report.heldOut),
    ).toBeGreaterThanOrEqual(0.8)
  })
})
