import { expect, test } from '../fixtures'
import { openAccount, signUpWithOrganization } from './helpers'

test.describe('notifications, support and Pocket Associate', () => {
  test.slow()

  test('email preferences are switches that persist', async ({ page }) => {
    await signUpWithOrganization(page)
    await openAccount(page, '/account/notifications')

    const matterEmails = page.getByRole('switch', { name: 'When a matter I work on changes' })
    const invitationEmails = page.getByRole('switch', {
      name: 'When I am invited to an organization',
    })
    await expect(matterEmails).toHaveAttribute('aria-checked', 'true')
    await expect(invitationEmails).toHaveAttribute('aria-checked', 'true')

    await matterEmails.click()
    await expect(matterEmails).toHaveAttribute('aria-checked', 'false')
    await page.reload()
    await expect(
      page.getByRole('switch', { name: 'When a matter I work on changes' }),
    ).toHaveAttribute('aria-checked', 'false')
    await expect(invitationEmails).toHaveAttribute('aria-checked', 'true')
  })

  test('support names the firm admins, the shortcuts and the version; the sub-navigation works', async ({
    page,
  }) => {
    const { email } = await signUpWithOrganization(page, { name: 'Ada Admin' })
    await openAccount(page)

    const nav = page.getByRole('navigation', { name: 'Account' })
    await nav.getByRole('link', { name: 'Support' }).click()
    await expect(page).toHaveURL(/\/account\/support$/)
    await expect(nav.getByRole('link', { name: 'Support' })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('list', { name: 'Organization admins' })).toContainText(email)
    await expect(page.getByRole('table', { name: 'Keyboard shortcuts' })).toContainText('F8')
    await expect(page.getByText('casefile-app@1.0.0')).toBeVisible()

    await nav.getByRole('link', { name: 'Pocket Associate' }).click()
    await expect(page.getByRole('heading', { name: 'Pocket Associate' })).toBeVisible()
    await expect(page.getByText('No conversations yet')).toBeVisible()
  })
})
