// The rules a review table or template must keep: names, instructions, columns. Pure (no database):
// the mutations and the forms share them, and every failure is INVALID_INPUT with a plain message.
import { invalidInput, type AppErrorIssue } from '../../../shared/errors'
import {
  COLUMN_TYPES,
  type CellValue,
  type Column,
  type ColumnInput,
  type ColumnType,
} from '../../../shared/reviewValidators'
import { BIDI_IN_NAME, hasBidiControl, hasLoneSurrogate } from '../../../shared/text'

export const TABLE_NAME_MAX = 120
export const TABLE_DESCRIPTION_MAX = 500
export const INSTRUCTIONS_MAX = 4000
export const COLUMNS_MAX = 40
export const COLUMN_LABEL_MAX = 80
export const COLUMN_PROMPT_MAX = 2000
export const OPTIONS_MAX = 20
export const OPTION_MAX = 60
/** Rows one table holds (documents); a bigger review is several tables. */
export const ROWS_MAX = 2000
/** A cell's edited text, and a comment. */
export const CELL_TEXT_MAX = 4000

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
// eslint-disable-next-line no-control-regex
const LINE_CONTROL = /[\u0000-\u001f\u007f]/

/** Trimmed text within `max`, or an issue; `multiline` allows tabs and line breaks. */
function text(
  value: string,
  what: string,
  path: string,
  max: number,
  { required = true, multiline = false } = {},
): { value: string; issue?: AppErrorIssue } {
  const clean = value.trim()
  if (required && clean === '')
    return { value: clean, issue: { path, message: `${what} is required` } }
  if (clean.length > max) {
    return { value: clean, issue: { path, message: `${what} must be at most ${max} characters` } }
  }
  if (hasLoneSurrogate(clean) || (multiline ? CONTROL : LINE_CONTROL).test(clean)) {
    return {
      value: clean,
      issue: { path, message: `${what} contains characters that are not text` },
    }
  }
  // One-line texts are names and labels shown in lists, where a direction control disguises them.
  if (!multiline && hasBidiControl(clean)) {
    return { value: clean, issue: { path, message: `${what} ${BIDI_IN_NAME}` } }
  }
  return { value: clean }
}

function throwIfAny(issues: AppErrorIssue[]) {
  if (issues.length > 0) throw invalidInput(issues)
}

/** A table or template name: 1 to 120 characters on one line. */
export function cleanTableName(value: string, what = 'Table name') {
  const result = text(value, what, 'name', TABLE_NAME_MAX)
  throwIfAny(result.issue ? [result.issue] : [])
  return result.value
}

/** Table-wide instructions: optional, up to 4,000 characters, line breaks allowed. */
export function cleanInstructions(value: string | undefined) {
  if (value === undefined) return undefined
  const result = text(value, 'Instructions', 'instructions', INSTRUCTIONS_MAX, {
    required: false,
    multiline: true,
  })
  throwIfAny(result.issue ? [result.issue] : [])
  return result.value === '' ? undefined : result.value
}

/** A template's description: optional, up to 500 characters. */
export function cleanDescription(value: string | undefined) {
  if (value === undefined) return undefined
  const result = text(value, 'Description', 'description', TABLE_DESCRIPTION_MAX, {
    required: false,
    multiline: true,
  })
  throwIfAny(result.issue ? [result.issue] : [])
  return result.value === '' ? undefined : result.value
}

function isColumnType(value: string): value is ColumnType {
  return (COLUMN_TYPES as readonly string[]).includes(value)
}

/**
 * The columns as stored: labels unique (ignoring case), a prompt for each (the label when left
 * empty), options only for a classification (2 to 20, unique), at most 40. `existing` holds the
 * ids a table already has: an input id must be one of them, and a new column gets `newId()`.
 */
