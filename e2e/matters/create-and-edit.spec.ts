import { expect, test, waitForHydration } from '../fixtures'
import { createMatterOverApi, signUpWithOrganization } from './helpers'

test.describe('creating and editing a matter', () => {
  // Each test signs up (scrypt hashing) and drives whole forms on a shared machine.
  test.slow()
  // The create form is the subject of the first test only; the others make their matter through
  // the backend and open it.

  test('a new organisation starts on the create screen; each mistake shows its message until fixed', async ({
    page,
  }) => {
    await signUpWithOrganization(page, 'create', 'Hale & Whitmore LLP')
    // Zero matters: the list sends the user to the create screen (spec §4).
    await page.goto('/matters')
    await expect(page).toHaveURL(/\/matters\/new$/)
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1, name: 'New matter' })).toBeVisible()

    await page.getByRole('button', { name: 'Create matter' }).click()
    await expect(page.getByText('Matter name is required')).toBeVisible()
    await expect(page.getByText('At least one represented party is required')).toBeVisible()
    await expect(page.getByText('Internal Matter ID is required')).toBeVisible()
    const name = page.getByLabel('Matter name', { exact: true })
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(name).toHaveAccessibleDescription('Matter name is required')
    await expect(name).toBeFocused()

    await name.fill('Acme Corp v. Beta Industries')
    await page.getByLabel('Internal Matter ID', { exact: true }).fill('LIT-0042')
    await page.getByRole('button', { name: 'Add represented party' }).click()
    await page.getByRole('button', { name: 'Create matter' }).click()
    const party = page.getByRole('group', { name: 'Represented party 1' })
    await expect(party.getByText('Party name is required')).toBeVisible()
    await expect(party.getByText('Role is required')).toBeVisible()
    await expect(page.getByText('Matter name is required')).toHaveCount(0)
    await expect(page.getByText('Internal Matter ID is required')).toHaveCount(0)
    await expect(page.getByText('At least one represented party is required')).toHaveCount(0)

    await party.getByLabel('Name', { exact: true }).fill('Acme Corp')
    await page.getByRole('button', { name: 'Create matter' }).click()
    await expect(party.getByText('Role is required')).toBeVisible()
    await expect(party.getByText('Party name is required')).toHaveCount(0)
    await expect(party.getByLabel('Role', { exact: true })).toHaveAccessibleDescription(
      'Role is required',
    )

    await party.getByLabel('Role', { exact: true }).selectOption('Plaintiff')
    await page.getByRole('button', { name: 'Add adverse party' }).click()
    await page
      .getByRole('group', { name: 'Adverse party 1' })
      .getByLabel('Name', { exact: true })
      .fill('Beta Industries')
    await page.getByLabel('Docket number', { exact: true }).fill('1:24-cv-00042')
    await page.getByLabel('Judge', { exact: true }).fill('Hon. Rosa Ortiz')
    await page.getByLabel('Litigation stage', { exact: true }).selectOption('Discovery')
    await page.getByLabel('Class period', { exact: true }).fill('Jan 2021 – Jun 2023')
    await page.getByLabel('Summary', { exact: true }).fill('Breach of a supply agreement.')
    await page.getByLabel('Key allegations', { exact: true }).fill('Beta withheld shipments.')
    await page.getByRole('button', { name: 'Create matter' }).click()

    await expect(page).toHaveURL(/\/matters\/acme-corp-v-beta-industries\/overview\/general$/)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Acme Corp v. Beta Industries' }),
    ).toBeVisible()
    await expect(page.getByRole('main').getByText('Discovery', { exact: true })).toBeVisible()
    await expect(page.getByText('Breach of a supply agreement.')).toBeVisible()
    await expect(page.getByText('Beta withheld shipments.')).toBeVisible()
    const parties = page.getByRole('region', { name: 'Parties' })
    await expect(parties.getByRole('listitem').filter({ hasText: 'Acme Corp' })).toContainText(
      'Plaintiff',
    )
    await expect(parties.getByText('Beta Industries')).toBeVisible()
    await expect(
      page.getByRole('region', { name: 'Recent activity' }).getByRole('listitem'),
    ).toHaveCount(1)

    await page
      .getByRole('navigation', { name: 'Overview' })
      .getByRole('link', { name: 'Details' })
      .click()
    await expect(page).toHaveURL(/\/overview\/details$/)
    const details = page.getByRole('region', { name: 'Matter details' })
    await expect(details.getByText('1:24-cv-00042')).toBeVisible()
    await expect(details.getByText('LIT-0042')).toBeVisible()
    await expect(details.getByText('Hon. Rosa Ortiz')).toBeVisible()
    await expect(details.getByText('Jan 2021 – Jun 2023')).toBeVisible()
  })

  test('editing a matter changes its overview and keeps its address', async ({ page }) => {
    await signUpWithOrganization(page, 'edit', 'Ortiz Litigation')
    const path = await createMatterOverApi(page, {
      name: 'Gamma Holdings arbitration',
      internalMatterId: 'ARB-7',
      party: { name: 'Gamma Holdings', role: 'Defendant' },
      summary: 'A first summary.',
    })
    await page.goto(path)
    await waitForHydration(page)
    await expect(page.getByText('A first summary.')).toBeVisible()

    await page.getByRole('link', { name: 'Edit matter' }).click()
    await expect(page).toHaveURL(/\/edit$/)
    await waitForHydration(page)
    const name = page.getByLabel('Matter name', { exact: true })
    await expect(name).toHaveValue('Gamma Holdings arbitration')
    await name.fill('Gamma Holdings v. Delta Partners')
    await page.getByLabel('Summary', { exact: true }).fill('The tribunal has been constituted.')
    await page.getByLabel('Litigation stage', { exact: true }).selectOption('Trial')
    await page.getByRole('button', { name: 'Save changes' }).click()

    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await expect(
      page.getByRole('heading', { level: 1, name: 'Gamma Holdings v. Delta Partners' }),
    ).toBeVisible()
    await expect(page.getByText('The tribunal has been constituted.')).toBeVisible()
    await expect(page.getByText('A first summary.')).toHaveCount(0)
    await expect(
      page.getByRole('region', { name: 'Recent activity' }).getByRole('listitem'),
    ).toHaveCount(2)

    // A required field emptied on edit is refused with the same message as on create.
    await page.getByRole('link', { name: 'Edit matter' }).click()
    await waitForHydration(page)
    await page.getByLabel('Internal Matter ID', { exact: true }).fill('  ')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('Internal Matter ID is required')).toBeVisible()
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page).toHaveURL(new RegExp(`${path}$`))
  })

  test('an unknown matter address shows Project not found', async ({ page }) => {
    await signUpWithOrganization(page, 'unknown', 'Nobody & Co')
    await page.goto('/matters/no-such-matter/overview/general')
    await expect(page.getByRole('heading', { level: 1, name: 'Project not found' })).toBeVisible()
    await page.getByRole('link', { name: 'Back to matters' }).click()
    // Still no matter at all, so the list hands over to the create screen.
    await expect(page).toHaveURL(/\/matters\/new$/)
  })

  test('every area of a matter is one click away and says plainly what arrives there', async ({
    page,
  }) => {
    await signUpWithOrganization(page, 'areas', 'Areas & Co')
    const path = await createMatterOverApi(page, {
      name: 'Areas matter',
      internalMatterId: 'A-1',
      party: { name: 'Client', role: 'Plaintiff' },
    })
    await page.goto(path)
    await waitForHydration(page)
    const areas = page.getByRole('navigation', { name: 'Matter' })
    // Extract is built (e2e/extract): a matter with no documents says where facts come from.
    await areas.getByRole('link', { name: 'Extract' }).click()
    await expect(page).toHaveURL(/\/extract$/)
    await expect(
      page.getByRole('heading', { level: 2, name: 'Extract', exact: true }),
    ).toBeVisible()
    await expect(page.getByText('No processed documents yet')).toBeVisible()
    await expect(areas.getByRole('link', { name: 'Extract' })).toHaveAttribute(
      'aria-current',
      'page',
    )

    // The dashboard is built (e2e/matters/dashboard.spec.ts): an empty matter's tiles say so.
    await areas.getByRole('link', { name: 'Dashboard' }).click()
    await expect(page).toHaveURL(/\/dashboard\/?$/)
    await expect(
      page.getByRole('heading', { level: 2, name: 'Dashboard', exact: true }),
    ).toBeVisible()
    await expect(page.getByText('No documents yet.', { exact: false })).toBeVisible()
    await expect(areas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    )

    // Timers are built (e2e/time): an empty matter says no time is recorded yet.
    await areas.getByRole('link', { name: 'Timers' }).click()
    await expect(page).toHaveURL(/\/timers$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Timers', exact: true })).toBeVisible()
    await expect(page.getByText('No time recorded yet')).toBeVisible()

    // Modules and drafts are built (e2e/modules): the demo's modules are listed, and no draft yet.
    await areas.getByRole('link', { name: 'Modules' }).click()
    await expect(page).toHaveURL(/\/modules\/?$/)
    await expect(
      page.getByRole('heading', { level: 2, name: 'Modules', exact: true }),
    ).toBeVisible()
    await expect(page.getByRole('region', { name: 'Case analysis' })).toBeVisible()
    await expect(areas.getByRole('link', { name: 'Modules' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await areas.getByRole('link', { name: 'Drafts' }).click()
    await expect(page).toHaveURL(/\/modules\/drafts$/)
    await expect(page.getByRole('heading', { name: 'No drafts yet' })).toBeVisible()
    await expect(areas.getByRole('link', { name: 'Drafts' })).toHaveAttribute(
      'aria-current',
      'page',
    )

    // Tables are built (e2e/tables): the library says there are none yet.
    await areas.getByRole('link', { name: 'Tables' }).click()
    await expect(page).toHaveURL(/\/tables\/?$/)
    await expect(page.getByRole('heading', { name: 'No tables in this matter yet' })).toBeVisible()
    await expect(areas.getByRole('link', { name: 'Tables' })).toHaveAttribute(
      'aria-current',
      'page',
    )

    // The associate and its threads are built (e2e/associate): both say there is nothing yet.
    await areas.getByRole('link', { name: 'Associate' }).click()
    await expect(page).toHaveURL(/\/associate$/)
    await expect(page.getByRole('heading', { name: 'Ask about Areas matter' })).toBeVisible()
    await expect(page.getByText('No conversations yet.')).toBeVisible()
    await expect(areas.getByRole('link', { name: 'Associate' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await areas.getByRole('link', { name: 'Threads' }).click()
    await expect(page).toHaveURL(/\/threads\/?$/)
    await expect(page.getByRole('heading', { name: 'No threads yet' })).toBeVisible()
    await expect(areas.getByRole('link', { name: 'Threads' })).toHaveAttribute(
      'aria-current',
      'page',
    )

    // The dossier is built (e2e/dossier): its views are one click away too.
    await areas.getByRole('link', { name: 'Dossier' }).click()
    await expect(page).toHaveURL(/\/dossier\/?$/)
    await expect(areas.getByRole('link', { name: 'Dossier' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    const dossier = page.getByRole('navigation', { name: 'Dossier' })
    for (const view of ['Favorites', 'Shared']) {
      await dossier.getByRole('link', { name: view }).click()
      await expect(page).toHaveURL(new RegExp(`/dossier/${view.toLowerCase()}$`))
    }

    // The matter's own address opens its overview.
    await page.goto(path.replace(/\/overview\/general$/, ''))
    await expect(page).toHaveURL(new RegExp(`${path}$`))
  })
})
