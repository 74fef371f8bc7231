// @vitest-environment node
// The model runner: offline quotes for a matter without consent, the scripted model's draft with
// its markers checked, an external model that hears nothing without consent and is audited with
// it, and the failures a user is told about.
import { afterEach, describe, expect, test, vi } from 'vitest'
import { api, internal } from '../_generated/api'
import type { Id } from '../_generated/dataModel'
import { dossierFirm, expectQuotesInPages, insertDocument } from '../testing/test.dossier'
import { startStreamingModel } from '../testing/test.model'
import { drain, makeTest, type TestConvex } from '../testing/test.setup'
import { unresolvedPlaceholders } from './templates/findings'
import { NO_PASSAGES } from './modelRuns'

const CANARY = 'Quillfeather 7Q2X'
const REPORT = [
  `The expert report of Dr. Lena Park concludes that the ${CANARY} valve failed because of a casting defect.`,
  'Dr. Park found porosity in the valve body. The defect existed when the valve left the factory.',
]
const DEPOSITION = [
  'Q. Did the valve fail because of a casting defect? A. In my opinion the valve failed because it was installed wrong.',
]

afterEach(() => {
  vi.unstubAllEnvs()
  vi.useRealTimers()
})

async function setup(instructions = 'Why did the valve fail? Summarise the expert opinions.') {
  const t = makeTest()
  const people = await dossierFirm(t)
  for (const [name, pages] of [
    ['Park report.pdf', REPORT],
    ['Deposition of Ray Stone.pdf', DEPOSITION],
  ] as const) {
    await insertDocument(t, {
      projectId: people.projectId,
      name,
      pages: [...pages],
      uploadedBy: people.admin.userId,
    })
  }
  const moduleId = await t.run((ctx) =>
    ctx.db.insert('modules', {
      name: 'Expert opinions memo',
      slug: 'expert-opinions-memo',
      isActive: true,
      instructions,
      inputs: [{ kind: 'text', required: false }],
      produces: 'memo',
      updatedAt: Date.now(),
    }),
  )
  return { t, ...people, moduleId }
}

type Setup = Awaited<ReturnType<typeof setup>>

async function run(f: Setup, { realTime = false } = {}) {
  const { draftId } = await f.member.as.mutation(api.modules.runs.start, {
    projectId: f.projectId,
    moduleId: f.moduleId,
    inputs: {},
  })
  const read = () => f.member.as.query(api.modules.drafts.get, { draftId })
  if (realTime) {
    await vi.waitFor(async () => expect((await read()).status).not.toBe('writing'), {
      timeout: 20_000,
      interval: 50,
    })
  } else {
    await drain(f.t)
  }
  return { draftId, draft: await read() }
}

function citedNumbers(draft: Awaited<ReturnType<typeof run>>['draft']) {
  return draft.blocks.flatMap((block) =>
    block.type === 'paragraph'
      ? block.cites
      : block.type === 'list'
        ? block.items.flatMap((item) => item.cites)
        : [],
  )
}

const externalCalls = (t: TestConvex, projectId: Id<'projects'>) =>
  t.run(async (ctx) =>
    (await ctx.db.query('auditEvents').collect()).filter(
      (event) => event.projectId === projectId && event.action === 'ai.external_call',
    ),
  )

