import { expect, type Page } from '@playwright/test'
import { waitForHydration } from '../fixtures'

export const PASSWORD = 'correct horse battery staple'

/** A fresh address per call, so tests never meet each other's accounts. */
export function uniqueEmail(label: string) {
  return `${label}-${crypto.randomUUID().slice(0, 8)}@e2e.casefile.test`
}

/** Signs up through the form and lands on /create-org. */
export async function signUpThroughUi(page: Page, email: string, name = 'Avery Counsel') {
  await page.goto('/sign-up')
  await waitForHydration(page)
  await page.getByLabel('Full name').fill(name)
  await page.getByLabel('Work email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/create-org$/, { timeout: 20_000 })
}

/** Creates the organisation on /create-org and lands on /matters/new. */
export async function createOrganization(page: Page, name: string) {
  await waitForHydration(page)
  await page.getByLabel('Organization name').fill(name)
  await page.getByRole('button', { name: 'Create organization' }).click()
  await expect(page).toHaveURL(/\/matters\/new$/, { timeout: 20_000 })
}

/** Opens the newest mailbox message for an address and returns its code or link. */
export async function readMailbox(page: Page, email: string) {
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`)
  const message = page.getByRole('list', { name: 'Messages' }).getByRole('listitem').first()
  await expect(message).toBeVisible()
  return message
}
