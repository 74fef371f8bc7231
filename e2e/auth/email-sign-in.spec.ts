import { expect, test, waitForHydration } from '../fixtures'
import { signUpWithOrganization } from '../account/helpers'
import { readMailbox, uniqueEmail } from './helpers'

test.describe('passwordless sign-in', () => {
  // Each test signs up (scrypt hashing plus a cold dev server): give them room on a 2-core machine.
  test.slow()
  // The account and its firm are only the way in (sign-up has its own spec): made over HTTP.

  test('a one-time code from the mailbox signs the user in', async ({ page }) => {
    const email = uniqueEmail('code')
    await signUpWithOrganization(page, { email, organization: 'Code Counsel' })
    await page.context().clearCookies()

    await page.goto('/login')
    await waitForHydration(page)
    await page.getByRole('tab', { name: 'Email code' }).click()
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Email me a code' }).click()
    await expect(page.getByLabel('Code')).toBeVisible()

    const mailbox = await page.context().newPage()
    const message = await readMailbox(mailbox, email)
    const code = (await message.getByText(/Code:/).textContent())?.match(/\d{6}/)?.[0]
    expect(code).toMatch(/^\d{6}$/)
    await mailbox.close()

    await page.getByLabel('Code').fill(code!)
    await page.getByRole('button', { name: 'Sign in with code' }).click()
    // Signed in, with no matter yet: the matters list sends the user on to create one (spec §4).
    await expect(page).toHaveURL(/\/matters\/new$/, { timeout: 20_000 })
    await expect(page.getByRole('heading', { level: 1, name: 'New matter' })).toBeVisible()
  })

  test('a magic link from the mailbox signs the user in and the ott leaves the URL', async ({
    page,
  }) => {
    const email = uniqueEmail('link')
    await signUpWithOrganization(page, { email, organization: 'Link Counsel' })
    await page.context().clearCookies()

    await page.goto('/login')
    await waitForHydration(page)
    await page.getByRole('tab', { name: 'Email link' }).click()
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Email me a link' }).click()
    await expect(page.getByText(`We sent a sign-in link to ${email}.`)).toBeVisible()

    const message = await readMailbox(page, email)
    await message.getByRole('link', { name: 'Open the link in this message' }).click()

    // The link verifies, the backend hands back ?ott=, the app exchanges it during SSR and
    // reloads the page without it, signed in.
    await expect(page.getByRole('heading', { level: 1, name: /Matters|New matter/ })).toBeVisible({
      timeout: 20_000,
    })
    expect(new URL(page.url()).searchParams.has('ott')).toBe(false)
    expect(new URL(page.url()).pathname).toMatch(/^\/matters/)

    // The session survives a reload: it is a real cookie, not page state.
    await page.reload()
    await waitForHydration(page)
    await expect(page).toHaveURL(/\/matters/)
  })

  test('a used or made-up ott leaves the visitor signed out and is removed from the URL', async ({
    page,
  }) => {
    await page.goto('/matters?ott=not-a-real-token&tab=1')
    await waitForHydration(page)
    await expect(page).toHaveURL(/\/login\?redirect=/)
    expect(decodeURIComponent(page.url())).not.toContain('ott=')
    expect(decodeURIComponent(page.url())).toContain('tab=1')
  })
})