describe('a module on the model', () => {
  test('runs on every installation: with no model it quotes the matching passages offline', async () => {
    const f = await setup()
    const card = await f.member.as.query(api.modules.catalog.bySlug, {
      moduleSlug: 'expert-opinions-memo',
    })
    expect(card).toMatchObject({ runner: 'model', runnable: true })
    const { draft } = await run(f)
    expect(draft).toMatchObject({ status: 'draft', writtenBy: 'offline', missingInputs: [] })
    expect(draft.blocks[0]).toEqual({ type: 'heading', level: 1, text: 'Expert opinions memo' })
    expect(draft.citations.length).toBeGreaterThanOrEqual(2)
    expect(new Set(draft.citations.map((c) => c.documentName))).toEqual(
      new Set(['Park report.pdf', 'Deposition of Ray Stone.pdf']),
    )
    await expectQuotesInPages(f.t, draft.citations)
    expect(unresolvedPlaceholders(draft)).toEqual([])
  })

  test('the scripted model writes it; markers are checked, and a made-up one dropped', async () => {
    vi.stubEnv('AI_PROVIDER', 'scripted')
    const f = await setup('Why did the valve fail? (scripted: misquote)')
    const { draft } = await run(f)
    expect(draft).toMatchObject({ status: 'draft', writtenBy: 'scripted test model' })
    expect(draft.blocks[0]).toEqual({ type: 'heading', level: 1, text: 'Expert opinions memo' })
    expect(draft.blocks[1]).toMatchObject({ type: 'paragraph', cites: [1] })
    const cited = citedNumbers(draft)
    expect(Math.max(...cited)).toBeLessThanOrEqual(draft.citations.length)
    const texts = draft.blocks.flatMap((block) =>
      block.type === 'list'
        ? block.items.map((item) => item.text)
        : 'text' in block
          ? [block.text]
          : [],
    )
    // Markers become citations; the one naming no source and the made-up quote's are gone.
    expect(texts.join(' ')).not.toMatch(/\[\d+\]/)
    await expectQuotesInPages(f.t, draft.citations)
  })

  test('a task no document speaks of is listed as missing, and nothing is made up', async () => {
    vi.stubEnv('AI_PROVIDER', 'scripted')
    const f = await setup('Trademark licensing royalties')
    const { draft } = await run(f)
    expect(draft).toMatchObject({ status: 'draft', citations: [], missingInputs: [NO_PASSAGES] })
  })
})

describe('an external model', () => {
  test('hears nothing without the matter’s consent; with it, writes the draft, audited', async () => {
    const model = await startStreamingModel()
    try {
      vi.stubEnv('AI_BASE_URL', model.url)
      vi.stubEnv('AI_MODEL', 'fake-model')
      const f = await setup()
      const offline = await run(f, { realTime: true })
      expect(offline.draft.writtenBy).toBe('offline')
      expect(model.bodies).toHaveLength(0)
      expect(await externalCalls(f.t, f.projectId)).toHaveLength(0)

      await f.t.run((ctx) => ctx.db.patch('projects', f.projectId, { aiMode: 'external' }))
      const online = await run(f, { realTime: true })
      expect(model.bodies).toHaveLength(1)
      expect(model.bodies[0]).toContain(CANARY)
      expect(online.draft).toMatchObject({
        status: 'draft',
        writtenBy: expect.stringMatching(/^fake-model at 127\.0\.0\.1:\d+$/),
      })
      expect(online.draft.blocks).toEqual([
        {
          type: 'paragraph',
          text: expect.stringMatching(/^According to the documents, "/),
          cites: [1],
        },
      ])
      await expectQuotesInPages(f.t, online.draft.citations)
      const [call] = await externalCalls(f.t, f.projectId)
      expect(call?.summary).toMatch(
        /^Sent [\d,]+ characters of the matter to fake-model at 127\.0\.0\.1:\d+ for the draft /,
      )
    } finally {
      await model.close()
    }
  })

  test('a model that cannot be reached ends the run as failed, with the reason', async () => {
    vi.stubEnv('AI_BASE_URL', 'http://127.0.0.1:9/v1')
    const f = await setup()
    await f.t.run((ctx) => ctx.db.patch('projects', f.projectId, { aiMode: 'external' }))
    const { draft } = await run(f, { realTime: true })
    expect(draft.status).toBe('failed')
    expect(draft.error).toMatch(/^The model could not write the draft: /)
  })

  test('a run its writer lost fails at the deadline; a finished one stays as it is', async () => {
    const f = await setup()
    const { draftId } = await f.member.as.mutation(api.modules.runs.start, {
      projectId: f.projectId,
      moduleId: f.moduleId,
      inputs: {},
    })
    await f.t.mutation(internal.modules.modelRuns.deadline, { draftId })
    const lost = await f.member.as.query(api.modules.drafts.get, { draftId })
    expect(lost).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/^The model did not finish the draft within \d+ minutes\.$/),
    })
    // The writer coming back late changes nothing.
    await drain(f.t)
    expect((await f.member.as.query(api.modules.drafts.get, { draftId })).status).toBe('failed')
  })
})