export function cleanColumns(
  inputs: ColumnInput[],
  existing: ReadonlySet<string>,
  newId: () => string,
): Column[] {
  const issues: AppErrorIssue[] = []
  if (inputs.length > COLUMNS_MAX) {
    throw invalidInput([{ path: 'columns', message: `A table has at most ${COLUMNS_MAX} columns` }])
  }
  const labels = new Set<string>()
  const ids = new Set<string>()
  const columns = inputs.map((input, index): Column => {
    const at = `columns.${index}`
    const label = text(input.label, 'Column name', `${at}.label`, COLUMN_LABEL_MAX)
    if (label.issue) issues.push(label.issue)
    else if (labels.has(label.value.toLowerCase())) {
      issues.push({ path: `${at}.label`, message: `Two columns are named ${label.value}` })
    }
    labels.add(label.value.toLowerCase())
    const prompt = text(input.prompt, 'Question', `${at}.prompt`, COLUMN_PROMPT_MAX, {
      required: false,
      multiline: true,
    })
    if (prompt.issue) issues.push(prompt.issue)
    const type: ColumnType = isColumnType(input.type) ? input.type : 'text'
    if (!isColumnType(input.type)) {
      issues.push({ path: `${at}.type`, message: `Choose one of the column types` })
    }
    let options: string[] | undefined
    if (type === 'classification') {
      options = cleanOptions(input.options ?? [], `${at}.options`, issues)
    }
    let id = input.id
    if (id === undefined) id = newId()
    else if (!existing.has(id) || ids.has(id)) {
      issues.push({ path: `${at}.id`, message: 'This column is no longer in the table; reload it' })
    }
    ids.add(id)
    return {
      id,
      label: label.value,
      type,
      prompt: prompt.value === '' ? label.value : prompt.value,
      ...(options ? { options } : {}),
    }
  })
  throwIfAny(issues)
  return columns
}

function cleanOptions(values: string[], path: string, issues: AppErrorIssue[]) {
  const options: string[] = []
  const seen = new Set<string>()
  for (const value of values) {
    const option = text(value, 'Option', path, OPTION_MAX, { required: false })
    if (option.issue) issues.push(option.issue)
    else if (option.value !== '' && !seen.has(option.value.toLowerCase())) {
      seen.add(option.value.toLowerCase())
      options.push(option.value)
    }
  }
  if (options.length < 2 || options.length > OPTIONS_MAX) {
    issues.push({ path, message: `A classification has 2 to ${OPTIONS_MAX} options` })
  }
  return options
}

/** A column with the same question: its answers still hold. */
export function sameQuestion(a: Column, b: Column) {
  return (
    a.type === b.type &&
    a.prompt === b.prompt &&
    (a.options ?? []).join('\u0000') === (b.options ?? []).join('\u0000')
  )
}

/**
 * A person's value for a cell of `type`, from what they typed: checked and normalised the way the
 * extractor writes values (ISO dates, numbers, yes/no, a list one item per line). Empty clears it.
 */
export function parseCellInput(
  type: ColumnType,
  input: string,
  options: readonly string[] = [],
): { value: CellValue; display: string } {
  const raw = text(input, 'Value', 'value', CELL_TEXT_MAX, { required: false, multiline: true })
  throwIfAny(raw.issue ? [raw.issue] : [])
  const value = raw.value
  if (value === '') return { value: null, display: '' }
  const fail = (message: string) => {
    throw invalidInput([{ path: 'value', message }])
  }
  switch (type) {
    case 'date': {
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
      const date = match ? new Date(`${value}T00:00:00Z`) : null
      if (
        !match ||
        !date ||
        Number.isNaN(date.getTime()) ||
        date.toISOString().slice(0, 10) !== value
      ) {
        return fail('Enter a date as YYYY-MM-DD')
      }
      return { value, display: LONG_DATE.format(date) }
    }
    case 'number':
    case 'currency': {
      const number = Number(value.replace(/[,\s]/g, '').replace(/^[$€£]/, ''))
      if (!Number.isFinite(number)) return fail('Enter a number')
      return { value: number, display: value }
    }
    case 'yesNo': {
      const answer = value.toLowerCase()
      if (answer === 'yes') return { value: true, display: 'Yes' }
      if (answer === 'no') return { value: false, display: 'No' }
      return fail('Enter Yes or No')
    }
    case 'classification': {
      const option = options.find((o) => o.toLowerCase() === value.toLowerCase())
      if (!option) return fail(`Choose one of: ${options.join(', ')}`)
      return { value: option, display: option }
    }
    case 'list': {
      const items = value
        .split('\n')
        .map((item) => item.trim())
        .filter((item) => item !== '')
      return { value: items, display: items.join('; ') }
    }
    case 'text':
      return { value, display: value }
  }
}

const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})

/** A comment on a cell: 1 to 4,000 characters. */
export function cleanComment(value: string) {
  const result = text(value, 'Comment', 'text', CELL_TEXT_MAX, { multiline: true })
  throwIfAny(result.issue ? [result.issue] : [])
  return result.value
}
