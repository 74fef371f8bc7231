import { api } from '../../convex/_generated/api'
import { expect, test, waitForHydration } from '../fixtures'
import { convexAs } from '../firm/helpers'
import { createMatterOverApi, signUpWithOrganization } from '../matters/helpers'

const MATTER = {
  name: 'Harbor Freight v. Castellan',
  internalMatterId: 'T-1',
  party: { name: 'Castellan Logistics', role: 'Defendant' as const },
}

test.describe('time', () => {
  test.slow()

  test('a timer started on a matter is live in a second tab; starting another pauses it; it is recorded as an entry', async ({
    page,
  }) => {
    await signUpWithOrganization(page, 'timers', 'Timers & Co')
    const path = await createMatterOverApi(page, MATTER)
    await page.goto(path)
    await waitForHydration(page)
    const timer = page.getByRole('region', { name: 'Timer', exact: true })
    await timer.getByRole('button', { name: 'Start a timer on this matter' }).click()
    await expect(timer.getByRole('group', { name: `Running timer: ${MATTER.name}` })).toBeVisible()

    const other = await page.context().newPage()
    await other.goto('/matters')
    await waitForHydration(other)
    const otherTimer = other.getByRole('region', { name: 'Timer', exact: true })
    await expect(
      otherTimer.getByRole('group', { name: `Running timer: ${MATTER.name}` }),
    ).toBeVisible()
    // Off any matter, a new timer has none yet; the first is paused, in both tabs.
    await otherTimer.getByRole('button', { name: 'Start a timer' }).click()
    await expect(
      otherTimer.getByRole('group', { name: 'Running timer: No matter yet' }),
    ).toBeVisible()
    await expect(timer.getByRole('group', { name: `Paused timer: ${MATTER.name}` })).toBeVisible()
    await expect(timer.getByRole('group', { name: 'Running timer: No matter yet' })).toBeVisible()
    await other.close()

    const paused = timer.getByRole('group', { name: `Paused timer: ${MATTER.name}` })
    await paused.getByRole('button', { name: 'Record time' }).click()
    const dialog = page.getByRole('dialog', { name: 'Record time' })
    await expect(dialog.getByLabel('Duration')).toHaveValue(/^0:0\d$/)
    await dialog.getByLabel('Duration').fill('0:20')
    await dialog.getByLabel('Description').fill('Reviewed the carriage agreement')
    await dialog.getByRole('button', { name: 'Record' }).click()
    await expect(dialog).toHaveCount(0)
    await expect(timer.getByRole('group', { name: `Paused timer: ${MATTER.name}` })).toHaveCount(0)

    await page
      .getByRole('navigation', { name: 'Matter' })
      .getByRole('link', { name: 'Timers' })
      .click()
    const entries = page.getByRole('table', { name: 'Time entries' })
    await expect(
      entries.getByRole('row', { name: /Reviewed the carriage agreement/ }),
    ).toContainText('0.4 h')
  })

  test('a typed 1:12 is billed by the firm’s rounding, and the CSV holds the entries and locks them', async ({
    page,
  }) => {
    await signUpWithOrganization(page, 'time-entries', 'Rounding & Co')
    const path = await createMatterOverApi(page, MATTER)
    const client = await convexAs(page.request)
    await client.mutation(api.time.settings.update, { incrementMinutes: 15, firmRateCents: 40_000 })
    await page.goto(path.replace(/overview\/general$/, 'timers'))
    await waitForHydration(page)
    await expect(page.getByText('No time recorded yet')).toBeVisible()
    await page.getByRole('button', { name: 'New entry' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'New time entry' })
    await dialog.getByLabel('Duration').fill('soon')
    await dialog.getByLabel('Description').fill('Drafted the motion to dismiss')
    await dialog.getByRole('button', { name: 'Record' }).click()
    await expect(dialog.getByText('Write a duration as 1h 12m, 1:12 or 1.2 (hours)')).toBeVisible()
    await dialog.getByLabel('Duration').fill('1:12')
    await expect(dialog.getByText('Billed as 1h 15m (worked 1h 12m)')).toBeVisible()
    await dialog.getByLabel('Activity (UTBMS)').selectOption('A103')
    await dialog.getByRole('button', { name: 'Record' }).click()
    await expect(dialog).toHaveCount(0)

    const row = page
      .getByRole('table', { name: 'Time entries' })
      .getByRole('row', { name: /Drafted the motion/ })
    await expect(row).toContainText('1h 12m')
    await expect(row).toContainText('1.25 h')
    await expect(row).toContainText('$500.00')
    await expect(page.getByRole('region', { name: 'Billed by activity' })).toContainText(
      'A103 Draft/revise',
    )

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const csv = (await (await (await download).createReadStream()).toArray()).join('')
    expect(csv.split('\r\n')[1]).toMatch(
      /^\d{4}-\d{2}-\d{2},Avery Counsel,Drafted the motion to dismiss,,A103,1.2,1.25,Yes,400.00,500.00$/,
    )
    await expect(row).toContainText('Exported · locked')
    await expect(row.getByRole('button', { name: /Delete/ })).toHaveCount(0)
  })
})

