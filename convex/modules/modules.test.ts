import { describe, expect, test } from 'vitest'
import { api, internal } from '../_generated/api'
import type { Id } from '../_generated/dataModel'
import { deploymentChain, makeTest, seedUser } from '../testing/test.setup'
import { MODULE_MESSAGES } from '../../shared/moduleRules'

const FIELDS = {
  name: 'Chronology',
  slug: 'chronology',
  description: 'Dated events across the matter, each with its citation',
  isActive: true,
  inputs: [{ kind: 'documents', required: false }],
  produces: 'chronology',
}

async function setup() {
  const t = makeTest()
  const boss = await seedUser(t, { email: 'boss@casefile.test' })
  await t.mutation(internal.admin.superadmin.grantSuperadmin, { email: 'boss@casefile.test' })
  const ada = await seedUser(t, { email: 'ada@firm.test' })
  await ada.as.mutation(api.accounts.organizations.create, { organizationName: 'Ada LLP' })
  return { t, boss: boss.as, ada: ada.as }
}

describe('modules, kept by superadmins', () => {
  test('an empty form gets exactly the spec messages and nothing is stored', async () => {
    const { t, boss } = await setup()
    const refused = boss.mutation(api.modules.admin.create, { ...FIELDS, name: ' ', slug: '' })
    await expect(refused).rejects.toMatchObject({
      data: {
        code: 'INVALID_INPUT',
        issues: [
          { path: 'name', message: 'Module name is required' },
          { path: 'slug', message: 'Slug is required' },
        ],
      },
    })
    expect(await t.run((ctx) => ctx.db.query('modules').collect())).toEqual([])
  })

  test('slugs are unique, lowercase words; endpoints https; minutes whole', async () => {
    const { boss } = await setup()
    await boss.mutation(api.modules.admin.create, FIELDS)
    const issuesOf = async (fields: Record<string, unknown>) => {
      try {
        await boss.mutation(api.modules.admin.create, { ...FIELDS, slug: 'other', ...fields })
        return []
      } catch (error) {
        return (error as { data: { issues: { path: string; message: string }[] } }).data.issues
      }
    }
    expect(await issuesOf({ slug: 'chronology' })).toEqual([
      { path: 'slug', message: MODULE_MESSAGES.slugTaken },
    ])
    expect(await issuesOf({ slug: 'Not A Slug' })).toEqual([
      { path: 'slug', message: MODULE_MESSAGES.slugFormat },
    ])
    expect(await issuesOf({ endpointUrl: 'http://n8n.firm.example/webhook/1' })).toEqual([
      { path: 'endpointUrl', message: MODULE_MESSAGES.endpointUrl },
    ])
    expect(await issuesOf({ estimatedTimeMinutes: 2.5 })).toEqual([
      { path: 'estimatedTimeMinutes', message: MODULE_MESSAGES.estimatedTime },
    ])
    expect(await issuesOf({ produces: 'poem' })).toEqual([
      { path: 'produces', message: MODULE_MESSAGES.produces },
    ])
    expect(await issuesOf({ endpointUrl: 'https://n8n.firm.example/webhook/1' })).toEqual([])
  })

  test('members cannot keep modules; outsiders cannot read them', async () => {
    const { boss, ada } = await setup()
    const { moduleId } = await boss.mutation(api.modules.admin.create, FIELDS)
    await expect(ada.mutation(api.modules.admin.create, FIELDS)).rejects.toMatchObject({
      data: { code: 'NOT_FOUND' },
    })
    await expect(ada.query(api.modules.admin.get, { moduleId })).rejects.toMatchObject({
      data: { code: 'NOT_FOUND' },
    })
    await expect(
      ada.mutation(api.modules.admin.setArchived, { moduleId, archived: true }),
    ).rejects.toMatchObject({ data: { code: 'NOT_FOUND' } })
  })

  test('archived and switched-off modules leave the members list; archived show on request', async () => {
    const { t, boss, ada } = await setup()
    const { categoryId } = await boss.mutation(api.modules.categories.create, {
      name: 'Case analysis',
    })
    const one = await boss.mutation(api.modules.admin.create, { ...FIELDS, categoryId })
    const two = await boss.mutation(api.modules.admin.create, {
      ...FIELDS,
      name: 'Demand letter',
      slug: 'demand-letter',
      produces: 'letter',
    })
    const three = await boss.mutation(api.modules.admin.create, {
      ...FIELDS,
      name: 'Deposition outline',
      slug: 'deposition-outline',
      produces: 'outline',
      categoryId,
    })

    expect(await ada.query(api.modules.catalog.withCategories, {})).toEqual([
      {
        category: { _id: categoryId, name: 'Case analysis' },
        modules: [
          expect.objectContaining({ name: 'Chronology', runner: 'model' }),
          expect.objectContaining({ name: 'Deposition outline' }),
        ],
      },
      { category: null, modules: [expect.objectContaining({ name: 'Demand letter' })] },
    ])

    await boss.mutation(api.modules.admin.setArchived, { moduleId: one.moduleId, archived: true })
    await boss.mutation(api.modules.admin.setActive, { moduleId: two.moduleId, isActive: false })
    const listed = await ada.query(api.modules.catalog.withCategories, {})
    expect(listed.flatMap((g) => g.modules.map((m) => m.slug))).toEqual(['deposition-outline'])
    await expect(
      ada.query(api.modules.catalog.bySlug, { moduleSlug: 'chronology' }),
    ).rejects.toMatchObject({ data: { code: 'NOT_FOUND' } })
    await expect(
      ada.query(api.modules.catalog.bySlug, { moduleSlug: 'demand-letter' }),
    ).rejects.toMatchObject({ data: { code: 'NOT_FOUND' } })
    expect(
      await ada.query(api.modules.catalog.bySlug, { moduleSlug: 'deposition-outline' }),
    ).toMatchObject({ _id: three.moduleId, category: 'Case analysis', produces: 'outline' })

    const names = async (showArchived: boolean | null) =>
      (await boss.query(api.modules.admin.list, { showArchived })).map((m) => m.name)
    expect(await names(null)).toEqual(['Demand letter', 'Deposition outline'])
    expect(await names(true)).toEqual(['Chronology', 'Demand letter', 'Deposition outline'])

    await boss.mutation(api.modules.admin.setArchived, { moduleId: one.moduleId, archived: false })
    expect(await names(null)).toContain('Chronology')

    const { check, summaries } = await deploymentChain(t)
    expect(check).toEqual({ ok: true, checked: summaries.length })
    expect(summaries).toEqual([
      'Added the module category Case analysis',
      'Created the module Chronology (chronology)',
      'Created the module Demand letter (demand-letter)',
      'Created the module Deposition outline (deposition-outline)',
      'Archived the module Chronology',
      'Switched off the module Demand letter',
      'Restored the module Chronology',
    ])
  })

  test('an edit clears blank optional fields and keeps the slug its own', async () => {
    const { boss } = await setup()
    const { moduleId } = await boss.mutation(api.modules.admin.create, {
      ...FIELDS,
      technicalNotes: 'Runs offline',
      estimatedTimeMinutes: 5,
    })
    await boss.mutation(api.modules.admin.update, { moduleId, ...FIELDS, name: 'Timeline' })
    expect(await boss.query(api.modules.admin.get, { moduleId })).toMatchObject({
      name: 'Timeline',
      slug: 'chronology',
      technicalNotes: '',
      estimatedTimeMinutes: null,
    })
  })
})

