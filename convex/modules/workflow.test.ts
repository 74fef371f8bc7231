// @vitest-environment node
// The workflow-engine runner against a fake engine on 127.0.0.1: what it receives (signed, and
// without the matter's text unless the matter consented), the callback that completes the draft,
// the callbacks refused, and the failures a user is told about.
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { api } from '../_generated/api'
import type { Id } from '../_generated/dataModel'
import { dossierFirm, insertDocument } from '../testing/test.dossier'
import { drain, makeTest, type TestConvex } from '../testing/test.setup'
import { CALLBACK_PATH } from './workflow/payload'
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, sign, verify } from './workflow/signature'

const SECRET = 'the installation’s shared workflow secret'
const CANARY = 'Confidential merger terms 7Q2X'

type Received = { body: string; json: Record<string, unknown>; signature: string }

/** The fake engine: records each request whose signature it verified, and answers as told. */
let mode: 'accept' | 'hang' | 'error' = 'accept'
let received: Received[] = []
let refused = 0
let server: Server
let engineUrl = ''

async function readBody(request: IncomingMessage) {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

beforeAll(async () => {
  server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request)
      const verdict = await verify(
        SECRET,
        {
          timestamp: request.headers[TIMESTAMP_HEADER] as string,
          signature: request.headers[SIGNATURE_HEADER] as string,
        },
        body,
        Date.now(),
      )
      if (verdict !== 'ok') {
        refused++
        response.writeHead(401).end()
        return
      }
      received.push({
        body,
        json: JSON.parse(body) as Record<string, unknown>,
        signature: request.headers[SIGNATURE_HEADER] as string,
      })
      if (mode === 'hang') return
      response.writeHead(mode === 'error' ? 503 : 202).end()
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  engineUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook/casefile`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
  mode = 'accept'
  received = []
  refused = 0
  vi.stubEnv('CASEFILE_WORKFLOW_SECRET', SECRET)
  vi.stubEnv('CASEFILE_WORKFLOW_ALLOW_LOOPBACK', '1')
  vi.stubEnv('CASEFILE_WORKFLOW_TIMEOUT_MS', '300')
})

afterEach(() => {
  vi.unstubAllEnvs()
  vi.useRealTimers()
})

async function setup({ consent }: { consent: boolean }) {
  const t = makeTest()
  const people = await dossierFirm(t)
  const { documentId } = await insertDocument(t, {
    projectId: people.projectId,
    name: 'Term sheet.pdf',
    pages: [`${CANARY}: the merger closed on May 1, 2020.`],
    uploadedBy: people.admin.userId,
  })
  if (consent) {
    await t.run((ctx) => ctx.db.patch('projects', people.projectId, { aiMode: 'external' }))
  }
  const moduleId = await t.run((ctx) =>
    ctx.db.insert('modules', {
      name: 'Engine memo',
      slug: 'engine-memo',
      isActive: true,
      endpointUrl: engineUrl,
      n8nWorkflowId: 'wf-memo-12',
      inputs: [{ kind: 'text', required: false }],
      produces: 'summary',
      updatedAt: Date.now(),
    }),
  )
  return { t, ...people, documentId, moduleId }
}

/** Starts a run and waits until the engine has it (the request goes out in a scheduled action). */
async function runAndDeliver(
  t: TestConvex,
  as: Awaited<ReturnType<typeof setup>>['member']['as'],
  projectId: Id<'projects'>,
  moduleId: Id<'modules'>,
) {
  const { draftId } = await as.mutation(api.modules.runs.start, {
    projectId,
    moduleId,
    inputs: { text: `Summarise ${CANARY}` },
  })
  await vi.waitFor(() => expect(received).toHaveLength(1))
  await t.finishInProgressScheduledFunctions()
  return draftId
}

/** Posts to the callback as the engine would, signed with `secret` at `at`. */
async function callback(
  t: TestConvex,
  callbackUrl: string,
  answer: unknown,
  { secret = SECRET, at = Date.now() } = {},
) {
  const url = new URL(callbackUrl)
  const body = JSON.stringify(answer)
  return await t.fetch(`${url.pathname}${url.search}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [TIMESTAMP_HEADER]: String(at),
      [SIGNATURE_HEADER]: await sign(secret, at, body),
    },
    body,
  })
}

