// @vitest-environment node
// Casefile's own prompts and prompt files: superadmins write, edit and delete Casefile's prompts
// (every firm sees them at once; each change on the deployment's chain); a file of prompts is
// imported whole or not at all, into one's own library, the firm's (organisation admins) or
// Casefile's, and a title already there is skipped.
import { describe, expect, test } from 'vitest'
import { api } from '../_generated/api'
import { firm } from '../testing/test.firm'
import { deploymentChain, makeTest, seedSuperadmin } from '../testing/test.setup'
import { PROMPTS_PER_IMPORT, PROMPT_FILE_MESSAGES, PROMPT_MESSAGES } from '../../shared/promptRules'

const FIELDS = {
  title: 'Summarise a complaint',
  body: 'Summarise the claims in {{document}}.',
  category: 'Pleadings',
  tags: ['Complaint'],
}

describe('Casefile’s prompts', () => {
  test('a superadmin writes, edits and deletes them; every firm sees them; each change is audited', async () => {
    const t = makeTest()
    const { admin, member } = await firm(t)
    const boss = await seedSuperadmin(t)
    await expect(admin.as.mutation(api.prompts.casefile.create, FIELDS)).rejects.toMatchObject({
      data: { code: 'NOT_FOUND' },
    })
    await expect(admin.as.query(api.prompts.casefile.list, {})).rejects.toMatchObject({
      data: { code: 'NOT_FOUND' },
    })
    const { promptId } = await boss.mutation(api.prompts.casefile.create, FIELDS)
    expect(await member.as.query(api.prompts.library.list, {})).toEqual([
      expect.objectContaining({
        _id: promptId,
        scope: 'casefile',
        authorName: 'Casefile',
        canChange: false,
      }),
    ])
    await boss.mutation(api.prompts.casefile.update, {
      promptId,
      ...FIELDS,
      title: 'Summarise a pleading',
    })
    expect(await boss.query(api.prompts.casefile.list, {})).toEqual([
      expect.objectContaining({
        _id: promptId,
        title: 'Summarise a pleading',
        category: 'Pleadings',
      }),
    ])
    expect(await member.as.query(api.prompts.library.versions, { promptId })).toEqual([
      expect.objectContaining({ title: 'Summarise a complaint' }),
    ])
    await expect(
      boss.mutation(api.prompts.casefile.update, { promptId, ...FIELDS, title: ' ' }),
    ).rejects.toMatchObject({
      data: { code: 'INVALID_INPUT', message: PROMPT_MESSAGES.titleRequired },
    })
    await boss.mutation(api.prompts.casefile.remove, { promptId })
    expect(await member.as.query(api.prompts.library.list, {})).toEqual([])
    const chain = await deploymentChain(t)
    expect(chain.summaries).toEqual([
      'Added the Casefile prompt Summarise a complaint',
      'Changed the Casefile prompt Summarise a pleading',
      'Deleted the Casefile prompt Summarise a pleading',
    ])
  })

  test('a firm prompt is not Casefile’s to change', async () => {
    const t = makeTest()
    const { admin } = await firm(t)
    const boss = await seedSuperadmin(t)
    const { promptId } = await admin.as.mutation(api.prompts.library.create, {
      ...FIELDS,
      forFirm: true,
    })
    await expect(boss.mutation(api.prompts.casefile.remove, { promptId })).rejects.toMatchObject({
      data: { code: 'NOT_FOUND' },
    })
  })
})

describe('prompt files', () => {
  test('an import is checked whole: one bad prompt and nothing is added', async () => {
    const t = makeTest()
    const { member } = await firm(t)
    await expect(
      member.as.mutation(api.prompts.library.importFile, {
        prompts: [FIELDS, { ...FIELDS, title: 'Second', body: '' }],
        forFirm: false,
      }),
    ).rejects.toMatchObject({
      data: {
        code: 'INVALID_INPUT',
        message: PROMPT_MESSAGES.bodyRequired,
        issues: [{ path: 'prompts.1.body', message: PROMPT_MESSAGES.bodyRequired }],
      },
    })
    for (const prompts of [[], Array.from({ length: PROMPTS_PER_IMPORT + 1 }, () => FIELDS)]) {
      await expect(
        member.as.mutation(api.prompts.library.importFile, { prompts, forFirm: false }),
      ).rejects.toMatchObject({ data: { code: 'INVALID_INPUT' } })
    }
    await expect(
      member.as.mutation(api.prompts.library.importFile, { prompts: [], forFirm: false }),
    ).rejects.toMatchObject({ data: { message: PROMPT_FILE_MESSAGES.empty } })
    expect(await member.as.query(api.prompts.library.list, {})).toEqual([])
  })

  test('into one’s own library, the firm’s (admins) or Casefile’s; a title already there is skipped', async () => {
    const t = makeTest()
    const { admin, member, organizationId } = await firm(t)
    const boss = await seedSuperadmin(t)
    const file = [
      FIELDS,
      { ...FIELDS, title: 'Deposition topics', tags: [] },
      { ...FIELDS, title: 'summarise A COMPLAINT' },
    ]
    expect(
      await member.as.mutation(api.prompts.library.importFile, { prompts: file, forFirm: false }),
    ).toEqual({
      imported: 2,
      skipped: 1,
    })
    expect(
      await member.as.mutation(api.prompts.library.importFile, { prompts: file, forFirm: false }),
    ).toEqual({
      imported: 0,
      skipped: 3,
    })
    await expect(
      member.as.mutation(api.prompts.library.importFile, { prompts: file, forFirm: true }),
    ).rejects.toMatchObject({ data: { code: 'FORBIDDEN' } })
    expect(
      await admin.as.mutation(api.prompts.library.importFile, { prompts: file, forFirm: true }),
    ).toEqual({
      imported: 2,
      skipped: 1,
    })
    expect(await boss.mutation(api.prompts.casefile.importFile, { prompts: file })).toEqual({
      imported: 2,
      skipped: 1,
    })
    const list = await member.as.query(api.prompts.library.list, {})
    expect(list.map((prompt) => `${prompt.scope}: ${prompt.title}`).sort()).toEqual([
      'casefile: Deposition topics',
      'casefile: Summarise a complaint',
      'firm: Deposition topics',
      'firm: Summarise a complaint',
      'personal: Deposition topics',
      'personal: Summarise a complaint',
    ])
    const firmEvents = await t.run(async (ctx) =>
      (await ctx.db.query('auditEvents').collect())
        .filter((e) => e.organizationId === organizationId && e.action.startsWith('prompt.'))
        .map((e) => e.summary),
    )
    expect(firmEvents).toEqual(['Imported 2 firm prompts'])
    expect((await deploymentChain(t)).summaries).toEqual(['Imported 2 Casefile prompts'])
  })
})
