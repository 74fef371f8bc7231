import { api } from '../../convex/_generated/api'
import type { Id } from '../../convex/_generated/dataModel'
import { signInAsSuperadmin } from '../account/helpers'
import { addDocument, openMatterAs } from '../dossier/helpers'
import { expect, test, waitForHydration } from '../firm-account'
import { convexAs } from '../firm/helpers'
import { writtenChronology } from '../modules/helpers'
import { XSS_PAYLOADS } from './xss-payloads'

// Target R8 for modules: payloads as module names, descriptions, technical notes, instructions,
// workflow ids and a category name, on the member's modules screen and every admin screen. None
// may run (window.__xss), open a dialog or trip the CSP. Modules belong to the whole deployment,
// so the test archives what it made and removes its category before it ends.
const SAMPLED = 40
test('modules show injection payloads as text and never run them', async ({
  page,
  request,
  firmAccount,
}) => {
  test.setTimeout(240_000)
  page.on('dialog', (dialog) => {
    throw new Error(`a payload opened a ${dialog.type()} dialog`)
  })
  await signInAsSuperadmin(request)
  const admin = await convexAs(request)
  const payloads = XSS_PAYLOADS.filter((_, i) => i % Math.ceil(XSS_PAYLOADS.length / SAMPLED) === 0)
  const run = crypto.randomUUID().slice(0, 8)
  const { categoryId } = await admin.mutation(api.modules.categories.create, {
    name: `${payloads[0]}`.slice(0, 80),
  })
  const moduleIds: Id<'modules'>[] = []
  for (const [i, payload] of payloads.entries()) {
    const { moduleId } = await admin.mutation(api.modules.admin.create, {
      name: `${i} ${payload}`.slice(0, 120),
      slug: `xss-${run}-${i}`,
      description: payload,
      technicalNotes: payload,
      instructions: payload,
      n8nWorkflowId: payload.slice(0, 200),
      isActive: true,
      categoryId,
      inputs: [{ kind: 'text', required: true }],
      produces: 'memo',
    })
    moduleIds.push(moduleId)
  }

  try {
    const { client, projectId, slug } = await openMatterAs(page, firmAccount)
    await page.goto(`/matters/${slug}/modules`)
    await waitForHydration(page)
    await expect(page.getByText(payloads[1]!.trim(), { exact: true }).first()).toBeVisible()
    expect(await page.evaluate(() => '__xss' in window)).toBe(false)

    // A draft whose title and every kind of block carry payloads, and a run form prefilled
    // from a run whose inputs carry them.
    await addDocument(client, projectId, 'notes.txt')
    const draftId = await writtenChronology(client, projectId, {
      text: payloads[4]!,
      witness: payloads[5]!.slice(0, 200),
    })
    await client.mutation(api.modules.drafts.update, {
      draftId,
      title: payloads[6]!.slice(0, 200),
      blocks: [
        { type: 'heading', level: 2, text: payloads[7]! },
        { type: 'paragraph', text: payloads[8]!, cites: [1] },
        {
          type: 'list',
          ordered: false,
          items: payloads.slice(9, 19).map((text) => ({ text, cites: [] })),
        },
        {
          type: 'table',
          header: [payloads[19]!, payloads[20]!],
          rows: payloads.slice(21, 31).map((text) => ({ cells: [text, text], cites: [1] })),
        },
      ],
    })
    for (const screen of [
      `/matters/${slug}/modules/drafts?id=${draftId}`,
      `/matters/${slug}/modules/chronology?id=${draftId}`,
    ]) {
      await page.goto(screen)
      await waitForHydration(page)
      expect(await page.evaluate(() => '__xss' in window), screen).toBe(false)
    }
    await page.goto(`/matters/${slug}/modules/drafts?id=${draftId}`)
    // The editor shows every text in its fields.
    await page.getByRole('article').getByRole('button', { name: 'Edit' }).click()
    await expect(page.getByLabel('Title')).toHaveValue(payloads[6]!.slice(0, 200))
    expect(await page.evaluate(() => '__xss' in window)).toBe(false)

    await signInAsSuperadmin(page.request)
    for (const screen of [
      '/admin/modules',
      `/admin/modules/${moduleIds[2]}`,
      `/admin/modules/${moduleIds[3]}/edit`,
    ]) {
      await page.goto(screen)
      await waitForHydration(page)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      expect(await page.evaluate(() => '__xss' in window), screen).toBe(false)
    }
  } finally {
    for (const moduleId of moduleIds) {
      await admin.mutation(api.modules.admin.setArchived, { moduleId, archived: true })
    }
    await admin.mutation(api.modules.categories.remove, { categoryId })
  }
})
