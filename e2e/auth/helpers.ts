import { expect, type Page } from '@playwright/test'
import { waitForHydration } from '../fixtures'

export const PASSWORD = 'correct horse battery staple'

/** A fresh address per call, so tests never meet each other's accounts. */
export function uniqueEmail(label: string) {
  return `${label}-${crypto.randomUUID().slice(0, 8)}@e2e.casefile.test`
}

/** Fills and submits the sign-up form; resolves on its 'Check your email' screen. */
export async function submitSignUp(page: Page, email: string, name = 'Avery Counsel') {
  await page.goto('/sign-up')
  await waitForHydration(page)
  await page.getByLabel('Full name').fill(name)
  await page.getByLabel('Work email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible({
    timeout: 20_000,
  })
}

/**
 * Signs up through the form, opens the confirmation link from the development mailbox (a password
 * sign-up cannot sign in before it), and lands on /create-org signed in.
 */
export async function signUpThroughUi(page: Page, email: string, name = 'Avery Counsel') {
  await submitSignUp(page, email, name)
  await openConfirmationLink(page, email)
  await expect(page).toHaveURL(/\/create-org$/, { timeout: 20_000 })
}

/** Signs in with the password form; the caller asserts where it lands. */
export async function signInThroughUi(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login')
  await waitForHydration(page)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** Opens the newest address-confirmation link mailed to `email`, in this page. */
export async function openConfirmationLink(page: Page, email: string) {
  const message = await readMailbox(page, email, 'Verify your email address for Casefile')
  await message.getByRole('link', { name: 'Open the link in this message' }).click()
}

/** Creates the organisation on /create-org and lands on /matters/new. */
export async function createOrganization(page: Page, name: string) {
  await waitForHydration(page)
  await page.getByLabel('Organization name').fill(name)
  await page.getByRole('button', { name: 'Create organization' }).click()
  await expect(page).toHaveURL(/\/matters\/new$/, { timeout: 20_000 })
}

/**
 * Opens the newest mailbox message for an address (with `subject`, when given) and returns it.
 * The outbox is written a moment after the request that sends it, so the page is reloaded until
 * the message is there.
 */
export async function readMailbox(page: Page, email: string, subject?: string) {
  const messages = page.getByRole('list', { name: 'Messages' }).getByRole('listitem')
  const message = subject ? messages.filter({ hasText: subject }).first() : messages.first()
  await expect(async () => {
    await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`)
    await expect(message).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
  return message
}
