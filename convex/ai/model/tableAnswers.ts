// Answering a review table's questions about one document, on either model. Every answer leaves
// here with its quote checked against the document's own text: a quote that is not there is
// 'notFound' (the grid flags it and never shows it as sourced), whoever wrote it.
import type { Column, ColumnType, CellValue } from '../../../shared/reviewValidators'
import { verifyQuote } from './citations'
import { extractField } from './extract'
import { answerFromFacts } from './facts/answers'
import type { Fact } from '../../../shared/factValidators'
import { type ChatModel, completeText } from './models'

export type Page = { page: number; text: string }

/** One cell's answer, before the worker stamps it with the model, time and versions. */
export type TableAnswer = {
  value: CellValue
  display: string
  quote: string
  source?: { page: number; start: number; end: number }
  citation: 'verified' | 'notFound' | 'none'
  confidence: number
  rationale: string
}

const NO_TEXT: TableAnswer = {
  value: null,
  display: '',
  quote: '',
  citation: 'none',
  confidence: 0,
  rationale: 'This document has no text to read (run OCR or check the ingest report).',
}

/** Checks a quote against the pages: found gives the exact span, otherwise 'notFound'. */
function cite(
  pages: Page[],
  answer: Omit<TableAnswer, 'citation' | 'source'>,
  hint?: number,
): TableAnswer {
  if (answer.value === null) return { ...answer, quote: '', citation: 'none' }
  if (answer.quote.trim() === '') return { ...answer, citation: 'notFound' }
  const found = verifyQuote(pages, answer.quote, hint === undefined ? undefined : { page: hint })
  if (!found.found) return { ...answer, citation: 'notFound' }
  const text = pages.find((p) => p.page === found.page)!.text
  return {
    ...answer,
    quote: text.slice(found.start, found.end),
    source: { page: found.page, start: found.start, end: found.end },
    citation: 'verified',
  }
}

/**
 * The offline model: rule-based extraction with the exact span of every value. A document's
 * stored facts (the facts layer) answer its caption columns; the field extractor the rest.
 */
export function answerOffline(
  columns: Column[],
  pages: Page[],
  facts: readonly Fact[] = [],
): Map<string, TableAnswer> {
  const answers = new Map<string, TableAnswer>()
  const hasText = pages.some((p) => p.text.trim() !== '')
  for (const column of columns) {
    if (!hasText) {
      answers.set(column.id, NO_TEXT)
      continue
    }
    const field = answerFromFacts(column, facts, pages) ?? extractField(column, pages)
    answers.set(
      column.id,
      cite(
        pages,
        {
          value: field.value,
          display: field.display,
          quote: field.quote,
          confidence: field.confidence,
          rationale: field.rationale,
        },
        field.source?.page,
      ),
    )
  }
  return answers
}

/** The most characters of one document a model is sent (the rest is named as left out). */
export const MODEL_TEXT_MAX = 48_000

/** The document as the model reads it: pages marked, cut at MODEL_TEXT_MAX characters. */
export function documentForModel(pages: Page[]) {
  let text = ''
  let pagesSent = 0
  for (const page of pages) {
    const block = `[Page ${page.page}]\n${page.text.trim()}\n\n`
    if (text.length + block.length > MODEL_TEXT_MAX) break
    text += block
    pagesSent++
  }
  return { text, truncated: pagesSent < pages.length, pagesSent }
}

function questionLines(columns: Column[]) {
  return columns
    .map((column) => {
      const options = column.options ? ` Options: ${column.options.join(' | ')}.` : ''
      return `- id "${column.id}" (${column.type}): ${column.label}. ${column.prompt}${options}`
    })
    .join('\n')
}

export const TABLE_SYSTEM_PROMPT = [
  'You answer questions about one legal document for a litigation review table.',
  'Answer only from the document. Never guess and never use outside knowledge.',
  'For every answer give a verbatim quote from the document that supports it, and its page.',
  'When the document does not answer a question, give value null and an empty quote.',
  'Types: date as YYYY-MM-DD, number and currency as a number, yesNo as true or false,',
  'list as an array of strings, classification as one of the options, text as a short string.',
  'Reply with JSON only: {"answers":[{"id":"…","value":…,"quote":"…","page":1,',
  '"confidence":0.0,"rationale":"one sentence"}]}',
].join('\n')

