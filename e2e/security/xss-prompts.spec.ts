import { api } from '../../convex/_generated/api'
import { signInAsSuperadmin } from '../account/helpers'
import { openNewMatter } from '../dossier/helpers'
import { convexAs } from '../firm/helpers'
import { expect, test, waitForHydration } from '../fixtures'
import { XSS_PAYLOADS } from './xss-payloads'

// Target R8 for the prompt library: every payload as a prompt's title, text, category and tag,
// on /prompts and in the picker where the work is (the list, then a prompt's variables). None may
// run (window.__xss), open a dialog or trip the CSP (a console error, which the fixture fails on).
test('prompts show injection payloads as text and never run them', async ({ page }) => {
  test.setTimeout(180_000)
  page.on('dialog', (dialog) => {
    throw new Error(`a payload opened a ${dialog.type()} dialog`)
  })
  const { client, slug } = await openNewMatter(page)
  const entries = [...XSS_PAYLOADS.entries()]
  // Ten at a time: the calls are independent.
  for (let from = 0; from < entries.length; from += 10) {
    await Promise.all(
      entries.slice(from, from + 10).map(([index, payload]) =>
        client.mutation(api.prompts.library.create, {
          title: `${index} ${payload}`.slice(0, 120),
          body: `${payload} {{party}}`,
          category: payload.slice(0, 60),
          tags: [payload.slice(0, 40)],
          forFirm: false,
        }),
      ),
    )
  }
  const inert = async (where: string) =>
    expect(await page.evaluate(() => '__xss' in window), where).toBe(false)

  await page.goto('/prompts')
  await waitForHydration(page)
  await page.getByLabel('Show').selectOption('Mine')
  await expect(page.getByRole('list', { name: 'Prompts' }).getByRole('article')).toHaveCount(
    XSS_PAYLOADS.length,
  )
  await inert('/prompts')

  await page.goto(`/matters/${slug}/associate`)
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Prompts' }).click()
  const picker = page.getByRole('dialog', { name: 'Use a prompt' })
  // Every payload prompt of this user's (Casefile's own, which superadmins may be changing in a
  // parallel test, are listed beside them).
  const mine = picker.getByRole('listitem').filter({ has: page.getByText('Mine', { exact: true }) })
  await expect(mine).toHaveCount(XSS_PAYLOADS.length)
  await inert('the picker')
  // The payloads really are on the page, as text; one opened shows its text and variable (one of
  // this user's: a parallel test's Casefile prompt may hold the same payload).
  const first = `0 ${XSS_PAYLOADS[0]}`.slice(0, 120)
  await mine.getByRole('button', { name: first }).click()
  await expect(page.getByRole('dialog').getByLabel('party')).toBeVisible()
  await expect(page.getByRole('dialog')).toContainText(XSS_PAYLOADS[0]!)
  await inert('a prompt’s variables')
})

// R8 on /admin/prompts: payloads as Casefile prompts' titles, texts, categories and tags. One
// payload of each vector (40), so every firm's library, which lists Casefile's prompts, carries
// them only briefly while parallel tests run.
test('Casefile prompts show injection payloads as text on the admin page', async ({ page }) => {
  page.on('dialog', (dialog) => {
    throw new Error(`a payload opened a ${dialog.type()} dialog`)
  })
  await signInAsSuperadmin(page.request)
  const client = await convexAs(page.request)
  const run = crypto.randomUUID().slice(0, 8)
  const payloads = XSS_PAYLOADS.filter((_, index) => index % 5 === 0)
  await client.mutation(api.prompts.casefile.importFile, {
    prompts: payloads.map((payload, index) => ({
      title: `${run} ${index} ${payload}`.slice(0, 120),
      body: `${payload} {{party}}`,
      category: payload.slice(0, 60),
      tags: [payload.slice(0, 40)],
    })),
  })
  await page.goto('/admin/prompts')
  await waitForHydration(page)
  const list = page.getByRole('list', { name: 'Casefile prompts' })
  await expect(list.getByRole('article').filter({ hasText: run })).toHaveCount(payloads.length)
  expect(await page.evaluate(() => '__xss' in window), '/admin/prompts').toBe(false)
  const mine = (await client.query(api.prompts.casefile.list, {})).filter((prompt) =>
    prompt.title.startsWith(run),
  )
  await Promise.all(
    mine.map((prompt) => client.mutation(api.prompts.casefile.remove, { promptId: prompt._id })),
  )
})