describe('the workflow-engine runner', () => {
  test('the engine gets a signed request, and its signed callback completes the draft', async () => {
    const { t, member, projectId, moduleId } = await setup({ consent: true })
    const draftId = await runAndDeliver(t, member.as, projectId, moduleId)
    // The engine verified the signature (it records only verified requests, and refused none).
    expect(refused).toBe(0)
    const { json } = received[0]!
    expect(json).toMatchObject({
      runId: draftId,
      consent: true,
      module: { slug: 'engine-memo', n8nWorkflowId: 'wf-memo-12' },
      inputs: { text: `Summarise ${CANARY}` },
    })
    // With consent, the matter's documents go with the run.
    expect(JSON.stringify(json.documents)).toContain(CANARY)
    const callbackUrl = json.callbackUrl as string
    expect(callbackUrl).toContain(`${CALLBACK_PATH}?run=${draftId}&token=`)
    expect(await member.as.query(api.modules.drafts.get, { draftId })).toMatchObject({
      status: 'writing',
    })

    const done = await callback(t, callbackUrl, {
      status: 'done',
      title: 'Merger memo',
      text: '# Summary\n\nThe merger closed.\n\n- First point\n- Second point',
    })
    expect(done.status).toBe(200)
    const draft = await member.as.query(api.modules.drafts.get, { draftId })
    expect(draft).toMatchObject({ status: 'draft', title: 'Merger memo', citations: [] })
    expect(draft.blocks).toEqual([
      { type: 'heading', level: 1, text: 'Summary' },
      { type: 'paragraph', text: 'The merger closed.', cites: [] },
      {
        type: 'list',
        ordered: false,
        items: [
          { text: 'First point', cites: [] },
          { text: 'Second point', cites: [] },
        ],
      },
    ])
    // The token opened the run once; a second answer finds it ended.
    expect((await callback(t, callbackUrl, { status: 'done', text: 'Again' })).status).toBe(409)
  })

  test('without the matter’s consent, no text of it reaches the engine', async () => {
    const { t, member, projectId, moduleId } = await setup({ consent: false })
    await runAndDeliver(t, member.as, projectId, moduleId)
    const { body, json } = received[0]!
    expect(json).toMatchObject({ consent: false, matter: null, documents: [] })
    expect(body).not.toContain(CANARY)
    expect(body).not.toContain('Term sheet')
    expect(body).not.toContain('Acme')
  })

  test('a bad signature, a stale timestamp, a wrong token or a bad body change nothing', async () => {
    const { t, member, projectId, moduleId } = await setup({ consent: true })
    const draftId = await runAndDeliver(t, member.as, projectId, moduleId)
    const callbackUrl = received[0]!.json.callbackUrl as string
    const answer = { status: 'done', text: 'Forged' }

    const forged = await callback(t, callbackUrl, answer, { secret: 'not the secret' })
    expect(forged.status).toBe(401)
    expect(await forged.json()).toEqual({ error: 'Bad signature' })
    const stale = await callback(t, callbackUrl, answer, { at: Date.now() - 10 * 60_000 })
    expect(stale.status).toBe(401)
    expect(await stale.json()).toEqual({ error: 'Stale timestamp' })
    const wrongToken = callbackUrl.replace(/token=[^&]+/, 'token=guessed')
    expect((await callback(t, wrongToken, answer)).status).toBe(404)
    expect((await callback(t, callbackUrl, { status: 'maybe' })).status).toBe(400)
    const unsigned = await t.fetch(new URL(callbackUrl).pathname + new URL(callbackUrl).search, {
      method: 'POST',
      body: JSON.stringify(answer),
    })
    expect(unsigned.status).toBe(401)

    const draft = await member.as.query(api.modules.drafts.get, { draftId })
    expect(draft.status).toBe('writing')
    expect(JSON.stringify(draft.blocks)).not.toContain('Forged')
  })

  test('an engine that does not answer in time fails the run after its retries, with the reason', async () => {
    const { t, member, projectId, moduleId } = await setup({ consent: true })
    mode = 'hang'
    const { draftId } = await member.as.mutation(api.modules.runs.start, {
      projectId,
      moduleId,
      inputs: {},
    })
    await drain(t)
    expect(received).toHaveLength(3)
    const draft = await member.as.query(api.modules.drafts.get, { draftId })
    expect(draft).toMatchObject({
      status: 'failed',
      error: 'The workflow engine did not answer within 0.3 seconds (after 3 tries).',
    })
  })

  test('an engine that refuses is retried; the engine’s own failure is the run’s reason', async () => {
    const { t, member, projectId, moduleId } = await setup({ consent: true })
    mode = 'error'
    const { draftId } = await member.as.mutation(api.modules.runs.start, {
      projectId,
      moduleId,
      inputs: {},
    })
    await drain(t)
    expect(await member.as.query(api.modules.drafts.get, { draftId })).toMatchObject({
      status: 'failed',
      error: 'The workflow engine answered HTTP 503 (after 3 tries).',
    })

    mode = 'accept'
    received = []
    const next = await runAndDeliver(t, member.as, projectId, moduleId)
    const failed = await callback(t, received[0]!.json.callbackUrl as string, {
      status: 'failed',
      reason: 'the n8n workflow is switched off',
    })
    expect(failed.status).toBe(200)
    expect(await member.as.query(api.modules.drafts.get, { draftId: next })).toMatchObject({
      status: 'failed',
      error: 'The workflow engine could not finish: the n8n workflow is switched off',
    })
  })

  test('addresses the operator has not allowed are never called, and the run says why', async () => {
    const { t, member, projectId, moduleId } = await setup({ consent: true })
    // Loopback is the operator's choice; without it the module cannot run here at all.
    vi.stubEnv('CASEFILE_WORKFLOW_ALLOW_LOOPBACK', '')
    await expect(
      member.as.mutation(api.modules.runs.start, { projectId, moduleId, inputs: {} }),
    ).rejects.toMatchObject({
      data: { code: 'CONFLICT', message: 'Engine memo cannot run on this installation yet' },
    })
    // An address changed after the run started is checked again before the request.
    vi.stubEnv('CASEFILE_WORKFLOW_ALLOW_LOOPBACK', '1')
    const { draftId } = await member.as.mutation(api.modules.runs.start, {
      projectId,
      moduleId,
      inputs: {},
    })
    await t.run((ctx) =>
      ctx.db.patch('modules', moduleId, { endpointUrl: 'https://169.254.169.254/latest' }),
    )
    await drain(t)
    expect(received).toHaveLength(0)
    expect(await member.as.query(api.modules.drafts.get, { draftId })).toMatchObject({
      status: 'failed',
      error:
        'The workflow address is a private or reserved address, which this installation does not allow.',
    })
  })
})
