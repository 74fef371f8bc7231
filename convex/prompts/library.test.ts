// The prompt library: whose prompts each person sees, who may write the firm's, versions, stars,
// uses, and Casefile's own prompts beside the firm's.
import { describe, expect, test } from 'vitest'
import { api } from '../_generated/api'
import type { Id } from '../_generated/dataModel'
import { firm } from '../testing/test.firm'
import { makeTest, type TestConvex } from '../testing/test.setup'

const FIELDS = {
  title: 'Deposition prep',
  body: 'Prepare {{deponent}} on what {{party}} knew before {{date}}.',
  category: 'Discovery',
  tags: ['Depositions'],
}

async function setup() {
  const t = makeTest()
  return { t, ...(await firm(t)) }
}

const casefilePrompt = (t: TestConvex, authorId: Id<'users'>) =>
  t.run((ctx) =>
    ctx.db.insert('prompts', {
      scope: 'casefile',
      authorId,
      title: 'Summarise a complaint',
      body: 'Summarise the claims in {{document}}.',
      tags: [],
      usageCount: 7,
      updatedAt: Date.now(),
    }),
  )

describe('the prompt library', () => {
  test('a personal prompt is its author’s alone; its variables are typed', async () => {
    const { admin, member, outsider } = await setup()
    const { promptId } = await member.as.mutation(api.prompts.library.create, {
      ...FIELDS,
      forFirm: false,
    })
    expect(await member.as.query(api.prompts.library.list, {})).toEqual([
      expect.objectContaining({
        _id: promptId,
        scope: 'personal',
        authorName: 'Marcus Member',
        isAuthor: true,
        canChange: true,
        favorite: false,
        usageCount: 0,
        variables: [
          { name: 'deponent', kind: 'text' },
          { name: 'party', kind: 'party' },
          { name: 'date', kind: 'date' },
        ],
      }),
    ])
    expect(await admin.as.query(api.prompts.library.list, {})).toEqual([])
    for (const who of [admin, outsider]) {
      await expect(who.as.query(api.prompts.library.get, { promptId })).rejects.toMatchObject({
        data: { code: 'NOT_FOUND', message: 'Prompt not found' },
      })
    }
  })

  test('only an organisation admin writes for the firm; every member then sees it, audited', async () => {
    const { t, admin, member, organizationId } = await setup()
    await expect(
      member.as.mutation(api.prompts.library.create, { ...FIELDS, forFirm: true }),
    ).rejects.toMatchObject({ data: { code: 'FORBIDDEN' } })
    const { promptId } = await admin.as.mutation(api.prompts.library.create, {
      ...FIELDS,
      forFirm: true,
    })
    expect(await member.as.query(api.prompts.library.get, { promptId })).toMatchObject({
      scope: 'firm',
      authorName: 'Eleanor Admin',
      canChange: false,
    })
    await expect(
      member.as.mutation(api.prompts.library.update, { promptId, ...FIELDS, title: 'Mine now' }),
    ).rejects.toMatchObject({ data: { code: 'FORBIDDEN' } })
    const events = await t.run(async (ctx) =>
      (await ctx.db.query('auditEvents').collect())
        .filter((e) => e.organizationId === organizationId && e.action.startsWith('prompt.'))
        .map((e) => e.summary),
    )
    expect(events).toEqual(['Added the firm prompt Deposition prep'])
  })

  test('an admin promotes their own prompt to the firm; an edit keeps the old text as a version', async () => {
    const { admin, member } = await setup()
    const { promptId } = await admin.as.mutation(api.prompts.library.create, {
      ...FIELDS,
      forFirm: false,
    })
    await admin.as.mutation(api.prompts.library.promote, { promptId })
    await expect(
      admin.as.mutation(api.prompts.library.promote, { promptId }),
    ).rejects.toMatchObject({ data: { code: 'CONFLICT' } })
    expect(await member.as.query(api.prompts.library.list, {})).toEqual([
      expect.objectContaining({ _id: promptId, scope: 'firm' }),
    ])
    await admin.as.mutation(api.prompts.library.update, {
      promptId,
      ...FIELDS,
      body: 'Prepare {{deponent}}.',
      category: ' ',
    })
    expect(await member.as.query(api.prompts.library.get, { promptId })).toMatchObject({
      body: 'Prepare {{deponent}}.',
      category: null,
    })
    expect(await member.as.query(api.prompts.library.versions, { promptId })).toEqual([
      expect.objectContaining({ body: FIELDS.body, savedBy: 'Eleanor Admin' }),
    ])
    // A member's own prompt is never the firm's: only admins promote.
    const own = await member.as.mutation(api.prompts.library.create, { ...FIELDS, forFirm: false })
    await expect(
      member.as.mutation(api.prompts.library.promote, { promptId: own.promptId }),
    ).rejects.toMatchObject({ data: { code: 'FORBIDDEN' } })
  })

  test('stars and uses are kept; Casefile’s prompts are everyone’s and changed only in admin', async () => {
    const { t, admin, member, outsider } = await setup()
    const casefile = await casefilePrompt(t, admin.userId)
    await member.as.mutation(api.prompts.library.setFavorite, {
      promptId: casefile,
      favorite: true,
    })
    await member.as.mutation(api.prompts.library.recordUse, { promptId: casefile })
    expect(await member.as.query(api.prompts.library.get, { promptId: casefile })).toMatchObject({
      scope: 'casefile',
      authorName: 'Casefile',
      favorite: true,
      usageCount: 8,
      canChange: false,
    })
    expect(await outsider.as.query(api.prompts.library.get, { promptId: casefile })).toMatchObject({
      favorite: false,
      usageCount: 8,
    })
    await expect(
      admin.as.mutation(api.prompts.library.remove, { promptId: casefile }),
    ).rejects.toMatchObject({ data: { code: 'FORBIDDEN' } })
    await member.as.mutation(api.prompts.library.setFavorite, {
      promptId: casefile,
      favorite: false,
    })
    expect((await member.as.query(api.prompts.library.get, { promptId: casefile })).favorite).toBe(
      false,
    )
  })

  test('bad fields are refused with their messages and change nothing; a deleted prompt is gone', async () => {
    const { t, member } = await setup()
    await expect(
      member.as.mutation(api.prompts.library.create, {
        title: '',
        body: ' ',
        tags: [],
        forFirm: false,
      }),
    ).rejects.toMatchObject({
      data: {
        code: 'INVALID_INPUT',
        issues: [
          { path: 'title', message: 'Title is required' },
          { path: 'body', message: 'Prompt text is required' },
        ],
      },
    })
    const { promptId } = await member.as.mutation(api.prompts.library.create, {
      ...FIELDS,
      forFirm: false,
    })
    await member.as.mutation(api.prompts.library.setFavorite, { promptId, favorite: true })
    await member.as.mutation(api.prompts.library.remove, { promptId })
    expect(await member.as.query(api.prompts.library.list, {})).toEqual([])
    const left = await t.run(async (ctx) => ({
      prompts: (await ctx.db.query('prompts').collect()).length,
      stars: (await ctx.db.query('promptFavorites').collect()).length,
    }))
    expect(left).toEqual({ prompts: 0, stars: 0 })
  })
})
