/**
 * A3 (design/targets.md): the offline field extractor on the labelled evaluation set.
 *
 *   npx tsx bench/extraction.ts [--rounds 3]
 *
 * Runs runExtractionEval() (bench/eval/extraction/run.ts): precision and recall per field type
 * (dates, amounts, case numbers, parties, courts, judges) over every labelled document, and the
 * same figures for the hand-written filings alone, and for each round of them (the last round was
 * never used to tune the recognisers),
 * plus the count of answers whose quote is exactly their source span. Then times extractField
 * per call: every label of every document, `rounds` times round-robin after one warm-up pass,
 * Then the real court documents of bench/eval/real (issue 27): the caption columns (docket,
 * court, judge, plaintiffs, defendants, date filed) on its tuning part and, apart, on its
 * held-out part (whose misses are written to the file but never printed: nobody tunes on them),
 * and the facts layer's time per document.
 * each call on its own (wall clock, this process; no Convex). Writes
 * bench/results/extraction-<timestamp>.json.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { extractField } from '../convex/ai/model/extract'
import { evaluationSet } from './eval/extraction/dataset'
import { type EvalPart, FIELD_KINDS, runExtractionEval } from './eval/extraction/run'
import { realCorpus, UNSEEN_BATCHES } from './eval/real/dataset'
import { type RealPart, type RealSlice, scoreRealCorpus } from './eval/real/extraction'
import { documentFacts } from '../convex/ai/model/facts'
import { machine, msSince, round2, summarize, type Summary } from './lib/stats'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const argv = process.argv.slice(2)
const roundsAt = argv.indexOf('--rounds')
const ROUNDS = roundsAt >= 0 ? Number(argv[roundsAt + 1] ?? 3) : 3

/** Per-call timings of extractField: all calls, and by column type. */
function timeCalls() {
  const documents = evaluationSet()
  const calls = documents.flatMap((doc) => doc.labels.map((label) => ({ doc, label })))
  for (const { doc, label } of calls) extractField(label.column, doc.pages)
  const all: number[] = []
  const byType: Record<string, number[]> = {}
  for (let round = 0; round < ROUNDS; round++) {
    for (const { doc, label } of calls) {
      const t0 = process.hrtime.bigint()
      extractField(label.column, doc.pages)
      const ms = msSince(t0)
      all.push(ms)
      ;(byType[label.field] ??= []).push(ms)
    }
  }
  const pages = documents.map((doc) => doc.pages.length)
  const characters = documents.map((doc) => doc.pages.reduce((n, p) => n + p.text.length, 0))
  return {
    calls: all.length,
    rounds: ROUNDS,
    documentPages: {
      mean: round2(pages.reduce((a, b) => a + b, 0) / pages.length),
      max: Math.max(...pages),
    },
    documentCharacters: {
      mean: Math.round(characters.reduce((a, b) => a + b, 0) / characters.length),
      max: Math.max(...characters),
    },
    perCall: summarize(all),
    byField: Object.fromEntries(
      Object.entries(byType).map(([field, xs]) => [field, summarize(xs)]),
    ),
  }
}

type ScoredRealPart = RealPart & { slices: RealSlice[] }

/** A real part's figures without its misses, with its slices' figures. */
function realFigures(part: ScoredRealPart) {
  return {
    documents: part.documents,
    courts: part.courts,
    overall: part.overall,
    byColumn: part.byColumn,
    slices: part.slices,
  }
}

function printReal(name: string, part: ScoredRealPart) {
  console.info(`\n${name} (${part.documents} documents, ${part.courts} courts)`)
  console.info('  column            labels   TP   FP   FN   precision   recall')
  for (const [column, s] of [
    ...Object.entries(part.byColumn),
    ['overall', part.overall] as const,
  ]) {
    const pass = s.precision >= 0.95 && s.recall >= 0.85 ? '' : '   below target'
    console.info(
      `  ${column.padEnd(16)}${String(s.labels).padStart(7)}${String(s.truePositives).padStart(5)}${String(s.falsePositives).padStart(5)}${String(s.falseNegatives).padStart(5)}${s.precision.toFixed(3).padStart(12)}${s.recall.toFixed(3).padStart(9)}${pass}`,
    )
  }
  for (const slice of part.slices) {
    console.info(
      `  · ${slice.name}: ${slice.documents} documents, ${slice.overall.precision.toFixed(3)}/${slice.overall.recall.toFixed(3)}`,
    )
  }
}

