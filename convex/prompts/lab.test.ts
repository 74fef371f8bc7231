// @vitest-environment node
// The prompt lab: superadmins only; a golden-set file is checked whole before anything is written;
// a run answers every document on the offline engine and counts each column apart on the tuning
// and held-out documents; a changed prompt changes the figures; a set exports as it was imported
// and is deleted with every row it owns; every change is on the deployment's audit chain.
import { describe, expect, test } from 'vitest'
import { api } from '../_generated/api'
import type { Id } from '../_generated/dataModel'
import {
  deploymentChain,
  drain,
  makeTest,
  seedSuperadmin,
  seedUser,
  type TestConvex,
} from '../testing/test.setup'
import type { GoldenSetFile } from '../../shared/goldenSetFormat'
import { goldenFile } from '../testing/test.lab'
import { LAB_LIMITS, LAB_MESSAGES, precisionRecall } from '../../shared/labRules'

async function runToEnd(
  t: TestConvex,
  boss: Awaited<ReturnType<typeof seedSuperadmin>>,
  setId: Id<'labGoldenSets'>,
  prompts: { key: string; prompt: string }[] = [],
  note?: string,
) {
  const { runId, number } = await boss.mutation(api.prompts.labRuns.start, { setId, prompts, note })
  await drain(t)
  const set = await boss.query(api.prompts.lab.set, { setId })
  return { run: set.runs.find((run) => run._id === runId)!, number, set }
}

