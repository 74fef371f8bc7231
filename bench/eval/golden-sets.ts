/**
 * The prompt lab's starter golden sets (shared/goldenSetFormat.ts), built from the labels the bench
 * already has:
 *
 *   npx tsx bench/eval/golden-sets.ts
 *
 * writes public/golden-sets/hand-written-filings.json (the hand-written extraction filings of
 * bench/eval/extraction/handwritten; round 3 held out) and
 * public/golden-sets/government-filings.json (the real filings of bench/eval/modules, in their own
 * tuning and held-out parts), and prints the questions the 12-column limit left out.
 * bench/eval/golden-sets.test.ts fails when the files differ from what goldenSets() builds.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Column } from '../../convex/ai/model/extract/types'
import type {
  ExpectedValue,
  GoldenSetColumn,
  GoldenSetDocument,
  GoldenSetFile,
  MatchKind,
} from '../../shared/goldenSetFormat'
import { numberedSlug, slugify } from '../../shared/slugs'
import { HANDWRITTEN } from './extraction/handwritten'
import { courtLabel, docketLabel, judgeLabel, partyLabels } from './extraction/labels'
import type { LabelledDocument } from './extraction/types'
import { corpus } from './modules/corpus'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** Where the CLI writes each set, relative to the repository. */
export const GOLDEN_SET_PATHS = {
  handwritten: 'public/golden-sets/hand-written-filings.json',
  government: 'public/golden-sets/government-filings.json',
} as const

/** The most columns a golden set has. */
export const MAX_COLUMNS = 12

const KEY_LENGTH = 40

/** A question asked of the hand-written filings, with how many documents are labelled for it. */
export type HandwrittenQuestion = { column: Column; match: MatchKind; labels: number }

const questionId = (column: Column) => JSON.stringify([column.label, column.type, column.prompt])

/** Lower-case slug keys of the labels, unique in the set (a clash gets -2, -3, …). */
function withKeys(
  questions: readonly { column: Column; match: MatchKind }[],
): Array<GoldenSetColumn & { id: string }> {
  const taken = new Set<string>()
  return questions.map(({ column, match }) => {
    const base = slugify(column.label, 'column', KEY_LENGTH)
    let key = base
    for (let n = 2; taken.has(key); n++) key = numberedSlug(base, n, KEY_LENGTH)
    taken.add(key)
    return {
      id: questionId(column),
      key,
      label: column.label,
      type: column.type,
      prompt: column.prompt,
      ...(column.options ? { options: column.options } : {}),
      match,
    }
  })
}

/**
 * The hand-written filings' questions (label + type + prompt), in the order they first appear:
 * `kept` are the columns (docket number, court, judge, plaintiffs and defendants, then the most
 * frequent other questions, ties in order of appearance, up to 12 in all), `dropped` the rest.
 */
export function handwrittenQuestions(documents: readonly LabelledDocument[] = HANDWRITTEN): {
  kept: HandwrittenQuestion[]
  dropped: HandwrittenQuestion[]
} {
  const byId = new Map<string, HandwrittenQuestion>()
  for (const document of documents) {
    for (const label of document.labels) {
      const id = questionId(label.column)
      const question = byId.get(id) ?? { column: label.column, match: label.field, labels: 0 }
      question.labels++
      byId.set(id, question)
    }
  }
  const all = [...byId.values()]
  const fixedIds = [
    docketLabel(null),
    courtLabel(null),
    judgeLabel(null),
    ...partyLabels(null, null),
  ].map((label) => questionId(label.column))
  const fixed = fixedIds.flatMap((id) => byId.get(id) ?? [])
  const others = all
    .filter((question) => !fixed.includes(question))
    .map((question, order) => ({ question, order }))
    .sort((a, b) => b.question.labels - a.question.labels || a.order - b.order)
    .map(({ question }) => question)
  const kept = [...fixed, ...others].slice(0, MAX_COLUMNS)
  return { kept, dropped: all.filter((question) => !kept.includes(question)) }
}

