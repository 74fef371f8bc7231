// @vitest-environment node
// Prompt lab runs on a model: only where one is configured; the model is given the table-cell
// system prompt version chosen, its answers are scored like the offline engine's, and what was
// sent is on the deployment's audit chain. A version that does not exist is refused.
import { afterEach, describe, expect, test, vi } from 'vitest'
import { api } from '../_generated/api'
import { goldenFile } from '../testing/test.lab'
import { deploymentChain, drain, makeTest, seedSuperadmin } from '../testing/test.setup'

afterEach(() => vi.unstubAllEnvs())

async function labWithSet() {
  const t = makeTest()
  const boss = await seedSuperadmin(t)
  const { setId } = await boss.mutation(api.prompts.lab.importSet, { file: goldenFile() })
  return { t, boss, setId }
}

describe('prompt lab runs on a model', () => {
  test('without a configured model a model run is refused and nothing starts', async () => {
    const { boss, setId } = await labWithSet()
    expect((await boss.query(api.prompts.lab.set, { setId })).model).toBeNull()
    await expect(
      boss.mutation(api.prompts.labRuns.start, { setId, prompts: [], engine: 'model' }),
    ).rejects.toMatchObject({ data: { code: 'CONFLICT' } })
    expect((await boss.query(api.prompts.lab.set, { setId })).runs).toEqual([])
  })

  test('a model run uses the chosen system prompt version, is scored, and what it sent is audited', async () => {
    vi.stubEnv('AI_PROVIDER', 'scripted')
    const { t, boss, setId } = await labWithSet()
    await boss.mutation(api.prompts.system.save, { task: 'tableCell', text: 'Answer briefly.' })
    const set = await boss.query(api.prompts.lab.set, { setId })
    expect(set.model).toBe('scripted test model')
    expect(set.systemPromptVersions.map((row) => row.version)).toEqual([1, 0])
    await expect(
      boss.mutation(api.prompts.labRuns.start, {
        setId,
        prompts: [],
        engine: 'model',
        systemPromptVersion: 7,
      }),
    ).rejects.toMatchObject({ data: { code: 'NOT_FOUND' } })

    const { runId } = await boss.mutation(api.prompts.labRuns.start, {
      setId,
      prompts: [],
      engine: 'model',
      systemPromptVersion: 0,
    })
    await drain(t)
    const run = (await boss.query(api.prompts.lab.set, { setId })).runs[0]!
    expect(run).toMatchObject({
      _id: runId,
      status: 'done',
      engine: 'model',
      model: 'scripted test model',
      systemPromptVersion: 0,
      processed: 3,
    })
    // The scripted model answers from the prompt with the offline extractor: the same figures.
    const date = run.scores.find((score) => score.key === 'date')!
    expect(date.tuning).toEqual({ tp: 1, tn: 0, fp: 0, fn: 0, wrong: 0 })
    const sent = await t.run(async (ctx) => (await ctx.db.get('labRuns', runId))!.charactersSent)
    expect(sent).toBeGreaterThan(0)
    expect((await deploymentChain(t)).summaries.slice(-2)).toEqual([
      'Started run 1 of the golden set "Three orders" on scripted test model, with version 0 of the table-cell system prompt',
      `Sent ${sent!.toLocaleString('en-US')} characters of the golden set "Three orders" to scripted test model for run 1`,
    ])
  })
})
