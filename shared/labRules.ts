// The prompt lab's rules (the spec shows no fields: these are ours, ARCHITECTURE.md "Prompt lab"):
// a golden set's limits and messages, its check, and the figures a run reports. Pure, shared by
// the screen (which checks a file before it sends it) and the functions.
import type { AppErrorIssue } from './errors'
import type { GoldenSetFile } from './goldenSetFormat'
import { textProblem } from './matterRules'
import { COLUMN_TYPES } from './reviewValidators'
import { LAB_MATCH_KINDS } from './labValidators'

export const GOLDEN_SET_FORMAT = 'casefile.golden-set/1'

/** The most each part of a golden set holds; a bigger file is refused, never cut. */
export const LAB_LIMITS = {
  name: 120,
  description: 1_000,
  columns: 12,
  columnKey: 40,
  columnLabel: 120,
  prompt: 2_000,
  options: 20,
  option: 60,
  documents: 200,
  documentName: 120,
  pages: 2_000,
  pageText: 200_000,
  /** All the pages of one document. */
  documentText: 400_000,
  /** All the documents of a set. */
  setText: 3_000_000,
  note: 200,
  /** Runs kept per golden set. */
  runs: 100,
} as const

export const LAB_MESSAGES = {
  format: `Not a golden-set file: its "format" must be "${GOLDEN_SET_FORMAT}"`,
  notJson: 'The file is not JSON',
  nameRequired: 'Name is required',
  columnsRequired: 'A golden set needs at least one column',
  documentsRequired: 'A golden set needs at least one document',
  tooManyColumns: `At most ${LAB_LIMITS.columns} columns`,
  tooManyDocuments: `At most ${LAB_LIMITS.documents} documents`,
  columnKey: `A column key is 1 to ${LAB_LIMITS.columnKey} lower-case letters, digits or hyphens`,
  duplicateKey: 'Two columns have the same key',
  duplicateDocument: 'Two documents have the same name',
  unknownType: 'Unknown column type',
  unknownKey: 'No column has this key',
  pagesRequired: 'A document needs at least one page of text',
  pageNumbers: 'Pages are numbered 1, 2, 3… in order',
  documentTooLong: `A document's text is at most ${LAB_LIMITS.documentText.toLocaleString('en-US')} characters`,
  setTooLong: `A golden set's text is at most ${LAB_LIMITS.setText.toLocaleString('en-US')} characters`,
  nothingLabelled: 'No document is labelled for any column',
  expectedShape: 'This value does not suit the column',
  promptRequired: 'Each column needs a prompt',
  unchangedRun: 'Change a prompt first: this is what the last run asked',
} as const

const KEY = /^[a-z0-9-]{1,40}$/

type Issue = AppErrorIssue

function checkText(issues: Issue[], path: string, value: string, max: number, required?: string) {
  if (required && value.trim() === '') issues.push({ path, message: required })
  const problem = textProblem(value, max, { isName: max <= LAB_LIMITS.columnLabel })
  if (problem) issues.push({ path, message: problem })
}

/** Whether `value` is a value column `match` can be compared with. */
function suits(match: string, value: unknown): boolean {
  if (value === null) return true
  switch (match) {
    case 'parties':
      return Array.isArray(value) && value.every((name) => typeof name === 'string')
    case 'amounts':
      return typeof value === 'object' && value !== null && !Array.isArray(value)
    case 'yesNo':
      return typeof value === 'boolean'
    case 'dates':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
    default:
      return typeof value === 'string'
  }
}

