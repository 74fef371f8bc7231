// The AI layer's contract (targets A1 and A6): one table run gives checked answers on the offline
// model, the scripted model and a fake OpenAI-compatible server on 127.0.0.1; without the matter's
// consent that server receives nothing, and every call that does carry matter text is audited.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { api } from '../_generated/api'
import { code } from '../testing/test.firm'
import { dossierFirm, insertDocument } from '../testing/test.dossier'
import { drain, makeTest, type TestConvex } from '../testing/test.setup'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllEnvs()
})

const PAGE =
  'The settlement agreement was signed on June 9, 2022 by both parties. SECRET-MATTER-TEXT.'

async function matterWithTable(
  t: TestConvex,
  columns: { label: string; type: string; prompt: string }[],
) {
  const f = await dossierFirm(t)
  await insertDocument(t, {
    projectId: f.projectId,
    name: 'Settlement.pdf',
    pages: [PAGE],
    uploadedBy: f.admin.userId,
  })
  const { tableId } = await f.admin.as.mutation(api.review.tables.create, {
    projectId: f.projectId,
    name: 'Review',
    columns,
  })
  await f.admin.as.mutation(api.review.tables.addDocuments, {
    id: tableId,
    source: { kind: 'all' },
  })
  return { ...f, tableId }
}

async function cells(f: Awaited<ReturnType<typeof matterWithTable>>) {
  const table = await f.admin.as.query(api.review.tables.get, { id: f.tableId })
  const page = await f.admin.as.query(api.review.tables.getWithDocuments, {
    id: f.tableId,
    paginationOpts: { numItems: 10, cursor: null },
  })
  return {
    run: table.run!,
    byLabel: (label: string) =>
      page.page[0]!.cells[table.columns.find((c) => c.label === label)!.id]!,
  }
}

/**
 * Waits with real timers until the table's latest run is over: the model calls go over a real
 * socket, whose timeouts fake timers would fire at once.
 */
async function settled(f: Awaited<ReturnType<typeof matterWithTable>>) {
  await vi.waitFor(
    async () => {
      const table = await f.admin.as.query(api.review.tables.get, { id: f.tableId })
      expect(table.run?.state).toBe('done')
    },
    { timeout: 20_000, interval: 50 },
  )
}

/** A fake OpenAI-compatible server: records every request body, answers with `reply(body)`. */
async function fakeModelServer(reply: (body: string) => string) {
  const bodies: string[] = []
  const server = http.createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      bodies.push(body)
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(
        JSON.stringify({
          id: 'chatcmpl-1',
          object: 'chat.completion',
          created: 1,
          model: 'fake-model',
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: reply(body) },
              finish_reason: 'stop',
            },
          ],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        }),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/v1`,
    bodies,
    close: () => new Promise((r) => server.close(r)),
  }
}

const SIGNED = {
  label: 'Signed',
  type: 'date',
  prompt: 'When was the settlement agreement signed?',
}

describe('the AI layer', () => {
  test('offline by default: the run says which model answered, and nothing leaves the machine', async () => {
    const t = makeTest()
    const f = await matterWithTable(t, [SIGNED])
    expect(
      await f.admin.as.query(api.ai.settings.matterSettings, { projectId: f.projectId }),
    ).toMatchObject({
      mode: 'offline',
      provider: { configured: false },
      canChange: true,
    })
    await f.admin.as.mutation(api.review.tables.run, { id: f.tableId })
    await drain(t)
    const { run, byLabel } = await cells(f)
    expect(run).toMatchObject({ state: 'done', model: 'offline' })
    expect(byLabel('Signed')).toMatchObject({ value: '2022-06-09', citation: 'verified' })
  })

  test('the scripted model goes through the model path; a quote not in the document is flagged', async () => {
    vi.stubEnv('AI_PROVIDER', 'scripted')
    const t = makeTest()
    const f = await matterWithTable(t, [
      SIGNED,
      { label: 'Made up', type: 'text', prompt: 'Who else signed? (scripted: misquote)' },
    ])
    await f.admin.as.mutation(api.review.tables.run, { id: f.tableId })
    await drain(t)
    const { run, byLabel } = await cells(f)
    expect(run).toMatchObject({ state: 'done', model: 'scripted test model', done: 2 })
    expect(byLabel('Signed')).toMatchObject({ value: '2022-06-09', citation: 'verified' })
    expect(byLabel('Made up')).toMatchObject({ citation: 'notFound', source: null })
  })

  test('a configured server gets no matter text without consent; with it, each call is audited', async () => {
    const server = await fakeModelServer((body) => {
      const id = /id \\"(col_\w+)\\" \(date\)/.exec(body)?.[1]
      const other = /id \\"(col_\w+)\\" \(text\)/.exec(body)?.[1]
      return JSON.stringify({
        answers: [
          {
            id,
            value: '2022-06-09',
            quote: 'signed on June 9, 2022',
            page: 1,
            confidence: 0.9,
            rationale: 'Stated.',
          },
          {
            id: other,
            value: 'Both parties',
            quote: 'signed by the chief executive',
            page: 1,
            confidence: 0.8,
            rationale: 'Invented.',
          },
        ],
      })
    })
    try {
      vi.stubEnv('AI_BASE_URL', server.url)
      vi.stubEnv('AI_MODEL', 'fake-model')
      const t = makeTest()
      const f = await matterWithTable(t, [
        SIGNED,
        { label: 'Signatories', type: 'text', prompt: 'Who signed?' },
      ])
      expect(
        await f.admin.as.query(api.ai.settings.matterSettings, { projectId: f.projectId }),
      ).toMatchObject({
        mode: 'offline',
        provider: { configured: true, model: 'fake-model', host: new URL(server.url).host },
      })
      await f.admin.as.mutation(api.review.tables.run, { id: f.tableId })
      await settled(f)
      expect(server.bodies).toEqual([])
      expect((await cells(f)).run.model).toBe('offline')

      await expect(
        f.member.as.mutation(api.ai.settings.setMatterMode, {
          projectId: f.projectId,
          mode: 'external',
        }),
      ).rejects.toMatchObject(code('FORBIDDEN'))
      await f.admin.as.mutation(api.ai.settings.setMatterMode, {
        projectId: f.projectId,
        mode: 'external',
      })
      await f.admin.as.mutation(api.review.tables.run, { id: f.tableId, mode: 'all' })
      await settled(f)
      expect(server.bodies).toHaveLength(1)
      expect(server.bodies[0]).toContain('SECRET-MATTER-TEXT')
      const { run, byLabel } = await cells(f)
      expect(run.model).toBe(`fake-model at ${new URL(server.url).host}`)
      expect(byLabel('Signed')).toMatchObject({
        value: '2022-06-09',
        citation: 'verified',
        quote: 'signed on June 9, 2022',
      })
      expect(byLabel('Signatories')).toMatchObject({ citation: 'notFound', source: null })

      const activity = await f.admin.as.query(api.matters.projects.activity, {
        projectId: f.projectId,
      })
      const sent = activity.filter((event) => event.action === 'ai.external_call')
      expect(sent).toHaveLength(1)
      expect(sent[0]!.summary).toMatch(
        /^Sent [\d,]+ characters of Settlement\.pdf to fake-model at 127\.0\.0\.1:\d+ for the table Review$/,
      )
      expect(activity.some((event) => event.action === 'project.ai_mode_changed')).toBe(true)
    } finally {
      await server.close()
    }
  })
})
