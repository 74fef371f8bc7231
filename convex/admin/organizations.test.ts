import { describe, expect, test } from 'vitest'
import { api } from '../_generated/api'
import { insertDocument } from '../testing/test.dossier'
import { consoleWorld, deploymentEvents } from './test.console'

const PAGE = { numItems: 20, cursor: null }

describe('the console’s organisations', () => {
  test('create, rename, list and search', async () => {
    const w = await consoleWorld()
    const { organizationId } = await w.boss.mutation(api.admin.organizations.create, {
      organizationName: '  Fresh & Co  ',
    })
    await w.boss.mutation(api.admin.organizations.rename, {
      organizationId,
      name: 'Fresh Partners',
    })

    const fresh = await w.boss.query(api.admin.organizations.get, { organizationId })
    expect(fresh).toMatchObject({
      name: 'Fresh Partners',
      slug: 'fresh-and-co',
      suspended: false,
      members: { total: 0, shown: [] },
      usage: { matters: 0, documents: 0, storageBytes: 0, capped: false },
    })
    const names = (
      await w.boss.query(api.admin.organizations.list, { paginationOpts: PAGE })
    ).page.map((row) => [row.name, row.members])
    expect(names).toEqual([
      ['Fresh Partners', 0],
      ['Other LLP', 1],
      ['Hale LLP', 2],
    ])
    expect(
      (
        await w.boss.query(api.admin.organizations.list, { paginationOpts: PAGE, search: 'hale' })
      ).page.map((row) => row.name),
    ).toEqual(['Hale LLP'])
    expect((await w.boss.query(api.admin.organizations.choices, {})).map((o) => o.name)).toEqual([
      'Fresh Partners',
      'Hale LLP',
      'Other LLP',
    ])
    expect(await deploymentEvents(w)).toEqual([
      { action: 'organization.created', summary: 'Created the organization Fresh & Co' },
      {
        action: 'organization.renamed',
        summary: 'Renamed the organization Fresh & Co to Fresh Partners',
      },
    ])
  })

  test('an organisation’s page counts members, matters, storage and the AI setting', async () => {
    const w = await consoleWorld()
    const { projectId } = await w.admin.as.mutation(api.matters.projects.create, {
      name: 'Acme v. Widget',
      representedParties: [{ name: 'Acme', role: 'Plaintiff' }],
      internalMatterId: 'M-1',
    })
    await w.admin.as.mutation(api.ai.settings.setMatterMode, { projectId, mode: 'external' })
    await insertDocument(w.t, {
      projectId,
      name: 'One.pdf',
      pages: ['one'],
      uploadedBy: w.admin.userId,
    })
    await insertDocument(w.t, {
      projectId,
      name: 'Two.pdf',
      pages: ['two'],
      uploadedBy: w.admin.userId,
    })

    const hale = await w.boss.query(api.admin.organizations.get, {
      organizationId: w.organizationId,
    })
    expect(hale.members).toEqual({
      total: 2,
      shown: [
        expect.objectContaining({ email: 'ada@hale.test', role: 'OrganizationAdmin' }),
        expect.objectContaining({ email: 'max@hale.test', role: 'Member' }),
      ],
    })
    expect(hale.usage).toEqual({
      matters: 1,
      archivedMatters: 0,
      externalAiMatters: 1,
      documents: 2,
      storageBytes: 200,
      capped: false,
    })
  })

  test('a suspended firm’s members keep their session but reach none of its data', async () => {
    const w = await consoleWorld()
    await w.boss.mutation(api.admin.organizations.setSuspended, {
      organizationId: w.organizationId,
      suspended: true,
    })

    await expect(w.member.as.query(api.accounts.session.authContext, {})).resolves.toMatchObject({
      organizationId: w.organizationId,
      organizationSuspended: true,
    })
    await expect(w.member.as.query(api.accounts.organizations.listMine, {})).resolves.toEqual([
      expect.objectContaining({ name: 'Hale LLP', suspended: true }),
    ])
    for (const caller of [w.member.as, w.admin.as]) {
      await expect(caller.query(api.matters.projects.list, {})).rejects.toMatchObject({
        data: { code: 'FORBIDDEN', message: 'This organization is suspended' },
      })
    }
    await expect(
      w.admin.as.mutation(api.accounts.organizations.rename, {
        organizationId: w.organizationId,
        name: 'Escaped LLP',
      }),
    ).rejects.toMatchObject({ data: { code: 'FORBIDDEN' } })
    // Another firm is untouched.
    await expect(w.outsider.as.query(api.matters.projects.list, {})).resolves.toEqual([])

    await w.boss.mutation(api.admin.organizations.setSuspended, {
      organizationId: w.organizationId,
      suspended: false,
    })
    await expect(w.member.as.query(api.matters.projects.list, {})).resolves.toEqual([])
    expect((await deploymentEvents(w)).map((event) => event.summary)).toEqual([
      'Suspended the organization Hale LLP',
      'Reinstated the organization Hale LLP',
    ])
  })

  test('an unknown organisation is NOT_FOUND', async () => {
    const w = await consoleWorld()
    await expect(
      w.boss.query(api.admin.organizations.get, { organizationId: 'nope' }),
    ).rejects.toMatchObject({ data: { code: 'NOT_FOUND', message: 'Organization not found' } })
  })
})
