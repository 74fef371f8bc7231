// @vitest-environment node
// The prompt lab's starter golden sets (public/golden-sets): the committed files are what
// goldenSets() builds from the bench's labels (`npx tsx bench/eval/golden-sets.ts` rewrites them),
// they keep the file format's rules, and scoring the hand-written set with extractField and
// matches gives the extraction bench's own figures for the same questions.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { extractField } from '../../convex/ai/model/extract'
import { matches } from '../../convex/ai/model/extract/compare'
import { LAB_MATCH_KINDS as MATCH_KINDS } from '../../shared/labValidators'
import type { GoldenSetFile } from '../../shared/goldenSetFormat'
import { HANDWRITTEN } from './extraction/handwritten'
import { FIELD_KINDS, runExtractionEval } from './extraction/run'
import { GOLDEN_SET_PATHS, goldenSets, handwrittenQuestions, MAX_COLUMNS } from './golden-sets'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const read = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as GoldenSetFile

const committed = {
  handwritten: read(GOLDEN_SET_PATHS.handwritten),
  government: read(GOLDEN_SET_PATHS.government),
}
const built = goldenSets()

describe('the committed golden sets', () => {
  test('are what goldenSets() builds (npx tsx bench/eval/golden-sets.ts rewrites them)', () => {
    expect(built).toHaveLength(2)
    expect(committed.handwritten).toEqual(built[0])
    expect(committed.government).toEqual(built[1])
  })

  test.each(Object.entries(committed))('%s: keeps the format rules', (_, set) => {
    expect(set.format).toBe('casefile.golden-set/1')
    expect(set.name.length).toBeLessThanOrEqual(120)
    expect(set.description.length).toBeLessThanOrEqual(1000)
    expect(set.columns.length).toBeGreaterThan(0)
    expect(set.columns.length).toBeLessThanOrEqual(MAX_COLUMNS)
    const keys = set.columns.map((column) => column.key)
    expect(new Set(keys).size).toBe(keys.length)
    for (const column of set.columns) {
      expect(column.key).toMatch(/^[a-z0-9-]{1,40}$/)
      expect(column.label.length).toBeLessThanOrEqual(120)
      expect(column.prompt.length).toBeLessThanOrEqual(2000)
      expect(MATCH_KINDS).toContain(column.match)
    }
    expect(set.documents.length).toBeGreaterThan(0)
    expect(set.documents.length).toBeLessThanOrEqual(200)
    const names = set.documents.map((document) => document.name.toLowerCase())
    expect(new Set(names).size).toBe(names.length)
    for (const document of set.documents) {
      expect(document.name.length).toBeLessThanOrEqual(120)
      expect(['tuning', 'heldout']).toContain(document.part)
      expect(document.pages.map((page) => page.page)).toEqual(
        document.pages.map((_, index) => index + 1),
      )
      for (const page of document.pages) expect(page.text.length).toBeLessThanOrEqual(200_000)
    }
  })

  test.each(Object.entries(committed))(
    '%s: every expected value is of a column and of its match kind',
    (_, set) => {
      const matchOf = new Map(set.columns.map((column) => [column.key, column.match]))
      for (const document of set.documents) {
        expect(Object.keys(document.expected).length).toBeGreaterThan(0)
        for (const [key, value] of Object.entries(document.expected)) {
          const match = matchOf.get(key)
          expect(match, `${document.name}: ${key}`).toBeDefined()
          if (value === null) continue
          const at = `${document.name}: ${key}`
          if (match === 'parties') expect(value, at).toEqual(expect.any(Array))
          else if (match === 'yesNo') expect(typeof value, at).toBe('boolean')
          else if (match === 'amounts') {
            expect(value, at).toEqual({ amount: expect.any(Number), currency: 'USD' })
          } else if (match === 'dates') expect(value, at).toMatch(/^\d{4}-\d{2}-\d{2}$/)
          else expect(typeof value, at).toBe('string')
        }
      }
    },
  )

  test('hold the documents of each part', () => {
    const parts = (set: GoldenSetFile) =>
      set.documents.map((document) => document.part).sort((a, b) => a.localeCompare(b))
    expect(parts(committed.handwritten)).toEqual(
      HANDWRITTEN.map((document) => (document.round === 3 ? 'heldout' : 'tuning')).sort(),
    )
    expect(committed.handwritten.documents.filter((d) => d.part === 'heldout')).toHaveLength(6)
    expect(committed.government.documents.filter((d) => d.part === 'tuning')).toHaveLength(12)
    expect(committed.government.documents.filter((d) => d.part === 'heldout')).toHaveLength(7)
  })
})

describe('the hand-written set scored with extractField and matches', () => {
  // Scores the whole set twice: about 2 s alone, several times that on a loaded machine.
  test(
    'gives the extraction bench’s counts for the questions it keeps',
    { timeout: 60_000 },
    () => {
      const kept = new Set(
        handwrittenQuestions().kept.map(({ column }) =>
          JSON.stringify([column.label, column.type, column.prompt]),
        ),
      )
      const bench = runExtractionEval(
        HANDWRITTEN.map((document) => ({
          ...document,
          labels: document.labels.filter((label) =>
            kept.has(JSON.stringify([label.column.label, label.column.type, label.column.prompt])),
          ),
        })),
      ).heldOut.byField

      const set = committed.handwritten
      const counts = Object.fromEntries(
        MATCH_KINDS.map((kind) => [kind, { labels: 0, tp: 0, tn: 0, fp: 0, fn: 0 }]),
      )
      for (const document of set.documents) {
        for (const column of set.columns) {
          if (!(column.key in document.expected)) continue
          const expected = document.expected[column.key] ?? null
          const answer = extractField(column, document.pages)
          const given = answer.value !== null
          const count = counts[column.match]!
          count.labels++
          if (expected === null) {
            if (given) count.fp++
            else count.tn++
          } else if (!given) count.fn++
          else if (matches(column.match, answer, expected)) count.tp++
          else {
            count.fp++
            count.fn++
          }
        }
      }
      for (const field of FIELD_KINDS) {
        const score = bench[field]
        expect(score.labels, field).toBeGreaterThan(0)
        expect(counts[field], field).toEqual({
          labels: score.labels,
          tp: score.truePositives,
          tn: score.trueNegatives,
          fp: score.falsePositives,
          fn: score.falseNegatives,
        })
      }
      expect(counts.yesNo!.labels + counts.text!.labels).toBe(0)
    },
  )
})
