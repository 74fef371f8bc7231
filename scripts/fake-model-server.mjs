// A fake OpenAI-compatible model server for the end-to-end suite (targets A1 and A6): it answers
// /v1/chat/completions the way a model asked a review table's questions would, from the prompt
// alone, streams the associate's answers (server-sent events), and records what it was sent.
// GET /requests lists the bodies received (the suite checks that no matter text arrives without
// the matter's consent); DELETE /requests forgets them. A question containing "(misquote)" is
// answered with a quote that is in no document. A question ending in "??" is held after its first
// words until POST /release names it (a test that acts mid-answer never races the clock).
//
//   node scripts/fake-model-server.mjs --port 3400
import http from 'node:http'

const portAt = process.argv.indexOf('--port')
const port = Number(portAt >= 0 ? process.argv[portAt + 1] : 3400)
const received = []

/** The table prompt's questions and first page, as convex/ai/model/tableAnswers.ts writes them. */
function answer(prompt) {
  const questions = [...prompt.matchAll(/^- id "([^"]+)" \((\w+)\): (.*)$/gm)]
  const page = /\[Page (\d+)\]\n([^\n]+)/.exec(prompt)
  const firstLine = page ? page[2].trim().slice(0, 80) : ''
  return JSON.stringify({
    answers: questions.map(([, id, type, question]) =>
      question.includes('(misquote)')
        ? {
            id,
            value: 'Invented value',
            quote: 'A passage that appears in no document of this matter.',
            page: 1,
            confidence: 0.9,
            rationale: 'Made up on purpose.',
          }
        : type === 'text' && firstLine
          ? {
              id,
              value: firstLine,
              quote: firstLine,
              page: Number(page[1]),
              confidence: 0.8,
              rationale: 'The first line of the document.',
            }
          : {
              id,
              value: null,
              quote: '',
              page: null,
              confidence: 0.2,
              rationale: 'Not answered by the fake model.',
            },
    ),
  })
}

/**
 * The associate's prompt (convex/ai/model/associateModel.ts): the first sentence of source 1,
 * quoted with marker [1]. A question ending in "?!" also gets a quote that is in no source and a
 * marker naming no source (punctuation, so the retrieval reads the same words); no sources gives
 * NOT_FOUND.
 */
function associateAnswer(prompt) {
  const question = /^Question: (.*)$/m.exec(prompt)?.[1] ?? ''
  const source = /^\[1\] .*\n(.*)$/m.exec(prompt)?.[1]
  if (!source) return 'NOT_FOUND'
  const sentence = /^.*?[.!?](?=\s|$)/.exec(source)?.[0] ?? source
  const answer = `According to the documents, "${sentence.trim()}" [1].`
  return question.trimEnd().endsWith('?!')
    ? `${answer} They also say "words that appear in no document of this matter" [1], see [7].`
    : answer
}

/**
 * A module's draft (convex/modules/model/modelDraft.ts opens its prompt with Module: and Instructions:):
 * a heading with the module's name, source 1's first sentence quoted with [1], then a bullet per
 * further source (at most three). Instructions containing "(misquote)" also get a quote that is
 * in no document and a marker naming no source.
 */
function draftAnswer(prompt) {
  const name = /^Module: (.*)$/m.exec(prompt)?.[1] ?? 'Draft'
  const sources = [...prompt.matchAll(/^\[(\d+)\] .*\n(.*)$/gm)]
  if (sources.length === 0) return 'NOT_FOUND'
  const sentence = (text) => (/^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text).trim()
  const lines = [`# ${name}`, '', `The documents say: "${sentence(sources[0][2])}" [1].`, '']
  for (const [, n, text] of sources.slice(1, 4)) lines.push(`- ${sentence(text)} [${n}]`)
  if (/^Instructions: .*\(misquote\)/m.test(prompt)) {
    lines.push('', 'They also say "words that appear in no document of this matter" [1], see [9].')
  }
  return lines.join('\n')
}

/** A streamed word every 20 ms: a stream, but no test waits on a local model's pace. */
const WORD_MS = 20
/** The words a held answer shows before it waits for its release. */
const WORDS_BEFORE_HOLD = 6
/** How long an answer is held at most. */
const HOLD_MAX_MS = 30_000
/** Held answers by question: each resumes when POST /release names its question. */
const held = new Map()

/**
 * A streamed reply as server-sent events. With `holdFor` (a question), it stops after its first
 * words until the question is released, or until its client goes away (Stop).
 */
function stream(response, text, holdFor) {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
  const chunk = (delta, finish = null) =>
    `data: ${JSON.stringify({
      id: `chatcmpl-${received.length}`,
      object: 'chat.completion.chunk',
      created: Math.floor(Date.now() / 1000),
      model: 'fake-model',
      choices: [{ index: 0, delta, finish_reason: finish }],
    })}\n\n`
  const words = text.match(/\S+\s*/g) ?? []
  response.write(chunk({ role: 'assistant', content: '' }))
  let index = 0
  const next = () => {
    if (response.destroyed) return
    if (holdFor && index === WORDS_BEFORE_HOLD) {
      // A stopped answer is never released: it ends on its own after a while, so no call of the
      // backend is left waiting on it.
      const fallback = setTimeout(next, HOLD_MAX_MS)
      const resume = () => {
        clearTimeout(fallback)
        next()
      }
      held.set(holdFor, [...(held.get(holdFor) ?? []), resume])
      holdFor = undefined
      return
    }
    if (index < words.length) {
      response.write(chunk({ content: words[index++] }))
      setTimeout(next, WORD_MS)
      return
    }
    response.write(chunk({}, 'stop'))
    response.end('data: [DONE]\n\n')
  }
  next()
}

const server = http.createServer((request, response) => {
  let body = ''
  request.on('data', (chunk) => (body += chunk))
  request.on('end', () => {
    if (request.url === '/requests') {
      if (request.method === 'DELETE') received.length = 0
      response.writeHead(200, { 'content-type': 'application/json' })
      return response.end(JSON.stringify(received))
    }
    if (request.url === '/release' && request.method === 'POST') {
      const { question } = JSON.parse(body)
      const waiting = held.get(question) ?? []
      held.delete(question)
      for (const resume of waiting) resume()
      response.writeHead(200, { 'content-type': 'application/json' })
      return response.end(JSON.stringify({ released: waiting.length }))
    }
    if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
      response.writeHead(404)
      return response.end()
    }
    received.push(body)
    const messages = JSON.parse(body).messages ?? []
    const prompt = messages.map((m) => (typeof m.content === 'string' ? m.content : '')).join('\n')
    if (/^Module: .*\nInstructions: /m.test(prompt)) return stream(response, draftAnswer(prompt))
    if (prompt.includes('\nSources:\n')) {
      const question = /^Question: (.*)$/m.exec(prompt)?.[1] ?? ''
      return stream(
        response,
        associateAnswer(prompt),
        question.trimEnd().endsWith('??') ? question : undefined,
      )
    }
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(
      JSON.stringify({
        id: `chatcmpl-${received.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: 'fake-model',
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: answer(prompt) },
            finish_reason: 'stop',
          },
        ],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      }),
    )
  })
})

server.listen(port, '127.0.0.1', () =>
  console.log(`fake model server on http://127.0.0.1:${port}/v1`),
)
