// The associate on a language model: the best passages the retrieval found go to the model as
// numbered sources, the model writes the answer with markers like [2] after what each source
// says, and every marker is checked before the answer is final: a marker naming no source, or
// beside a quote that is not in that source's page, is dropped and counted (the answer says so).
import type { AnswerCitation, SourcePage } from './associate'
import { verifyQuote } from './citations'

/** The reply a model gives when the sources do not answer. */
export const MODEL_NOT_FOUND = 'NOT_FOUND'
/** Characters of context on each side of a passage sent as a source. */
const CONTEXT_CHARS = 300

export const ASSOCIATE_SYSTEM_PROMPT = [
  'You are a litigation associate answering a lawyer’s question about a matter.',
  'Answer only from the numbered sources below; never use outside knowledge and never guess.',
  'After every statement taken from a source, put its number in square brackets, like [2].',
  'When the exact words matter, quote them in double quotes just before the marker.',
  `If the sources do not answer the question, reply with exactly ${MODEL_NOT_FOUND} and nothing else.`,
  'Be brief and precise: a few sentences or a short list.',
].join('\n')

/** One numbered source as the model reads it: a window of a page around a retrieved passage. */
export type ModelSource = { n: number; page: SourcePage; citation: AnswerCitation; text: string }

function window(text: string, start: number, end: number) {
  let from = Math.max(0, start - CONTEXT_CHARS)
  let to = Math.min(text.length, end + CONTEXT_CHARS)
  // Whole words at both ends.
  while (from > 0 && /\S/.test(text[from - 1]!)) from--
  while (to < text.length && /\S/.test(text[to]!)) to++
  return text.slice(from, to).replace(/\s+/g, ' ').trim()
}

/** The sources for a model: the retrieved passages with their context, numbered from 1. */
export function modelSources(citations: AnswerCitation[], pages: SourcePage[]): ModelSource[] {
  const sources: ModelSource[] = []
  for (const citation of citations) {
    const page = pages.find((p) => p.documentId === citation.documentId && p.page === citation.page)
    if (!page) continue
    sources.push({
      n: sources.length + 1,
      page,
      citation,
      text: window(page.text, citation.start, citation.end),
    })
  }
  return sources
}

/** The prompt: earlier turns for context, the question, and the numbered sources. */
export function associatePrompt(
  question: string,
  sources: ModelSource[],
  history: { question: string; answer: string }[] = [],
) {
  const earlier = history
    .map((turn) => `Earlier question: ${turn.question}\nEarlier answer: ${turn.answer}`)
    .join('\n\n')
  const listed = sources
    .map((s) => `[${s.n}] ${s.page.documentName}, page ${s.page.page}\n${s.text}`)
    .join('\n\n')
  return `${earlier ? `${earlier}\n\n` : ''}Question: ${question}\n\nSources:\n${listed}\n`
}

const MARKER = /\[(\d{1,3})\]/g
const QUOTED_BEFORE = /[“"]([^“”"]{4,600})[”"]\s*[,.;:]?\s*$/

/** The model's answer checked: markers renumbered in order of use, bad ones dropped and counted. */
export function checkModelAnswer(reply: string, sources: ModelSource[]) {
  const text = reply.trim()
  if (text === '' || text.replace(/[.\s]/g, '') === MODEL_NOT_FOUND) {
    return { notFound: true as const }
  }
  const citations: AnswerCitation[] = []
  const numberFor = new Map<string, number>()
  let dropped = 0
  let checked = ''
  let last = 0
  for (const match of text.matchAll(MARKER)) {
    const before = text.slice(last, match.index)
    checked += before
    last = match.index + match[0].length
    const source = sources.find((s) => s.n === Number(match[1]))
    if (!source) {
      dropped++
      checked = checked.replace(/\s+$/, '')
      continue
    }
    let citation = source.citation
    const quoted = QUOTED_BEFORE.exec(checked)?.[1]
    if (quoted) {
      const found = verifyQuote([source.page], quoted)
      if (!found.found) {
        dropped++
        checked = checked.replace(/\s+$/, '')
        continue
      }
      citation = {
        ...citation,
        start: found.start,
        end: found.end,
        quote: source.page.text.slice(found.start, found.end),
      }
    }
    const key = `${citation.documentId}:${citation.page}:${citation.start}:${citation.end}`
    let n = numberFor.get(key)
    if (n === undefined) {
      n = citations.length + 1
      numberFor.set(key, n)
      citations.push({ ...citation, n })
    }
    checked += `[${n}]`
  }
  checked += text.slice(last)
  return {
    notFound: false as const,
    text: checked.replace(/[ \t]+([.,;:])/g, '$1'),
    citations,
    dropped,
  }
}
