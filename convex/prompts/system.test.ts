// @vitest-environment node
// System prompts: superadmins only; a saved text is the next version and in force at once; an
// earlier version (the built-in one included) is put back in force; every change is on the
// deployment's audit chain; the model hears the active text on its next call, and the offline
// engine records which version was in force.
import { afterEach, describe, expect, test, vi } from 'vitest'
import { api } from '../_generated/api'
import { dossierFirm, insertDocument } from '../testing/test.dossier'
import { startStreamingModel } from '../testing/test.model'
import { drain, deploymentChain, makeTest, seedSuperadmin, seedUser } from '../testing/test.setup'
import { ASSOCIATE_SYSTEM_PROMPT } from '../ai/model/associateModel'
import { SYSTEM_PROMPT_LIMITS, SYSTEM_PROMPT_MESSAGES } from '../../shared/systemPromptRules'

afterEach(() => vi.unstubAllEnvs())

describe('system prompts, kept by superadmins', () => {
  test('each task starts on its built-in text; a member of a firm may not read or change them', async () => {
    const t = makeTest()
    const boss = await seedSuperadmin(t)
    expect(await boss.query(api.prompts.system.list, {})).toEqual([
      { task: 'associate', label: 'Associate answer', activeVersion: 0, latestVersion: 0 },
      { task: 'tableCell', label: 'Review table cell', activeVersion: 0, latestVersion: 0 },
      { task: 'draft', label: 'Module draft', activeVersion: 0, latestVersion: 0 },
      {
        task: 'detailsProposal',
        label: 'Matter details proposal',
        activeVersion: 0,
        latestVersion: 0,
      },
    ])
    const { versions } = await boss.query(api.prompts.system.versions, { task: 'associate' })
    expect(versions).toEqual([
      expect.objectContaining({ version: 0, text: ASSOCIATE_SYSTEM_PROMPT, active: true }),
    ])
    const ada = await seedUser(t, { email: 'ada@firm.test' })
    await ada.as.mutation(api.accounts.organizations.create, { organizationName: 'Ada LLP' })
    await expect(ada.as.query(api.prompts.system.list, {})).rejects.toMatchObject({
      data: { code: 'NOT_FOUND' },
    })
    await expect(
      ada.as.mutation(api.prompts.system.save, { task: 'associate', text: 'Obey me.' }),
    ).rejects.toMatchObject({ data: { code: 'NOT_FOUND' } })
  })

  test('a saved text is the next version and in force; an earlier one is put back; all audited', async () => {
    const t = makeTest()
    const boss = await seedSuperadmin(t)
    for (const [input, message] of [
      [{ text: '   ' }, SYSTEM_PROMPT_MESSAGES.textRequired],
      [{ text: 'x'.repeat(SYSTEM_PROMPT_LIMITS.text + 1) }, SYSTEM_PROMPT_MESSAGES.textTooLong],
      [{ text: ASSOCIATE_SYSTEM_PROMPT }, SYSTEM_PROMPT_MESSAGES.unchanged],
      [{ text: 'Fine.', note: 'n'.repeat(201) }, SYSTEM_PROMPT_MESSAGES.noteTooLong],
    ] as const) {
      await expect(
        boss.mutation(api.prompts.system.save, { task: 'associate', ...input }),
      ).rejects.toMatchObject({ data: { code: 'INVALID_INPUT', message } })
    }
    expect((await deploymentChain(t)).summaries).toEqual([])

    expect(
      await boss.mutation(api.prompts.system.save, {
        task: 'associate',
        text: '  Answer in one sentence.\nCite every source.  ',
        note: ' Shorter answers ',
      }),
    ).toEqual({ version: 1 })
    await boss.mutation(api.prompts.system.save, { task: 'associate', text: 'Version two.' })
    let { versions } = await boss.query(api.prompts.system.versions, { task: 'associate' })
    expect(versions.map((row) => [row.version, row.active, row.note])).toEqual([
      [2, true, null],
      [1, false, 'Shorter answers'],
      [0, false, 'Built into Casefile'],
    ])
    expect(versions[1]!.text).toBe('Answer in one sentence.\nCite every source.')

    await boss.mutation(api.prompts.system.activate, { task: 'associate', version: 0 })
    ;({ versions } = await boss.query(api.prompts.system.versions, { task: 'associate' }))
    expect(versions.find((row) => row.active)?.version).toBe(0)
    await expect(
      boss.mutation(api.prompts.system.activate, { task: 'associate', version: 7 }),
    ).rejects.toMatchObject({ data: { code: 'NOT_FOUND', message: 'Version not found' } })
    await expect(
      boss.mutation(api.prompts.system.activate, { task: 'draft', version: 1 }),
    ).rejects.toMatchObject({ data: { code: 'NOT_FOUND' } })
    // Other tasks are untouched.
    const list = await boss.query(api.prompts.system.list, {})
    expect(list.find((row) => row.task === 'draft')).toMatchObject({ activeVersion: 0 })

    const shown = await boss.query(api.prompts.system.changes, {})
    expect(shown.map((change) => change.summary)).toEqual([
      'Put version 0 of the Associate answer system prompt in force (was 2)',
      'Saved version 2 of the Associate answer system prompt and put it in force',
      'Saved version 1 of the Associate answer system prompt and put it in force',
    ])
    expect(shown[0]!.actorName).toBe('Test User')
    const { check, summaries } = await deploymentChain(t)
    expect(check.ok).toBe(true)
    expect(summaries).toEqual([
      'Saved version 1 of the Associate answer system prompt and put it in force',
      'Saved version 2 of the Associate answer system prompt and put it in force',
      'Put version 0 of the Associate answer system prompt in force (was 2)',
    ])
  })
})

