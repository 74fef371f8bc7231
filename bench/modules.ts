/**
 * A4 (design/targets.md): the built-in modules' templates on real filings nobody here wrote.
 *
 *   npx tsx bench/modules.ts [--rounds 5]
 *
 * Every template reads every document of bench/eval/modules (its `read` over the pages, then
 * `write`, as the built-in runner does, without Convex), `rounds` times after a warm-up, and
 * reports for the tuning part and the held-out part apart:
 * - ms per template draft (target ≤ 500), and the slowest document;
 * - placeholders left in the drafts (target 0);
 * - missing inputs listed: each template on a matter with nothing but its name and no inputs
 *   must list what it lacked (the gaps below, by the words each entry must hold);
 * - against the hand-written labels: the complaint summary's plaintiffs, defendants and claims
 *   found; the chronology's labelled full dates found; the deposition outline's passages for each
 *   labelled witness.
 * Writes bench/results/modules-<timestamp>.json.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { BUILTIN_TEMPLATES } from '../convex/modules/templates'
import { addFindings, unresolvedPlaceholders } from '../convex/modules/templates/findings'
import type {
  BuiltinTemplate,
  Finding,
  TemplateContext,
  TemplateDraft,
} from '../convex/modules/templates/types'
import { blockTexts } from '../convex/modules/model'
import type { RunInputs } from '../shared/draftValidators'
import { type CorpusDocument, type CorpusPart, corpus } from './eval/modules/corpus'
import { machine, msSince, round2, summarize } from './lib/stats'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const argv = process.argv.slice(2)
const roundsAt = argv.indexOf('--rounds')
const ROUNDS = roundsAt >= 0 ? Number(argv[roundsAt + 1] ?? 5) : 5
const startedAt = new Date()

/** A matter with its details filled in, as a firm's would be. */
const FULL_MATTER: TemplateContext['matter'] = {
  name: 'Federal Trade Commission v. Example Co.',
  docketNumber: '1:24-cv-01234',
  court: 'United States District Court for the District of Columbia',
  judge: 'Hon. A. Judge',
  representedParties: [{ name: 'Example Co.', role: 'defendant' }],
  adverseParties: [{ name: 'Federal Trade Commission' }],
}

function context(matter: TemplateContext['matter'], inputs: RunInputs, read: number) {
  return {
    matter,
    inputs,
    documentsRead: read,
    today: '2026-11-28',
    author: 'Eleanor Hale',
    firm: 'Hale & Whitmore LLP',
  } satisfies TemplateContext
}

/** What a run of `template` over one document writes. */
function draftOf(template: BuiltinTemplate, document: CorpusDocument, inputs: RunInputs) {
  const findings: Finding[] = []
  if (template.reads === 'matter' || inputs.documentIds?.length) {
    addFindings(findings, template.read(document.pages, inputs), template.order)
  }
  return template.write(findings, context(FULL_MATTER, inputs, 1))
}

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .filter((word) => word.length > 2)

/** Whether most of a label's words are in one of the texts. */
function found(label: string, texts: string[]) {
  const wanted = words(label)
  if (wanted.length === 0) return true
  return texts.some((text) => {
    const have = new Set(words(text))
    return wanted.filter((word) => have.has(word)).length / wanted.length >= 0.6
  })
}

const allTexts = (draft: TemplateDraft) => draft.blocks.flatMap(blockTexts)

/** The inputs each template is run with on a document (a witness from the labels when there is one). */
function inputsFor(key: string, document: CorpusDocument): RunInputs {
  if (key === 'depositionOutline') return { witness: document.labels.witnesses[0] ?? 'Jane Roe' }
  if (key === 'demandLetter') return { text: 'Your production omits the board minutes for 2024.' }
  return {}
}

/** The gaps each template must list on a matter with nothing but its name, run without inputs. */
const BARE_GAPS: Record<string, RegExp[]> = {
  chronology: [],
  complaintSummary: [/complaint|petition|claim/i],
  depositionOutline: [/witness/i],
  demandLetter: [/docket|case number/i, /opposing|adverse|recipient/i, /point/i],
  documentRequests: [/allegation/i],
}

function bareMatterCheck() {
  const bare = { name: 'Bare v. Matter', representedParties: [], adverseParties: [] }
  return Object.entries(BUILTIN_TEMPLATES).map(([key, template]) => {
    const draft = template.write([], context(bare, {}, 0))
    const gaps = BARE_GAPS[key] ?? []
    const listed = gaps.filter((gap) => draft.missingInputs.some((entry) => gap.test(entry)))
    return {
      template: key,
      gaps: gaps.length,
      listed: listed.length,
      missingInputs: draft.missingInputs,
      placeholders: unresolvedPlaceholders(draft).length,
    }
  })
}

