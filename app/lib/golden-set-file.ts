// Reading a golden-set file the lab is given (shared/goldenSetFormat.ts): JSON in, the fields the
// backend takes out (any other key dropped, so a file with notes of its own still imports), then
// the lab's rules (shared/labRules.ts), so a bad file is named before anything is sent.
import type {
  ExpectedValue,
  GoldenSetColumn,
  GoldenSetDocument,
  GoldenSetFile,
} from '@shared/goldenSetFormat'
import { GOLDEN_SET_FORMAT, LAB_MESSAGES, goldenSetIssues } from '@shared/labRules'
import { isObject, readJsonObject } from './json-file'

/** The starter sets the app serves, built from the labels in bench/ (bench/eval/golden-sets.ts). */
export const STARTER_SETS = [
  { url: '/golden-sets/hand-written-filings.json', name: 'Hand-written court filings' },
  { url: '/golden-sets/government-filings.json', name: 'Government filings' },
] as const

export type ReadGoldenSet = { ok: true; file: GoldenSetFile } | { ok: false; message: string }

class Shape extends Error {}

function string(value: unknown, where: string): string {
  if (typeof value !== 'string') throw new Shape(`${where} must be text`)
  return value
}

function array(value: unknown, where: string): unknown[] {
  if (!Array.isArray(value)) throw new Shape(`${where} must be a list`)
  return value
}

function object(value: unknown, where: string): Record<string, unknown> {
  if (!isObject(value)) throw new Shape(`${where} must be an object`)
  return value
}

function expectedValue(value: unknown, where: string): ExpectedValue | null {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value
  if (Array.isArray(value)) return value.map((name, i) => string(name, `${where}[${i}]`))
  if (isObject(value) && typeof value.amount === 'number' && typeof value.currency === 'string') {
    return { amount: value.amount, currency: value.currency }
  }
  throw new Shape(`${where} is not a value the lab can compare`)
}

function column(value: unknown, i: number): GoldenSetColumn {
  const where = `columns[${i}]`
  const raw = object(value, where)
  const options = raw.options === undefined ? undefined : array(raw.options, `${where}.options`)
  return {
    key: string(raw.key, `${where}.key`),
    label: string(raw.label, `${where}.label`),
    type: string(raw.type, `${where}.type`) as GoldenSetColumn['type'],
    prompt: string(raw.prompt, `${where}.prompt`),
    ...(options ? { options: options.map((o, j) => string(o, `${where}.options[${j}]`)) } : {}),
    match: string(raw.match, `${where}.match`) as GoldenSetColumn['match'],
  }
}

function document(value: unknown, i: number): GoldenSetDocument {
  const where = `documents[${i}]`
  const raw = object(value, where)
  const part = string(raw.part, `${where}.part`)
  if (part !== 'tuning' && part !== 'heldout') {
    throw new Shape(`${where}.part must be "tuning" or "heldout"`)
  }
  const expected = object(raw.expected, `${where}.expected`)
  return {
    name: string(raw.name, `${where}.name`),
    part,
    pages: array(raw.pages, `${where}.pages`).map((page, j) => {
      const p = object(page, `${where}.pages[${j}]`)
      if (typeof p.page !== 'number') throw new Shape(`${where}.pages[${j}].page must be a number`)
      return { page: p.page, text: string(p.text, `${where}.pages[${j}].text`) }
    }),
    expected: Object.fromEntries(
      Object.entries(expected).map(([key, v]) => [
        key,
        expectedValue(v, `${where}.expected.${key}`),
      ]),
    ),
  }
}

/** The file's golden set, or the first thing wrong with it in words. */
export function readGoldenSet(text: string): ReadGoldenSet {
  const json = readJsonObject(text, GOLDEN_SET_FORMAT)
  if (!json.ok) return { ok: false, message: LAB_MESSAGES[json.problem] }
  const raw = json.value
  try {
    const file: GoldenSetFile = {
      format: 'casefile.golden-set/1',
      name: string(raw.name, 'name'),
      description: raw.description === undefined ? '' : string(raw.description, 'description'),
      columns: array(raw.columns, 'columns').map(column),
      documents: array(raw.documents, 'documents').map(document),
    }
    const [issue] = goldenSetIssues(file)
    return issue ? { ok: false, message: `${issue.path}: ${issue.message}` } : { ok: true, file }
  } catch (error) {
    if (error instanceof Shape) return { ok: false, message: error.message }
    throw error
  }
}