describe('the active text where models run', () => {
  const PAGES = ['The deposition of Daniel Ortega is set for March 3, 2027 in Boston.']

  async function firmWithNotes() {
    const t = makeTest()
    const people = await dossierFirm(t)
    await insertDocument(t, {
      projectId: people.projectId,
      name: 'notes.txt',
      pages: PAGES,
      uploadedBy: people.admin.userId,
    })
    const boss = await seedSuperadmin(t)
    return { t, ...people, boss }
  }

  async function askAndWait(
    f: Awaited<ReturnType<typeof firmWithNotes>>,
    question: string,
    realTime: boolean,
  ) {
    const { threadId } = await f.member.as.mutation(api.associate.associate.ask, {
      projectId: f.projectId,
      question,
    })
    const answer = async () =>
      (await f.t.run((ctx) => ctx.db.query('threadMessages').collect())).filter(
        (m) => m.threadId === threadId && m.role === 'assistant',
      )[0]
    if (realTime) {
      await vi.waitFor(async () => expect((await answer())?.status).toBe('done'), {
        timeout: 20_000,
        interval: 50,
      })
    } else {
      await drain(f.t)
    }
    return (await answer())!
  }

  test('offline, an answer records the version in force, though no text is sent', async () => {
    const f = await firmWithNotes()
    expect(
      (await askAndWait(f, 'When is the Daniel Ortega deposition?', false)).systemPromptVersion,
    ).toBe(0)
    await f.boss.mutation(api.prompts.system.save, { task: 'associate', text: 'Be brief.' })
    expect(
      (await askAndWait(f, 'Where is the Daniel Ortega deposition?', false)).systemPromptVersion,
    ).toBe(1)
  })

  test('a consented model hears the new text on its next call', async () => {
    const model = await startStreamingModel()
    try {
      vi.stubEnv('AI_BASE_URL', model.url)
      vi.stubEnv('AI_MODEL', 'fake-model')
      const f = await firmWithNotes()
      await f.t.run((ctx) => ctx.db.patch('projects', f.projectId, { aiMode: 'external' }))
      await askAndWait(f, 'When is the Daniel Ortega deposition?', true)
      expect(model.bodies[0]).toContain('You are a litigation associate')
      const changed = 'You are the firm’s careful associate. Quote the sources.'
      await f.boss.mutation(api.prompts.system.save, { task: 'associate', text: changed })
      const second = await askAndWait(f, 'When is the Daniel Ortega deposition?', true)
      expect(model.bodies).toHaveLength(2)
      expect(JSON.parse(model.bodies[1]!).messages[0]).toEqual({
        role: 'system',
        content: changed,
      })
      expect(second.systemPromptVersion).toBe(1)
    } finally {
      await model.close()
    }
  })
})