function evaluatePart(part: CorpusPart, documents: CorpusDocument[]) {
  const templates = Object.entries(BUILTIN_TEMPLATES).map(([key, template]) => {
    const times: number[] = []
    let placeholders = 0
    let draftsWithPlaceholders = 0
    let slowest = { file: '', ms: 0 }
    for (const document of documents) {
      const inputs = inputsFor(key, document)
      const draft = draftOf(template, document, inputs)
      const left = unresolvedPlaceholders(draft)
      placeholders += left.length
      if (left.length > 0) draftsWithPlaceholders++
      for (let round = 0; round < ROUNDS; round++) {
        const t0 = process.hrtime.bigint()
        draftOf(template, document, inputs)
        const ms = msSince(t0)
        times.push(ms)
        if (ms > slowest.ms) slowest = { file: document.file, ms: round2(ms) }
      }
    }
    return {
      template: key,
      msPerDraft: summarize(times),
      slowest,
      placeholders,
      draftsWithPlaceholders,
    }
  })

  // Against the labels.
  const tallies = () => ({ hit: 0, of: 0 })
  const plaintiffs = tallies()
  const defendants = tallies()
  const claims = tallies()
  const events = tallies()
  const witnesses = tallies()
  for (const document of documents) {
    const summary = allTexts(draftOf(BUILTIN_TEMPLATES.complaintSummary, document, {}))
    const tally = (labels: string[], into: { hit: number; of: number }) => {
      into.hit += labels.filter((label) => found(label, summary)).length
      into.of += labels.length
    }
    tally(document.labels.plaintiffs, plaintiffs)
    tally(document.labels.defendants, defendants)
    tally(document.labels.claims, claims)
    const dated = new Set(
      BUILTIN_TEMPLATES.chronology.read(document.pages, {}).map((finding) => finding.date),
    )
    for (const event of document.labels.events.filter((e) => /^\d{4}-\d{2}-\d{2}$/.test(e.date))) {
      events.of++
      if (dated.has(event.date)) events.hit++
    }
    for (const witness of document.labels.witnesses) {
      witnesses.of++
      if (BUILTIN_TEMPLATES.depositionOutline.read(document.pages, { witness }).length > 0) {
        witnesses.hit++
      }
    }
  }
  const rate = ({ hit, of }: { hit: number; of: number }) => ({
    found: hit,
    of,
    recall: of ? round2(hit / of) : null,
  })
  return {
    part,
    documents: documents.length,
    pages: documents.reduce((n, d) => n + d.pages.length, 0),
    templates,
    labels: {
      complaintSummary: {
        plaintiffs: rate(plaintiffs),
        defendants: rate(defendants),
        claims: rate(claims),
      },
      chronologyDatedEvents: rate(events),
      depositionOutlineWitnessesWithPassages: rate(witnesses),
    },
  }
}

const { documents, absent } = corpus()
// Warm-up: every template once over every document.
for (const document of documents) {
  for (const [key, template] of Object.entries(BUILTIN_TEMPLATES)) {
    draftOf(template, document, inputsFor(key, document))
  }
}
const result = {
  benchmark: 'A4 built-in module templates',
  ...machine(startedAt),
  rounds: ROUNDS,
  // Labelled documents not on this machine (every one is in the repository; a file removed
  // locally is listed here rather than failing the run).
  absent,
  parts: (['tuning', 'heldout'] as const).map((part) =>
    evaluatePart(
      part,
      documents.filter((document) => document.part === part),
    ),
  ),
  bareMatter: bareMatterCheck(),
}
const outDir = path.join(root, 'bench/results')
fs.mkdirSync(outDir, { recursive: true })
const out = path.join(outDir, `modules-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`)
fs.writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`)
for (const part of result.parts) {
  console.log(`\n${part.part}: ${part.documents} documents, ${part.pages} pages`)
  for (const t of part.templates) {
    console.log(
      `  ${t.template.padEnd(18)} p50 ${t.msPerDraft.p50} ms, max ${t.msPerDraft.max} ms, placeholders ${t.placeholders}`,
    )
  }
  console.log('  labels', JSON.stringify(part.labels))
}
console.log(
  '\nbare matter',
  JSON.stringify(
    result.bareMatter.map(({ template, gaps, listed }) => ({ template, gaps, listed })),
  ),
)
if (absent.length > 0) console.log(`\nnot on this machine: ${absent.join(', ')}`)
console.log(`\nwrote ${path.relative(root, out)}`)