describe('the prompt lab', () => {
  test('only superadmins read or change it', async () => {
    const t = makeTest()
    const boss = await seedSuperadmin(t)
    const { setId } = await boss.mutation(api.prompts.lab.importSet, { file: goldenFile() })
    const ada = await seedUser(t, { email: 'ada@firm.test' })
    await ada.as.mutation(api.accounts.organizations.create, { organizationName: 'Ada LLP' })
    for (const call of [
      () => ada.as.query(api.prompts.lab.sets, {}),
      () => ada.as.query(api.prompts.lab.set, { setId }),
      () => ada.as.mutation(api.prompts.lab.importSet, { file: goldenFile() }),
      () => ada.as.mutation(api.prompts.labRuns.start, { setId, prompts: [] }),
      () => ada.as.mutation(api.prompts.lab.removeSet, { setId }),
    ]) {
      await expect(call()).rejects.toMatchObject({ data: { code: 'NOT_FOUND' } })
    }
    expect(await boss.query(api.prompts.lab.sets, {})).toHaveLength(1)
  })

  test('a bad file is refused whole, with the first problem named, and nothing is written', async () => {
    const t = makeTest()
    const boss = await seedSuperadmin(t)
    const cases: [GoldenSetFile, string][] = [
      [{ ...goldenFile(), format: 'other' as never }, LAB_MESSAGES.format],
      [{ ...goldenFile(), name: '  ' }, LAB_MESSAGES.nameRequired],
      [{ ...goldenFile(), columns: [] }, LAB_MESSAGES.columnsRequired],
      [{ ...goldenFile(), documents: [] }, LAB_MESSAGES.documentsRequired],
      [
        {
          ...goldenFile(),
          columns: goldenFile().columns.map((c) => ({ ...c, key: 'Court Name' })),
        },
        LAB_MESSAGES.columnKey,
      ],
      [
        {
          ...goldenFile(),
          documents: [{ ...goldenFile().documents[0]!, expected: { judge: 'Jane Doe' } }],
        },
        LAB_MESSAGES.unknownKey,
      ],
      [
        {
          ...goldenFile(),
          documents: [{ ...goldenFile().documents[0]!, pages: [{ page: 2, text: 'x' }] }],
        },
        LAB_MESSAGES.pageNumbers,
      ],
      [
        {
          ...goldenFile(),
          documents: [
            {
              ...goldenFile().documents[0]!,
              pages: [{ page: 1, text: 'x'.repeat(LAB_LIMITS.pageText + 1) }],
            },
          ],
        },
        'Must be at most 200,000 characters',
      ],
      [
        {
          ...goldenFile(),
          documents: [{ ...goldenFile().documents[0]!, expected: { court: ['a list'] } }],
        },
        LAB_MESSAGES.expectedShape,
      ],
      [
        { ...goldenFile(), documents: [goldenFile().documents[0]!, goldenFile().documents[0]!] },
        LAB_MESSAGES.duplicateDocument,
      ],
    ]
    for (const [file, message] of cases) {
      await expect(boss.mutation(api.prompts.lab.importSet, { file })).rejects.toMatchObject({
        data: { code: 'INVALID_INPUT', message },
      })
    }
    expect(await boss.query(api.prompts.lab.sets, {})).toEqual([])
    expect((await deploymentChain(t)).summaries).toEqual([])
  })

  test('a run counts each column on the tuning and held-out documents; a changed prompt changes them', async () => {
    const t = makeTest()
    const boss = await seedSuperadmin(t)
    const { setId } = await boss.mutation(api.prompts.lab.importSet, { file: goldenFile() })
    const first = await runToEnd(t, boss, setId)
    expect(first.number).toBe(1)
    expect(first.run).toMatchObject({
      status: 'done',
      processed: 3,
      total: 3,
      engine: 'offline',
      systemPromptVersion: 0,
    })
    const docket = first.run.scores.find((score) => score.key === 'docket-number')!
    expect(docket.tuning).toEqual({ tp: 2, tn: 0, fp: 0, fn: 0, wrong: 0 })
    expect(docket.heldout).toEqual({ tp: 0, tn: 1, fp: 0, fn: 0, wrong: 0 })
    const court = first.run.scores.find((score) => score.key === 'court')!
    // Order two is not labelled for the court, so only two documents count.
    expect(
      court.tuning.tp + court.tuning.fp + court.tuning.fn + court.tuning.wrong + court.tuning.tn,
    ).toBe(1)
    expect(court.heldout).toEqual({ tp: 0, tn: 0, fp: 0, fn: 1, wrong: 0 })
    expect(precisionRecall(court.heldout)).toEqual({ precision: null, recall: 0, labels: 1 })

    const misses = await boss.query(api.prompts.lab.misses, { runId: first.run._id })
    expect(misses).toContainEqual(
      expect.objectContaining({
        document: 'Held-out order',
        part: 'heldout',
        column: 'Court',
        outcome: 'fn',
        expected: 'Superior Court of California',
        answer: '',
      }),
    )

    const date = (run: typeof first.run) => run.scores.find((score) => score.key === 'date')!
    expect(date(first.run).tuning).toEqual({ tp: 1, tn: 0, fp: 0, fn: 0, wrong: 0 })

    // Asking when the order was signed finds the other date: the answer is now wrong.
    const second = await runToEnd(
      t,
      boss,
      setId,
      [{ key: 'date', prompt: 'When was the order signed?' }],
      'Ask for the signature',
    )
    expect(second.number).toBe(2)
    expect(second.run.note).toBe('Ask for the signature')
    expect(second.run.columns.map((column) => column.prompt)).toEqual([
      'What is the case or docket number?',
      'Which court is the case in?',
      'When was the order signed?',
    ])
    expect(second.set.runs.map((run) => run.number)).toEqual([2, 1])
    expect(date(second.run).tuning).toEqual({ tp: 0, tn: 0, fp: 0, fn: 0, wrong: 1 })
    expect(await boss.query(api.prompts.lab.misses, { runId: second.run._id })).toContainEqual(
      expect.objectContaining({ column: 'Date', expected: '2024-01-05', outcome: 'wrong' }),
    )
    expect((await deploymentChain(t)).summaries).toEqual([
      'Imported the golden set "Three orders" (3 documents)',
      'Started run 1 of the golden set "Three orders" on the offline engine',
      'Started run 2 of the golden set "Three orders" on the offline engine',
    ])
  })

  test('a run refuses unknown columns, empty prompts and a second run while one is under way', async () => {
    const t = makeTest()
    const boss = await seedSuperadmin(t)
    const { setId } = await boss.mutation(api.prompts.lab.importSet, { file: goldenFile() })
    await expect(
      boss.mutation(api.prompts.labRuns.start, {
        setId,
        prompts: [{ key: 'judge', prompt: 'Who?' }],
      }),
    ).rejects.toMatchObject({ data: { code: 'INVALID_INPUT', message: LAB_MESSAGES.unknownKey } })
    await expect(
      boss.mutation(api.prompts.labRuns.start, {
        setId,
        prompts: [{ key: 'court', prompt: '  ' }],
      }),
    ).rejects.toMatchObject({
      data: { code: 'INVALID_INPUT', message: LAB_MESSAGES.promptRequired },
    })
    await boss.mutation(api.prompts.labRuns.start, { setId, prompts: [] })
    await expect(
      boss.mutation(api.prompts.labRuns.start, { setId, prompts: [] }),
    ).rejects.toMatchObject({
      data: { code: 'CONFLICT' },
    })
    await drain(t)
    const set = await boss.query(api.prompts.lab.set, { setId })
    expect(set.runs.map((run) => run.status)).toEqual(['done'])
  })

  test('a set exports as it was imported, and is deleted with its documents, runs and misses', async () => {
    const t = makeTest()
    const boss = await seedSuperadmin(t)
    const { setId } = await boss.mutation(api.prompts.lab.importSet, { file: goldenFile() })
    expect(await boss.query(api.prompts.lab.exportSet, { setId })).toEqual(goldenFile())
    await runToEnd(t, boss, setId)
    await boss.mutation(api.prompts.lab.removeSet, { setId })
    expect(await boss.query(api.prompts.lab.sets, {})).toEqual([])
    await expect(boss.query(api.prompts.lab.set, { setId })).rejects.toMatchObject({
      data: { code: 'NOT_FOUND' },
    })
    await drain(t)
    const left = await t.run(async (ctx) => ({
      sets: (await ctx.db.query('labGoldenSets').collect()).length,
      documents: (await ctx.db.query('labGoldenDocuments').collect()).length,
      runs: (await ctx.db.query('labRuns').collect()).length,
      misses: (await ctx.db.query('labRunMisses').collect()).length,
    }))
    expect(left).toEqual({ sets: 0, documents: 0, runs: 0, misses: 0 })
    expect((await deploymentChain(t)).summaries.at(-1)).toBe(
      'Deleted the golden set "Three orders"',
    )
  })
})
