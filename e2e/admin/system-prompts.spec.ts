import { api } from '../../convex/_generated/api'
import {
  createOrganizationOverHttp,
  signUpOverHttp,
  uniqueEmail,
  signInAsSuperadmin,
} from '../account/helpers'
import { addDocument } from '../dossier/helpers'
import { expect, test, waitForHydration } from '../fixtures'
import { convexAs } from '../firm/helpers'
import { modelRequests } from '../tables/helpers'

test('a superadmin changes the associate’s system prompt: audited, heard by the model on the next consented call, and rolled back', async ({
  page,
  request,
}) => {
  test.slow()
  const run = crypto.randomUUID().slice(0, 8)
  // A firm whose matter allows the (fake) model, set up through the API: the subject here is
  // what reaches the model, not how the question is typed.
  await signUpOverHttp(request, uniqueEmail('system-prompts'), 'Avery Counsel')
  await createOrganizationOverHttp(request, 'Avery & Partners')
  const client = await convexAs(request)
  const { projectId } = await client.mutation(api.matters.projects.create, {
    name: 'Northwind Securities Litigation',
    representedParties: [{ name: 'Northwind Holdings', role: 'Defendant' }],
    internalMatterId: `NW-${run}`,
  })
  // A name of this test's own: the model's requests carry it, so parallel tests' do not count.
  const document = `notes-${run}.txt`
  await addDocument(client, projectId, 'notes.txt', { name: document })
  await client.mutation(api.ai.settings.setMatterMode, { projectId, mode: 'external' })
  const sentForThisMatter = async () =>
    (await modelRequests()).filter((body) => body.includes(document))
  /** Asks the associate and answers the system text the model was sent with the question. */
  const systemHeard = async () => {
    const before = (await sentForThisMatter()).length
    await client.mutation(api.associate.associate.ask, {
      projectId,
      question: 'When is the Daniel Ortega deposition?',
    })
    await expect.poll(async () => (await sentForThisMatter()).length).toBe(before + 1)
    const body = (await sentForThisMatter()).at(-1)!
    return (JSON.parse(body) as { messages: { role: string; content: string }[] }).messages[0]
  }

  await signInAsSuperadmin(page.request)
  await page.goto('/admin')
  await waitForHydration(page)
  await page
    .getByRole('navigation', { name: 'Admin areas' })
    .getByRole('link', { name: 'System prompts' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'System prompts' })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Tasks' }).getByRole('link', { name: /Associate answer/ }),
  ).toHaveAttribute('aria-current', 'page')
  const before = await page.getByLabel('Prompt text').inputValue()
  expect(before).toContain('litigation associate')

  const versions = page.getByRole('list', { name: 'Versions' })
  // The version in force now: the one to roll back to.
  const inForce = await versions
    .getByRole('listitem')
    .filter({ has: page.getByText('In force', { exact: true }) })
    .getAttribute('aria-label')
  const changed = `${before}\nHouse rule ${run}: name the document before its number.`
  await page.getByLabel('Prompt text').fill(changed)
  await page.getByLabel('Note (optional)').fill(`House rule ${run}`)
  await page.getByRole('button', { name: 'Save as a new version' }).click()
  const newest = versions.getByRole('listitem').first()
  await expect(newest.getByText('In force', { exact: true })).toBeVisible()
  await expect(newest).toContainText(`House rule ${run}`)
  const saved = Number(/Version (\d+)/.exec((await newest.getAttribute('aria-label'))!)![1])
  await expect(
    page.getByRole('list', { name: 'Changes' }).getByRole('listitem').first(),
  ).toContainText(
    `Saved version ${saved} of the Associate answer system prompt and put it in force`,
  )

  // The next consented call carries the new text.
  expect(await systemHeard()).toEqual({ role: 'system', content: changed })

  // The one in force before, compared and put back: the model hears it again.
  const previous = versions.getByRole('listitem', { name: inForce!, exact: true })
  await previous.getByRole('button', { name: 'Compare with the one in force' }).click()
  const diff = page.getByRole('region', { name: /^Changes from Version \d+ to / })
  await expect(diff).toContainText(`Removed: House rule ${run}`)
  await previous.getByRole('button', { name: 'Put in force' }).click()
  await expect(previous.getByText('In force', { exact: true })).toBeVisible()
  await expect(
    page.getByRole('list', { name: 'Changes' }).getByRole('listitem').first(),
  ).toContainText(`in force (was ${saved})`)
  expect(await systemHeard()).toEqual({ role: 'system', content: before })
})
