// A fake firm workflow engine (an n8n webhook stand-in) for the end-to-end suite: POST
// /webhook/<name> takes a run when its signature is the installation's (the same scheme as
// convex/modules/workflow/signature.ts, written again here so the check is independent of it),
// answers 202, then posts a signed draft to the run's callback URL. GET /requests lists the runs
// received (the suite checks that no matter text arrives without consent).
//
//   CASEFILE_WORKFLOW_SECRET=… node scripts/fake-workflow-engine.mjs --port 3960
import { createHmac, timingSafeEqual } from 'node:crypto'
import http from 'node:http'

const portAt = process.argv.indexOf('--port')
const port = Number(portAt >= 0 ? process.argv[portAt + 1] : 3960)
const secret = process.env.CASEFILE_WORKFLOW_SECRET ?? ''
const received = []

const signature = (timestamp, body) =>
  `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`

function genuine(request, body) {
  const timestamp = request.headers['x-casefile-timestamp'] ?? ''
  const given = Buffer.from(String(request.headers['x-casefile-signature'] ?? ''))
  const expected = Buffer.from(signature(timestamp, body))
  return (
    secret !== '' &&
    given.length === expected.length &&
    timingSafeEqual(given, expected) &&
    Math.abs(Date.now() - Number(timestamp)) < 5 * 60_000
  )
}

/** The draft the engine writes: what it was given, so a test sees what reached it. */
function draftFor(run) {
  const documents = run.documents.map((document) => `- ${document.name}`).join('\n')
  return {
    status: 'done',
    title: `Engine memo: ${run.matter?.name ?? 'a matter kept offline'}`,
    text: [
      '# Memo from the workflow engine',
      '',
      `Workflow ${run.module.n8nWorkflowId ?? 'unnamed'} read ${run.documents.length} documents.`,
      '',
      documents,
    ].join('\n'),
  }
}

async function callBack(run) {
  const body = JSON.stringify(draftFor(run))
  const timestamp = Date.now()
  await fetch(run.callbackUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-casefile-timestamp': String(timestamp),
      'x-casefile-signature': signature(timestamp, body),
    },
    body,
  })
}

const server = http.createServer(async (request, response) => {
  const chunks = []
  for await (const chunk of request) chunks.push(chunk)
  const body = Buffer.concat(chunks).toString('utf8')
  if (request.method === 'GET' && request.url === '/requests') {
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify(received))
    return
  }
  if (request.method !== 'POST' || !request.url?.startsWith('/webhook/')) {
    response.writeHead(404).end()
    return
  }
  if (!genuine(request, body)) {
    response.writeHead(401).end()
    return
  }
  const run = JSON.parse(body)
  received.push(run)
  response.writeHead(202).end()
  // The answer comes later, as an engine's would.
  setTimeout(() => void callBack(run).catch((error) => console.error(error)), 300)
})

server.listen(port, '127.0.0.1', () => {
  console.info(`fake workflow engine on http://127.0.0.1:${port}`)
})