describe('module categories', () => {
  test('are ordered, renamed, moved and removed without removing their modules', async () => {
    const { boss, ada } = await setup()
    const ids: Id<'moduleCategories'>[] = []
    for (const name of ['Pleadings', 'Discovery', 'Correspondence']) {
      ids.push((await boss.mutation(api.modules.categories.create, { name })).categoryId)
    }
    await expect(
      boss.mutation(api.modules.categories.create, { name: 'discovery' }),
    ).rejects.toMatchObject({ data: { code: 'INVALID_INPUT' } })
    await expect(
      boss.mutation(api.modules.categories.create, { name: '  ' }),
    ).rejects.toMatchObject({ data: { issues: [{ message: 'Category name is required' }] } })

    await boss.mutation(api.modules.categories.move, { categoryId: ids[2]!, direction: 'up' })
    await boss.mutation(api.modules.categories.rename, { categoryId: ids[0]!, name: 'Pleading' })
    const names = async () => (await boss.query(api.modules.categories.list, {})).map((c) => c.name)
    expect(await names()).toEqual(['Pleading', 'Correspondence', 'Discovery'])

    await boss.mutation(api.modules.admin.create, { ...FIELDS, categoryId: ids[1] })
    await boss.mutation(api.modules.categories.remove, { categoryId: ids[1]! })
    expect(await names()).toEqual(['Pleading', 'Correspondence'])
    expect(await ada.query(api.modules.catalog.withCategories, {})).toEqual([
      { category: null, modules: [expect.objectContaining({ slug: 'chronology' })] },
    ])
    await expect(
      ada.mutation(api.modules.categories.create, { name: 'Mine' }),
    ).rejects.toMatchObject({ data: { code: 'NOT_FOUND' } })
  })
})
