import type { Cookie, Page } from '@playwright/test'
import { api } from '../../convex/_generated/api'
import type { Id } from '../../convex/_generated/dataModel'
import { signInAsSuperadmin } from '../account/helpers'
import { openNewMatter } from '../dossier/helpers'
import { convexAs } from '../firm/helpers'

/**
 * A firm of the test's own (its admin signed in on `page`, one matter) where the admin asked the
 * associate one question, so it holds one conversation titled after it.
 */
export async function firmWithConversation(page: Page, run: string, question: string) {
  const organization = `Support Firm ${run}`
  const firm = await openNewMatter(page, { name: `Ada ${run}`, organization })
  const projectId = firm.projectId as Id<'projects'>
  const { threadId } = await firm.client.mutation(api.associate.associate.ask, {
    projectId,
    question,
  })
  const organizations = await firm.client.query(api.accounts.organizations.listMine, {})
  const organizationId = organizations.find((org) => org.name === organization)!._id
  const { cookies } = await page.context().storageState()
  return { ...firm, organization, organizationId, threadId, cookies }
}

/** Leaves the open page and signs its context in as someone else (their session cookies). */
export async function switchTo(page: Page, cookies: Cookie[]) {
  await page.goto('about:blank')
  await page.context().clearCookies()
  await page.context().addCookies(cookies)
}

/** Leaves the open page and signs its context in as the seeded superadmin; a client as them. */
export async function switchToSuperadmin(page: Page) {
  await page.goto('about:blank')
  await page.context().clearCookies()
  await signInAsSuperadmin(page.request)
  return await convexAs(page.request)
}