test('an entry is edited and split from the matter’s page; an idle timer asks whether the time was work', async ({
  page,
}) => {
  test.slow()
  await signUpWithOrganization(page, 'time-edit', 'Edits & Co')
  const path = await createMatterOverApi(page, MATTER)
  const client = await convexAs(page.request)
  const { _id: projectId } = await client.query(api.matters.projects.getBySlug, {
    slug: path.split('/')[2]!,
  })
  await client.mutation(api.time.entries.create, {
    projectId,
    date: '2026-11-03',
    duration: '1h',
    description: 'Prepared the deposition outline',
    billable: true,
  })
  // The page's clock starts eleven minutes behind, so moving it on for the idle reminder brings it
  // back to the server's time instead of past it.
  await page.clock.install({ time: Date.now() - 11 * 60_000 })
  await page.goto(path.replace(/overview\/general$/, 'timers'))
  await waitForHydration(page)
  const entries = page.getByRole('table', { name: 'Time entries' })
  await entries.getByRole('button', { name: 'Edit the entry of 2026-11-03' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit time entry' })
  await expect(edit.getByLabel('Duration')).toHaveValue('1h')
  await edit.getByLabel('Duration').fill('1h 30m')
  await edit.getByRole('button', { name: 'Save entry' }).click()
  await expect(edit).toHaveCount(0)
  await expect(entries.getByRole('row', { name: /Prepared the deposition/ })).toContainText(
    '1h 30m',
  )

  await entries.getByRole('button', { name: 'Split the entry of 2026-11-03' }).click()
  const split = page.getByRole('dialog', { name: 'Split the entry' })
  await split.getByLabel('Time to split off').fill('2h')
  await split.getByRole('button', { name: 'Split' }).click()
  await expect(split.getByText('Less than 1h 30m')).toBeVisible()
  await split.getByLabel('Time to split off').fill('0:30')
  await split.getByRole('button', { name: 'Split' }).click()
  await expect(split).toHaveCount(0)
  const rows = entries.getByRole('row', { name: /Prepared the deposition/ })
  await expect(rows).toHaveCount(2)
  await expect(rows.filter({ hasText: '30m' })).toHaveCount(1)

  // A timer left running with no key or click for ten minutes asks; pausing drops the idle time.
  const timer = page.getByRole('region', { name: 'Timer', exact: true })
  await timer.getByRole('button', { name: 'Start a timer on this matter' }).click()
  await expect(timer.getByRole('group', { name: `Running timer: ${MATTER.name}` })).toBeVisible()
  // Moves the page's clock on eleven minutes (to the server's time) without firing its timers all
  // at once, which would also make the Convex client's connection watchdog reconnect.
  await page.clock.setSystemTime(Date.now())
  const reminder = timer.getByRole('alert')
  await expect(reminder).toContainText('No activity for')
  await reminder.getByRole('button', { name: 'Pause without it' }).click()
  const paused = timer.getByRole('group', { name: `Paused timer: ${MATTER.name}` })
  await expect(paused).toBeVisible()
  await expect(reminder).toHaveCount(0)
  await expect(paused.getByLabel('Time on this timer')).toHaveText(/^0:0\d:\d\d$/)
})
