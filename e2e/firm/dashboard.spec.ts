import { expect, test } from '../fixtures'
import { api } from '../../convex/_generated/api'
import {
  newBrowserContext,
  signInOverHttp,
  signUpOverHttp,
  uniqueEmail,
  signUpWithOrganization,
} from '../account/helpers'
import { addDocument } from '../dossier/helpers'
import { createTable, runTable } from '../tables/helpers'
import { convexAs } from './helpers'

// Seeded on the e2e stack by convex/demo/seed.ts: the demo firm, its admin and member, and four
// matters (Northwind in Discovery, Harbor in Pleadings, Meridian in Investigation, Delacroix
// archived), each with its audit trail.
const DEMO_PASSWORD = 'casefile-demo-2026'
const DEMO_ADMIN = 'eleanor.hale@halewhitmore.test'
const DEMO_MEMBER = 'marcus.webb@halewhitmore.test'

test.describe('the firm dashboard', () => {
  test.slow()

  test("an organisation's creator is its admin and sees the empty dashboard", async ({ page }) => {
    await signUpWithOrganization(page, { organization: 'Okafor & Lindqvist' })

    await page.goto('/firm/')

    await expect(page).toHaveURL(/\/firm\/?$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Okafor & Lindqvist' })).toBeVisible()
    await expect(page).toHaveTitle('Firm dashboard · Casefile')
    await expect(
      page.locator('dl').first().getByRole('definition').filter({ hasText: /^0$/ }),
    ).toHaveCount(2)
    await expect(
      page
        .getByRole('region', { name: 'Billable hours' })
        .getByRole('heading', { name: 'No billable time this week or month' }),
    ).toBeVisible()
    await expect(page.getByRole('region', { name: 'AI use' }).getByRole('definition')).toHaveText([
      '0',
      '0',
      '0',
      '0',
    ])
    const stages = page.getByRole('region', { name: 'Matters by stage' })
    await expect(stages.getByRole('heading', { name: 'No active matters' })).toBeVisible()
    await expect(stages.getByRole('link', { name: 'New matter' })).toHaveAttribute(
      'href',
      '/matters/new',
    )
    await expect(
      page
        .getByRole('region', { name: 'Recent activity' })
        .getByRole('heading', { name: 'No activity yet' }),
    ).toBeVisible()
  })

  test('the demo admin sees totals, matters by stage and who did what to which matter', async ({
    page,
  }) => {
    expect((await signInOverHttp(page.request, DEMO_ADMIN, DEMO_PASSWORD)).ok()).toBe(true)

    await page.goto('/firm/')

    await expect(page.getByRole('heading', { level: 1, name: 'Hale & Whitmore LLP' })).toBeVisible()
    const totals = page.locator('dl').first()
    await expect(totals.getByRole('term')).toHaveText(['Active matters', 'Archived matters'])
    await expect(totals.getByRole('definition')).toHaveText(['3', '1'])

    const stages = page.getByRole('list', { name: 'Matters by stage' }).getByRole('listitem')
    await expect(stages).toHaveText([
      /^Investigation\s*1 matter$/,
      /^Pleadings\s*1 matter$/,
      /^Discovery\s*1 matter$/,
      /^Trial\s*0 matters$/,
      /^Appeal\s*0 matters$/,
      /^No stage\s*0 matters$/,
    ])

    const activity = page.getByRole('list', { name: 'Recent activity' }).getByRole('listitem')
    await expect(activity.first()).toContainText('Harbor Freight Lines v. Castellan Logistics')
    await expect(activity.first()).toContainText('Eleanor Hale · Edited judge, docket number')
    await expect(activity.filter({ hasText: 'Archived the matter' })).toContainText(
      'Delacroix v. Summit Insurance',
    )
    const northwind = page
      .getByRole('list', { name: 'Recent activity' })
      .getByRole('link', { name: 'In re Northwind Securities Litigation' })
      .first()
    await expect(northwind).toHaveAttribute(
      'href',
      '/matters/in-re-northwind-securities-litigation/overview/general',
    )

    await northwind.click()
    await expect(page).toHaveURL(
      /\/matters\/in-re-northwind-securities-litigation\/overview\/general$/,
    )
    await expect(
      page.getByRole('heading', { level: 1, name: 'In re Northwind Securities Litigation' }),
    ).toBeVisible()
  })

  test("billable hours by person and by matter, and the month's AI use", async ({ page }) => {
    const { name } = await signUpWithOrganization(page, { organization: 'Ferreira & Vance' })
    const client = await convexAs(page.request)
    const { projectId } = await client.mutation(api.matters.projects.create, {
      name: 'Vance v. Harlow Shipping',
      representedParties: [{ name: 'Vance Holdings', role: 'Plaintiff' }],
      internalMatterId: 'FV-1',
    })
    const today = new Date().toISOString().slice(0, 10)
    const entry = { projectId, date: today, description: 'Drafted the motion' }
    await client.mutation(api.time.entries.create, { ...entry, duration: '2h', billable: true })
    await client.mutation(api.time.entries.create, { ...entry, duration: '3h', billable: false })
    // A table run that sends the matter's text to the (fake) external model.
    await client.mutation(api.ai.settings.setMatterMode, { projectId, mode: 'external' })
    await addDocument(client, projectId, 'complaint.pdf')
    await runTable(client, await createTable(client, projectId))

    await page.goto('/firm/')

    const billable = page.getByRole('region', { name: 'Billable hours' })
    await expect(billable).toContainText('2.0 h')
    const byPerson = billable.getByRole('table', { name: 'By person' })
    await expect(byPerson.getByRole('row', { name })).toHaveText(/2\.0\s*2\.0$/)
    const byMatter = billable.getByRole('table', { name: 'By matter' })
    await expect(byMatter.getByRole('link', { name: 'Vance v. Harlow Shipping' })).toBeVisible()
    await expect(byMatter.getByRole('row', { name: 'Vance v. Harlow Shipping' })).toHaveText(
      /2\.0\s*2\.0$/,
    )

    const ai = page.getByRole('region', { name: 'AI use' })
    await expect(ai.getByRole('term')).toHaveText([
      'Tables run',
      'Drafts written',
      'Questions asked',
      'External model calls',
    ])
    await expect(ai.getByRole('definition')).toHaveText(['1', '0', '0', /^[1-9]\d*$/])
  })

  test('a member is sent to /matters', async ({ page }) => {
    expect((await signInOverHttp(page.request, DEMO_MEMBER, DEMO_PASSWORD)).ok()).toBe(true)

    await page.goto('/firm/')

    await expect(page).toHaveURL(/\/matters\/?$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Matters' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Hale & Whitmore LLP' })).toHaveCount(0)
  })

  test('an admin who is made a member while looking at it is sent to /matters', async ({
    page,
    browser,
  }, testInfo) => {
    const { email } = await signUpWithOrganization(page, { organization: 'Brandt & Osei' })
    await page.goto('/firm/')
    await expect(page.getByRole('heading', { level: 1, name: 'Brandt & Osei' })).toBeVisible()

    // A second admin joins through an invitation and demotes the first one.
    const first = await convexAs(page.request)
    const [organization] = await first.query(api.accounts.organizations.listMine, {})
    const organizationId = organization!._id
    const coAdminEmail = uniqueEmail('co-admin')
    await first.mutation(api.accounts.organizations.invite, {
      organizationId,
      email: coAdminEmail,
      role: 'OrganizationAdmin',
    })
    const other = await newBrowserContext(browser, testInfo)
    await signUpOverHttp(other.request, coAdminEmail, 'Nadia Osei')
    const coAdmin = await convexAs(other.request)
    const members = await coAdmin.query(api.accounts.organizations.members, { organizationId })
    const demoted = members.find((member) => member.email === email)!
    await coAdmin.mutation(api.accounts.organizations.changeRole, {
      organizationId,
      userId: demoted.userId,
      role: 'Member',
    })

    await expect(page).toHaveURL(/\/matters(\/new)?$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Brandt & Osei' })).toHaveCount(0)
    await other.close()
  })

  test('a signed-out visitor is sent to sign in', async ({ page }) => {
    await page.goto('/firm/')

    await expect(page).toHaveURL(/\/login\?redirect=/)
  })
})