/** The hand-written extraction filings: rounds 1 and 2 tuned the extractor, round 3 never did. */
function handwrittenSet(): GoldenSetFile {
  const columns = withKeys(handwrittenQuestions().kept)
  const keyOf = new Map(columns.map((column) => [column.id, column.key]))
  const documents = HANDWRITTEN.map((document): GoldenSetDocument => {
    const labelled = new Map<string, ExpectedValue | null>()
    for (const label of document.labels) {
      const key = keyOf.get(questionId(label.column))
      if (key === undefined) continue
      if (labelled.has(key)) throw new Error(`${document.id} asks "${label.column.label}" twice`)
      labelled.set(key, label.expected)
    }
    const expected = Object.fromEntries(
      columns.flatMap(({ key }) => (labelled.has(key) ? [[key, labelled.get(key) ?? null]] : [])),
    )
    return {
      name: document.id,
      part: document.round === 3 ? 'heldout' : 'tuning',
      pages: document.pages.map(({ page, text }) => ({ page, text })),
      expected,
    }
  })
  const heldOut = documents.filter((document) => document.part === 'heldout').length
  return {
    format: 'casefile.golden-set/1',
    name: 'Hand-written court filings',
    description:
      `${documents.length} court filings and papers written by hand in the style of real ones ` +
      '(names invented) and labelled by hand, from the extraction bench. Rounds 1 and 2 ' +
      `(${documents.length - heldOut} documents) were used to tune the offline extractor; the ` +
      `${heldOut} documents of round 3 never were, and are held out.`,
    columns: columns.map(({ id: _id, ...column }) => column),
    documents,
  }
}

/** A file's base name without `.txt`, words apart: "dnj_ftc_v_vonage" -> "dnj ftc v vonage". */
function readableName(file: string): string {
  return path.basename(file, '.txt').replace(/_+/g, ' ')
}

/** The real filings of bench/eval/modules, split by source into tuning and held-out parts. */
function governmentSet(): GoldenSetFile {
  const { documents, absent } = corpus()
  if (absent.length > 0) throw new Error(`bench/eval/modules lacks ${absent.join(', ')}`)
  const [plaintiffs, defendants] = partyLabels(null, null).map((label) => label.column)
  const columns = withKeys([
    { column: plaintiffs!, match: 'parties' },
    { column: defendants!, match: 'parties' },
    {
      column: {
        type: 'yesNo',
        label: 'Prayer for relief',
        prompt: 'Does the document ask the court for relief?',
      },
      match: 'yesNo',
    },
  ])
  const [plaintiffsKey, defendantsKey, prayerKey] = columns.map((column) => column.key) as [
    string,
    string,
    string,
  ]
  const heldOut = documents.filter((document) => document.part === 'heldout').length
  return {
    format: 'casefile.golden-set/1',
    name: 'Government filings',
    description:
      `${documents.length} real US filings written by government lawyers (FTC, DOJ, EEOC, CFPB, ` +
      'state attorneys general), labelled by hand, from the built-in modules bench. Split by ' +
      `source: ${documents.length - heldOut} FTC and California privacy and consumer-protection ` +
      `complaints to tune on; the ${heldOut} held-out filings come from other agencies and ` +
      'offices (some OCR’d, two of them motions) and were never read to tune anything.',
    columns: columns.map(({ id: _id, ...column }) => column),
    documents: documents.map((document) => ({
      name: readableName(document.file),
      part: document.part,
      pages: document.pages.map(({ page, text }) => ({ page, text })),
      expected: {
        [plaintiffsKey]: document.labels.plaintiffs,
        [defendantsKey]: document.labels.defendants,
        [prayerKey]: document.labels.prayer_for_relief,
      },
    })),
  }
}

/** Both starter sets, in the order of GOLDEN_SET_PATHS; the same on every call. */
export function goldenSets(): GoldenSetFile[] {
  return [handwrittenSet(), governmentSet()]
}

/** A set as the CLI writes it: two-space JSON with a trailing newline, laid out by Prettier. */
async function fileText(file: GoldenSetFile, target: string): Promise<string> {
  const prettier = await import('prettier')
  const options = (await prettier.resolveConfig(target)) ?? {}
  return prettier.format(`${JSON.stringify(file, null, 2)}\n`, { ...options, filepath: target })
}

async function main() {
  const targets = [GOLDEN_SET_PATHS.handwritten, GOLDEN_SET_PATHS.government]
  const sets = goldenSets()
  for (const [index, set] of sets.entries()) {
    const target = path.join(root, targets[index]!)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.writeFileSync(target, await fileText(set, target))
    const parts = (['tuning', 'heldout'] as const)
      .map((part) => `${set.documents.filter((document) => document.part === part).length} ${part}`)
      .join(', ')
    const bytes = fs.statSync(target).size
    console.log(`${targets[index]}: ${set.columns.length} columns, ${parts}, ${bytes} bytes`)
  }
  const { dropped } = handwrittenQuestions()
  if (dropped.length > 0) {
    console.log(
      `Left out of the hand-written set (at most ${MAX_COLUMNS} columns): ${dropped.length} ` +
        `questions, ${dropped.reduce((sum, question) => sum + question.labels, 0)} labels:`,
    )
    for (const { column, match, labels } of dropped) {
      console.log(`  ${match} ${column.label}: ${column.prompt} (${labels})`)
    }
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main()
}