/** The report without its list of misses, which goes to the file but not the screen. */
function figures(part: EvalPart) {
  return { documents: part.documents, byField: part.byField }
}

function main() {
  const startedAt = new Date()
  const t0 = process.hrtime.bigint()
  const report = runExtractionEval()
  const evalMs = round2(msSince(t0))
  const timing = timeCalls()
  const corpus = realCorpus()
  const real = scoreRealCorpus(corpus)
  const factsMs = corpus.map((doc) => {
    const t = process.hrtime.bigint()
    documentFacts(doc.pages)
    return msSince(t)
  })
  const results = {
    ...machine(startedAt),
    target: 'A3: precision >= 0.95, recall >= 0.85 per field type on >= 100 labelled documents',
    evalMs,
    all: figures(report),
    generated: figures(report.generated),
    heldOut: figures(report.heldOut),
    heldOutRounds: Object.fromEntries(
      Object.entries(report.heldOutRounds).map(([round, part]) => [round, figures(part)]),
    ),
    real: {
      note: 'Real court documents (bench/eval/real): tuning part used to change the engine; the unseen batches (tuning side, never tuned on) and the held-out part never.',
      tuning: realFigures(real.tuning),
      unseen: realFigures(real.unseen),
      heldOut: realFigures(real.heldout),
      factsPerDocument: summarize(factsMs),
    },
    spans: report.spans,
    misses: {
      generated: report.generated.misses,
      heldOut: report.heldOut.misses,
      realTuning: real.tuning.misses,
      realUnseen: real.unseen.misses,
      realHeldOut: real.heldout.misses,
    },
    timing,
    loadAverageAtEnd: os.loadavg().map(round2),
  }
  const outDir = path.join(root, 'bench', 'results')
  fs.mkdirSync(outDir, { recursive: true })
  const file = path.join(outDir, `extraction-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`)
  fs.writeFileSync(file, JSON.stringify(results, null, 2) + '\n')
  printSummary(report, timing.perCall, timing.calls)
  printReal('Real documents, tuning part', real.tuning)
  printReal(
    `Real documents, UNSEEN batches ${UNSEEN_BATCHES.join(', ')} (never tuned on)`,
    real.unseen,
  )
  printReal('Real documents, HELD-OUT part (never tuned on)', real.heldout)
  const f = summarize(factsMs)
  console.info(
    `\nFacts layer: ${corpus.length} real documents, p50 ${f.p50} ms, p95 ${f.p95} ms per document`,
  )
  console.info(`\nwrote ${path.relative(process.cwd(), file)}`)
}

function printSummary(
  report: ReturnType<typeof runExtractionEval>,
  perCall: Summary,
  calls: number,
) {
  const row = (name: string, part: EvalPart) => {
    console.info(`\n${name} (${part.documents} documents)`)
    console.info('  field          labels   TP   FP   FN   precision   recall')
    for (const field of FIELD_KINDS) {
      const s = part.byField[field]
      const pass = s.precision >= 0.95 && s.recall >= 0.85 ? '' : '   below target'
      console.info(
        `  ${field.padEnd(13)}${String(s.labels).padStart(7)}${String(s.truePositives).padStart(5)}${String(s.falsePositives).padStart(5)}${String(s.falseNegatives).padStart(5)}${s.precision.toFixed(3).padStart(12)}${s.recall.toFixed(3).padStart(9)}${pass}`,
      )
    }
  }
  console.info('Field extraction (A3)')
  row('All documents', report)
  row('Generated', report.generated)
  row('Held out: hand-written filings', report.heldOut)
  for (const [round, part] of Object.entries(report.heldOutRounds)) {
    row(`Held out, round ${round}`, part)
  }
  console.info(
    `\nSpans: ${report.spans.invariantHeld} of ${report.spans.answers} answers keep quote = source text (${report.spans.withSource} with a source)`,
  )
  console.info(
    `extractField: ${calls} calls, p50 ${perCall.p50} ms, p95 ${perCall.p95} ms, max ${perCall.max} ms`,
  )
}

main()
