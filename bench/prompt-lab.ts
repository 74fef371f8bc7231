/**
 * B7: the prompt lab's offline figures on its starter golden sets (public/golden-sets), the same
 * scoring the lab runs (convex/prompts/model/lab.ts, app/lib/lab-figures.ts), without Convex.
 *
 *   npx tsx bench/prompt-lab.ts
 *
 * For each set and column: precision and recall on the tuning documents and on the held-out ones
 * apart, with the label counts, and ms per document. Writes bench/results/prompt-lab-<timestamp>.json.
 * The government filings are real filings nobody here wrote; their held-out part was never read
 * while writing the extractor's rules.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { STARTER_SETS, readGoldenSet } from '../app/lib/golden-set-file'
import { columnFigures } from '../app/lib/lab-figures'
import { scoreDocument } from '../convex/prompts/model/lab'
import { NO_COUNTS, addCounts, type LabCounts } from '../shared/labRules'
import { machine, msSince, round2, summarize } from './lib/stats'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

function runSet(file: string) {
  const read = readGoldenSet(fs.readFileSync(path.join(root, 'public', file), 'utf8'))
  if (!read.ok) throw new Error(`${file}: ${read.message}`)
  const { columns, documents, name } = read.file
  const counts = new Map<string, { tuning: LabCounts; heldout: LabCounts }>(
    columns.map((column) => [column.key, { tuning: NO_COUNTS, heldout: NO_COUNTS }]),
  )
  const times: number[] = []
  for (const document of documents) {
    const t0 = process.hrtime.bigint()
    const answers = scoreDocument(columns, document)
    times.push(msSince(t0))
    for (const answer of answers) {
      const score = counts.get(answer.key)!
      score[document.part] = addCounts(score[document.part], { ...NO_COUNTS, [answer.outcome]: 1 })
    }
  }
  const figures = columnFigures({
    columns,
    scores: columns.map((column) => ({ key: column.key, ...counts.get(column.key)! })),
  })
  return {
    name,
    file,
    documents: documents.length,
    heldOut: documents.filter((document) => document.part === 'heldout').length,
    msPerDocument: summarize(times),
    columns: figures.map((column) => ({
      ...column,
      counts: counts.get(column.key),
      tuning: {
        ...column.tuning,
        precision: rounded(column.tuning.precision),
        recall: rounded(column.tuning.recall),
      },
      heldout: {
        ...column.heldout,
        precision: rounded(column.heldout.precision),
        recall: rounded(column.heldout.recall),
      },
      all: {
        ...column.all,
        precision: rounded(column.all.precision),
        recall: rounded(column.all.recall),
      },
    })),
  }
}

const rounded = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 1000)

function main() {
  const startedAt = new Date()
  const sets = STARTER_SETS.map(({ url }) => runSet(url))
  const results = {
    ...machine(startedAt),
    target: 'B7: the lab reports per column, tuning and held-out apart',
    sets,
  }
  const outDir = path.join(root, 'bench', 'results')
  fs.mkdirSync(outDir, { recursive: true })
  const out = path.join(outDir, `prompt-lab-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`)
  fs.writeFileSync(out, JSON.stringify(results, null, 2) + '\n')
  const ratio = (value: number | null) => (value === null ? '  –  ' : value.toFixed(3))
  for (const set of sets) {
    console.info(
      `\n${set.name} (${set.documents} documents, ${set.heldOut} held out; p50 ${round2(set.msPerDocument.p50)} ms per document)`,
    )
    console.info('  column                   tuning P / R (labels)     held-out P / R (labels)')
    for (const column of set.columns) {
      console.info(
        `  ${column.label.padEnd(24)} ${ratio(column.tuning.precision)} / ${ratio(column.tuning.recall)} (${String(column.tuning.labels).padStart(2)})      ${ratio(column.heldout.precision)} / ${ratio(column.heldout.recall)} (${String(column.heldout.labels).padStart(2)})`,
      )
    }
  }
  console.info(`\nwrote ${path.relative(process.cwd(), out)}`)
}

main()