/** The prompt one document's questions are asked with. */
export function tablePrompt(columns: Column[], pages: Page[], instructions?: string) {
  const document = documentForModel(pages)
  const prompt = [
    instructions ? `Instructions for the whole table:\n${instructions}\n` : '',
    `Questions:\n${questionLines(columns)}\n`,
    `Document${document.truncated ? ` (first ${document.pagesSent} of ${pages.length} pages)` : ''}:\n${document.text}`,
  ].join('\n')
  return { prompt, truncated: document.truncated }
}

/** A model's value for a column type, or null when it does not fit the type. */
export function valueForType(type: ColumnType, raw: unknown, options: string[] = []): CellValue {
  if (raw === null || raw === undefined || raw === '') return null
  switch (type) {
    case 'date':
      return typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : null
    case 'number':
    case 'currency': {
      const number = typeof raw === 'number' ? raw : Number(String(raw).replace(/[$€£,\s]/g, ''))
      return Number.isFinite(number) ? number : null
    }
    case 'yesNo':
      if (typeof raw === 'boolean') return raw
      if (/^(yes|true)$/i.test(String(raw))) return true
      if (/^(no|false)$/i.test(String(raw))) return false
      return null
    case 'classification':
      return options.find((o) => o.toLowerCase() === String(raw).toLowerCase()) ?? null
    case 'list':
      return Array.isArray(raw) ? raw.map(String) : [String(raw)]
    case 'text':
      return typeof raw === 'string' ? raw : JSON.stringify(raw)
  }
}

/** How a value reads in the grid and the export. */
export function displayValue(value: CellValue) {
  if (value === null) return ''
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (Array.isArray(value)) return value.join('; ')
  return String(value)
}

/** The first JSON object in a model's reply (models wrap it in prose or fences). */
export function parseModelJson(text: string): unknown {
  const start = text.indexOf('{')
  const end = text.lastIndexOf('}')
  if (start < 0 || end <= start) return null
  try {
    return JSON.parse(text.slice(start, end + 1)) as unknown
  } catch {
    return null
  }
}

type ModelAnswer = {
  id?: unknown
  value?: unknown
  quote?: unknown
  page?: unknown
  confidence?: unknown
  rationale?: unknown
}

/**
 * Asks a model one document's questions in one call and checks each quote. Returns the answers
 * and the characters sent (for the audit trail).
 */
export async function answerWithModel(
  model: ChatModel,
  system: string,
  columns: Column[],
  pages: Page[],
  instructions?: string,
) {
  const { prompt } = tablePrompt(columns, pages, instructions)
  const reply = await completeText(model, { system, prompt })
  const parsed = parseModelJson(reply) as { answers?: ModelAnswer[] } | null
  const byId = new Map((parsed?.answers ?? []).map((a) => [String(a.id), a]))
  const answers = new Map<string, TableAnswer>()
  for (const column of columns) {
    const raw = byId.get(column.id)
    if (!raw) {
      answers.set(column.id, {
        value: null,
        display: '',
        quote: '',
        citation: 'none',
        confidence: 0,
        rationale: parsed ? 'The model gave no answer.' : 'The model’s reply could not be read.',
      })
      continue
    }
    const value = valueForType(column.type, raw.value, column.options)
    const confidence =
      typeof raw.confidence === 'number' ? Math.min(1, Math.max(0, raw.confidence)) : 0.5
    const page = typeof raw.page === 'number' ? raw.page : undefined
    answers.set(
      column.id,
      cite(
        pages,
        {
          value,
          display: displayValue(value),
          quote: typeof raw.quote === 'string' ? raw.quote : '',
          confidence,
          rationale: typeof raw.rationale === 'string' ? raw.rationale.slice(0, 500) : '',
        },
        page,
      ),
    )
  }
  return { answers, characters: system.length + prompt.length }
}