/** The issues of a golden-set file (at most 20, the first found), or none. */
export function goldenSetIssues(file: GoldenSetFile): Issue[] {
  const issues: Issue[] = []
  if (file.format !== GOLDEN_SET_FORMAT) return [{ path: 'format', message: LAB_MESSAGES.format }]
  checkText(issues, 'name', file.name, LAB_LIMITS.name, LAB_MESSAGES.nameRequired)
  checkText(issues, 'description', file.description, LAB_LIMITS.description)
  if (file.columns.length === 0)
    issues.push({ path: 'columns', message: LAB_MESSAGES.columnsRequired })
  if (file.columns.length > LAB_LIMITS.columns) {
    issues.push({ path: 'columns', message: LAB_MESSAGES.tooManyColumns })
  }
  const keys = new Map<string, string>()
  file.columns.slice(0, LAB_LIMITS.columns).forEach((column, i) => {
    const at = `columns.${i}`
    if (!KEY.test(column.key)) issues.push({ path: `${at}.key`, message: LAB_MESSAGES.columnKey })
    else if (keys.has(column.key))
      issues.push({ path: `${at}.key`, message: LAB_MESSAGES.duplicateKey })
    keys.set(column.key, column.match)
    checkText(issues, `${at}.label`, column.label, LAB_LIMITS.columnLabel, 'Label is required')
    checkText(issues, `${at}.prompt`, column.prompt, LAB_LIMITS.prompt, LAB_MESSAGES.promptRequired)
    if (!(COLUMN_TYPES as readonly string[]).includes(column.type)) {
      issues.push({ path: `${at}.type`, message: LAB_MESSAGES.unknownType })
    }
    if (!(LAB_MATCH_KINDS as readonly string[]).includes(column.match)) {
      issues.push({ path: `${at}.match`, message: 'Unknown match rule' })
    }
    const options = column.options ?? []
    if (options.length > LAB_LIMITS.options) {
      issues.push({ path: `${at}.options`, message: `At most ${LAB_LIMITS.options} options` })
    }
    options.forEach((option, j) =>
      checkText(issues, `${at}.options.${j}`, option, LAB_LIMITS.option),
    )
  })
  if (file.documents.length === 0) {
    issues.push({ path: 'documents', message: LAB_MESSAGES.documentsRequired })
  }
  if (file.documents.length > LAB_LIMITS.documents) {
    issues.push({ path: 'documents', message: LAB_MESSAGES.tooManyDocuments })
  }
  const names = new Set<string>()
  let setText = 0
  let labelled = 0
  file.documents.slice(0, LAB_LIMITS.documents).forEach((document, i) => {
    const at = `documents.${i}`
    checkText(issues, `${at}.name`, document.name, LAB_LIMITS.documentName, 'Name is required')
    const name = document.name.trim().toLowerCase()
    if (names.has(name))
      issues.push({ path: `${at}.name`, message: LAB_MESSAGES.duplicateDocument })
    names.add(name)
    if (document.pages.length === 0 || document.pages.length > LAB_LIMITS.pages) {
      issues.push({ path: `${at}.pages`, message: LAB_MESSAGES.pagesRequired })
    }
    let text = 0
    document.pages.slice(0, LAB_LIMITS.pages).forEach((page, j) => {
      if (page.page !== j + 1)
        issues.push({ path: `${at}.pages.${j}`, message: LAB_MESSAGES.pageNumbers })
      checkText(issues, `${at}.pages.${j}.text`, page.text, LAB_LIMITS.pageText)
      text += page.text.length
    })
    if (text > LAB_LIMITS.documentText) {
      issues.push({ path: `${at}.pages`, message: LAB_MESSAGES.documentTooLong })
    }
    setText += text
    for (const [key, value] of Object.entries(document.expected)) {
      const match = keys.get(key)
      if (match === undefined)
        issues.push({ path: `${at}.expected.${key}`, message: LAB_MESSAGES.unknownKey })
      else if (!suits(match, value)) {
        issues.push({ path: `${at}.expected.${key}`, message: LAB_MESSAGES.expectedShape })
      } else labelled++
    }
  })
  if (setText > LAB_LIMITS.setText)
    issues.push({ path: 'documents', message: LAB_MESSAGES.setTooLong })
  if (issues.length === 0 && labelled === 0) {
    issues.push({ path: 'documents', message: LAB_MESSAGES.nothingLabelled })
  }
  return issues.slice(0, 20)
}

/** How many answers of a column were right, wrong, missed or given where nothing was expected. */
export type LabCounts = { tp: number; tn: number; fp: number; fn: number; wrong: number }

export const NO_COUNTS: LabCounts = { tp: 0, tn: 0, fp: 0, fn: 0, wrong: 0 }

export function addCounts(a: LabCounts, b: LabCounts): LabCounts {
  return {
    tp: a.tp + b.tp,
    tn: a.tn + b.tn,
    fp: a.fp + b.fp,
    fn: a.fn + b.fn,
    wrong: a.wrong + b.wrong,
  }
}

/**
 * Precision and recall as the extraction bench counts them: a wrong value is both a false
 * positive and a false negative; a value given where the document states none is a false positive.
 * Null when nothing was counted (no answer given, or nothing to find).
 */
export function precisionRecall(counts: LabCounts): {
  precision: number | null
  recall: number | null
  labels: number
} {
  const given = counts.tp + counts.fp + counts.wrong
  const toFind = counts.tp + counts.fn + counts.wrong
  return {
    precision: given === 0 ? null : counts.tp / given,
    recall: toFind === 0 ? null : counts.tp / toFind,
    labels: counts.tp + counts.tn + counts.fp + counts.fn + counts.wrong,
  }
}

/** A ratio as the lab shows it: "0.833", or "–" when there is nothing to divide. */
export function formatRatio(value: number | null): string {
  return value === null ? '–' : value.toFixed(3)
}
