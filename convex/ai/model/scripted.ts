// The scripted test model (AI_PROVIDER=scripted): answers the way a model would, from the prompt
// alone and deterministically, so tests run the model path (prompt, reply, parsing, citation
// checks) with no network. For a review table it reads the questions and pages back out of the
// prompt and answers them with the offline extractor. A question containing "(scripted:
// misquote)" gets a quote that is not in the document, to prove such quotes are flagged.
import type { Column } from '../../../shared/reviewValidators'
import { COLUMN_TYPES } from '../../../shared/reviewValidators'
import { extractField } from './extract'

const QUESTION = /^- id "([^"]+)" \((\w+)\): (.*)$/gm
const PAGE = /\[Page (\d+)\]\n([\s\S]*?)(?=\n\n\[Page \d+\]\n|\s*$)/g
export const MISQUOTE_MARK = '(scripted: misquote)'

function questions(prompt: string): Column[] {
  const columns: Column[] = []
  for (const match of prompt.matchAll(QUESTION)) {
    const [, id, type, rest] = match as unknown as [string, string, string, string]
    if (!(COLUMN_TYPES as readonly string[]).includes(type)) continue
    const optionsAt = rest.lastIndexOf(' Options: ')
    const options =
      optionsAt >= 0
        ? rest
            .slice(optionsAt + ' Options: '.length)
            .replace(/\.$/, '')
            .split(' | ')
        : undefined
    const text = optionsAt >= 0 ? rest.slice(0, optionsAt) : rest
    const dot = text.indexOf('. ')
    columns.push({
      id,
      type: type as Column['type'],
      label: dot >= 0 ? text.slice(0, dot) : text,
      prompt: dot >= 0 ? text.slice(dot + 2) : text,
      ...(options ? { options } : {}),
    })
  }
  return columns
}

function pages(prompt: string) {
  const documentAt = prompt.indexOf('\nDocument')
  const body = documentAt >= 0 ? prompt.slice(prompt.indexOf('\n', documentAt + 1) + 1) : ''
  return [...body.matchAll(PAGE)].map((match) => ({ page: Number(match[1]), text: match[2]! }))
}

const SOURCE = /^\[(\d+)\] .*\n(.*)$/gm

/**
 * The associate's scripted reply: the first sentence of source 1, quoted and cited; NOT_FOUND
 * when there are no sources; to a question ending in "?!", a made-up quote and a marker naming
 * no source as well (both must be dropped). Punctuation, so the retrieval reads the same words.
 */
function associateReply(prompt: string) {
  const question = /^Question: (.*)$/m.exec(prompt)?.[1] ?? ''
  const sources = [...prompt.matchAll(SOURCE)].map((m) => ({ n: Number(m[1]), text: m[2]! }))
  if (sources.length === 0) return 'NOT_FOUND'
  const first = /^.*?[.!?](?=\s|$)/.exec(sources[0]!.text)?.[0] ?? sources[0]!.text
  const answer = `The documents say: "${first.trim()}" [1].`
  if (!question.trimEnd().endsWith('?!')) return answer
  return `${answer} They also say "a sentence that appears nowhere in the sources" [1], as source [9] confirms.`
}

/**
 * A module's scripted draft (the prompt of modules/model/modelDraft.ts opens with Module: and
 * Instructions:): a heading with the module's
 * name, the first sentence of source 1 as a paragraph, then one bullet per further source; with
 * "(scripted: misquote)" in the instructions, a made-up quote and a marker naming no source too.
 */
function draftReply(prompt: string) {
  const name = /^Module: (.*)$/m.exec(prompt)?.[1] ?? 'Draft'
  const sources = [...prompt.matchAll(SOURCE)].map((m) => ({ n: Number(m[1]), text: m[2]! }))
  if (sources.length === 0) return 'NOT_FOUND'
  const sentence = (text: string) => (/^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text).trim()
  const [first, ...rest] = sources
  const lines = [`# ${name}`, '', `The documents say: "${sentence(first!.text)}" [1].`, '']
  for (const source of rest.slice(0, 3)) lines.push(`- ${sentence(source.text)} [${source.n}]`)
  if (/^Instructions: .*\(scripted: misquote\)/m.test(prompt)) {
    lines.push('', 'They also say "a sentence that appears nowhere in the sources" [1], see [9].')
  }
  return lines.join('\n')
}

/** The scripted reply to a prompt: JSON answers for a table prompt, a plain line otherwise. */
export function scriptedReply(prompt: string): string {
  if (/^Module: .*\nInstructions: /m.test(prompt)) return draftReply(prompt)
  if (prompt.includes('\nSources:\n')) return associateReply(prompt)
  const columns = questions(prompt)
  if (columns.length === 0) return 'The scripted model has nothing to say.'
  const read = pages(prompt)
  const answers = columns.map((column) => {
    if (column.prompt.includes(MISQUOTE_MARK)) {
      return {
        id: column.id,
        value: 'An answer the document does not give',
        quote: 'A sentence that appears nowhere in this document.',
        page: 1,
        confidence: 0.9,
        rationale: 'Scripted to cite a passage that does not exist.',
      }
    }
    const field = extractField(column, read)
    return {
      id: column.id,
      value: field.value,
      quote: field.quote,
      page: field.source?.page ?? null,
      confidence: field.confidence,
      rationale: field.rationale,
    }
  })
  return JSON.stringify({ answers })
}
