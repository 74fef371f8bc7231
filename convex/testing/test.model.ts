// A fake OpenAI-compatible server on 127.0.0.1 that streams (server-sent events) the way a chat
// model does: it quotes the first sentence of the first source it was given, with marker [1].
// Two dots in the name: never deployed.
import http from 'node:http'
import type { AddressInfo } from 'node:net'

function reply(body: string) {
  const messages = (JSON.parse(body) as { messages?: { content?: unknown }[] }).messages ?? []
  const prompt = messages.map((m) => (typeof m.content === 'string' ? m.content : '')).join('\n')
  const source = /^\[1\] .*\n(.*)$/m.exec(prompt)?.[1]
  if (!source) return 'NOT_FOUND'
  const sentence = /^.*?[.!?](?=\s|$)/.exec(source)?.[0] ?? source
  return `According to the documents, "${sentence}" [1].`
}

export async function startStreamingModel() {
  const bodies: string[] = []
  const server = http.createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      bodies.push(body)
      response.writeHead(200, { 'content-type': 'text/event-stream' })
      const words = reply(body).match(/\S+\s*/g) ?? []
      const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
        `data: ${JSON.stringify({
          id: 'chatcmpl-1',
          object: 'chat.completion.chunk',
          created: 1,
          model: 'fake-model',
          choices: [{ index: 0, delta, finish_reason: finish }],
        })}\n\n`
      response.write(chunk({ role: 'assistant', content: '' }))
      for (const word of words) response.write(chunk({ content: word }))
      response.write(chunk({}, 'stop'))
      response.end('data: [DONE]\n\n')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/v1`,
    bodies,
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}
