import { api } from '../../convex/_generated/api'
import {
  createOrganizationOverHttp,
  newBrowserContext,
  signUpOverHttp,
  uniqueEmail,
} from '../account/helpers'
import { expect, test, waitForHydration } from '../fixtures'
import { convexAs } from '../firm/helpers'
import { switchTo, switchToSuperadmin } from './helpers'

// Issue 25: a superadmin moves a user to another firm. The dry run says what moves; the move
// carries their private conversation and personal prompt, and they find both in the new firm.
test('a user is moved to another firm after a dry run, and finds their work there', async ({
  page,
  browser,
}, testInfo) => {
  test.slow()
  const run = crypto.randomUUID().slice(0, 8)
  const source = `Source ${run} LLP`
  const target = `Target ${run} LLP`
  const moverName = `Mo ${run}`
  const mover = uniqueEmail('mover')
  const question = `Which court hears the appeal ${run}?`
  const promptTitle = `Deposition outline ${run}`

  // The source firm's admin invites the mover, who signs up and so joins it.
  const owners = await newBrowserContext(browser, testInfo)
  await signUpOverHttp(owners.request, uniqueEmail('source-admin'), `Sam ${run}`)
  await createOrganizationOverHttp(owners.request, source)
  const owner = await convexAs(owners.request)
  const [sourceFirm] = await owner.query(api.accounts.organizations.listMine, {})
  await owner.mutation(api.accounts.organizations.invite, {
    organizationId: sourceFirm!._id,
    email: mover,
    role: 'Member',
  })
  await signUpOverHttp(page.request, mover, moverName)
  const moverClient = await convexAs(page.request)
  await moverClient.mutation(api.accounts.organizations.setCurrent, {
    organizationId: sourceFirm!._id,
  })
  const { projectId } = await moverClient.mutation(api.matters.projects.create, {
    name: 'Appeal matter',
    representedParties: [{ name: 'Acme', role: 'Plaintiff' }],
    internalMatterId: `AP-${run}`,
  })
  await moverClient.mutation(api.associate.associate.ask, { projectId, question })
  await moverClient.mutation(api.prompts.library.create, {
    title: promptTitle,
    body: 'Outline the deposition of {{party}}',
    tags: [],
    forFirm: false,
  })
  const { cookies: moverCookies } = await page.context().storageState()
  // The target firm, someone else's.
  await signUpOverHttp(owners.request, uniqueEmail('target-admin'), `Tess ${run}`)
  await createOrganizationOverHttp(owners.request, target)
  await owners.close()

  await switchToSuperadmin(page)
  await page.goto('/admin/migrate')
  await waitForHydration(page)
  await page.getByLabel('Find a user by name or email').fill(mover)
  await page
    .getByRole('list', { name: 'Users found' })
    .getByRole('link', { name: `Move ${moverName}` })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: `Move ${moverName}` })).toBeVisible()
  await waitForHydration(page)
  await expect(page.getByLabel('Leaves')).toHaveValue(sourceFirm!._id)
  await page.getByLabel('Joins').selectOption({ label: target })
  await page.getByLabel('Role there').selectOption('Member')

  const report = page.getByRole('region', {
    name: `Dry run: ${moverName} from ${source} to ${target}`,
  })
  await expect(report.getByText('Private conversations: 1')).toBeVisible()
  await expect(report.getByRole('list', { name: 'Private conversations' })).toHaveText(question)
  await expect(report.getByRole('list', { name: 'Personal prompts' })).toHaveText(promptTitle)
  await expect(report.getByText('Shared conversations: 0')).toBeVisible()
  await expect(report.getByText(`“Migrated from ${source}”`)).toBeVisible()

  await page.getByRole('button', { name: `Move ${moverName}` }).click()
  await expect(page.getByText(`${moverName} is now a member of ${target}`)).toBeVisible()

  // The mover, now in the target firm, finds the conversation and the prompt there.
  await switchTo(page, moverCookies)
  await page.goto('/prompts')
  await waitForHydration(page)
  await expect(page.getByText(promptTitle)).toBeVisible()
  await page.goto('/matters')
  await waitForHydration(page)
  await page
    .getByRole('link', { name: `Migrated from ${source}` })
    .first()
    .click()
  await expect(page).toHaveURL(/\/matters\/[^/]+/)
  const slug = new URL(page.url()).pathname.split('/')[2]
  await page.goto(`/matters/${slug}/threads`)
  await waitForHydration(page)
  await expect(page.getByText(question)).toBeVisible()
})
