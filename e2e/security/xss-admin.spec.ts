import { api } from '../../convex/_generated/api'
import { signInAsSuperadmin, signUpOverHttp, uniqueEmail } from '../account/helpers'
import { userIdOf } from '../admin/console-helpers'
import { expect, test, waitForHydration } from '../fixtures'
import { convexAs } from '../firm/helpers'
import { XSS_PAYLOADS } from './xss-payloads'

// Target R8 for the superadmin console: every payload as an organisation's name (the list, an
// organisation's page, the users' organisation column and filter), and payloads as users' first
// and last names (the users list and a user's page). None may run (window.__xss), open a dialog
// or trip the CSP (a console error fails the fixture).
test('the console shows payload names of organisations and users as text', async ({
  page,
  request,
}) => {
  test.slow()
  page.on('dialog', (dialog) => {
    throw new Error(`a payload opened a ${dialog.type()} dialog`)
  })
  await signInAsSuperadmin(page.request)
  const admin = await convexAs(page.request)
  const tag = `xss${Date.now()}`
  const organizationIds = []
  for (let from = 0; from < XSS_PAYLOADS.length; from += 20) {
    organizationIds.push(
      ...(await Promise.all(
        XSS_PAYLOADS.slice(from, from + 20).map(async (payload, offset) => {
          const name = `${tag} ${from + offset} ${payload}`
          return (await admin.mutation(api.admin.organizations.create, { organizationName: name }))
            .organizationId
        }),
      )),
    )
  }
  // Three users whose first and last names are payloads short enough for a name.
  const short = XSS_PAYLOADS.filter((payload) => payload.length <= 49)
  const emails = [uniqueEmail('xss-admin'), uniqueEmail('xss-admin'), uniqueEmail('xss-admin')]
  for (const [index, email] of emails.entries()) {
    await signUpOverHttp(request, email, 'Payload Person')
    const userId = await userIdOf(page.request, email)
    await admin.mutation(api.admin.users.update, {
      userId,
      firstName: short[index * 2]!,
      lastName: short[index * 2 + 1]!,
      email,
    })
    await admin.mutation(api.admin.memberships.assign, {
      userId,
      organizationId: organizationIds[index]!,
      role: 'OrganizationAdmin',
    })
  }

  // The organisations list, page by page: the newest 200 are these.
  await page.goto('/admin/organizations')
  await waitForHydration(page)
  const table = page.getByRole('table', { name: 'Organizations' })
  let seen = 0
  for (let pageNumber = 1; seen < XSS_PAYLOADS.length; pageNumber += 1) {
    await expect(page.getByText(`Page ${pageNumber}`)).toBeVisible()
    // The previous page's rows stay while the next one loads (aria-busy): count the new page's.
    await expect(page.locator('[aria-busy]').filter({ has: table })).toHaveAttribute(
      'aria-busy',
      'false',
    )
    const rows = table.getByRole('row').filter({ hasText: tag })
    await expect(rows.first()).toBeVisible()
    seen += await rows.count()
    if (seen < XSS_PAYLOADS.length) {
      await page.getByRole('button', { name: 'Next' }).click()
    }
  }
  expect(seen).toBe(XSS_PAYLOADS.length)

  // One organisation's page, with its payload-named admin.
  await page.goto(`/admin/organizations/${organizationIds[0]}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(XSS_PAYLOADS[0]!)
  await expect(page.getByRole('list', { name: 'Members' })).toContainText(short[0]!)

  // The users list, searched by the addresses, and one user's page.
  await page.goto('/admin/users')
  await waitForHydration(page)
  await page.getByLabel('Search by name or email').fill(emails[0]!)
  const users = page.getByRole('table', { name: 'Users' })
  await expect(users.getByRole('row')).toHaveCount(2)
  await expect(users).toContainText(`${short[0]} ${short[1]}`)
  await expect(users).toContainText(`${tag} 0 ${XSS_PAYLOADS[0]}`)
  await page.getByLabel('Search by name or email').fill('xss-admin-')
  await expect(users.getByRole('row').filter({ hasText: emails[2]! })).toContainText(short[4]!)
  await users.getByRole('row').filter({ hasText: emails[1]! }).getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(short[2]!)
  await expect(page.getByLabel('First name')).toHaveValue(short[2]!)
  expect(await page.evaluate(() => '__xss' in window)).toBe(false)
})
