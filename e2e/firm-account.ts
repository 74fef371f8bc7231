import type { Cookie } from '@playwright/test'
import { signUpOverHttp, createOrganizationOverHttp, uniqueEmail } from './account/helpers'
import { test as base } from './fixtures'

/** A user with an organisation of their own, signed up once per worker. */
export type FirmAccount = {
  email: string
  name: string
  organization: string
  /** The session cookies; `signInAs` puts them into a test's browser context. */
  cookies: Cookie[]
}

/**
 * The base test with `firmAccount`: one signed-up user and firm per worker, for tests that need a
 * signed-in member but not a fresh account (signing up costs a password hash, a mail and a
 * confirmation per test). Tests stay independent by creating their own matter (openMatterAs in
 * e2e/dossier/helpers.ts); what a user keeps beyond a matter (the dossier view, search history)
 * lives in the browser's storage, which every test starts without.
 */
export const test = base.extend<object, { firmAccount: FirmAccount }>({
  firmAccount: [
    async ({ playwright }, use, workerInfo) => {
      const [a, b] = crypto.getRandomValues(new Uint8Array(2))
      const request = await playwright.request.newContext({
        baseURL: workerInfo.project.use.baseURL,
        extraHTTPHeaders: { 'x-forwarded-for': `192.0.${a! % 250}.${(b! % 250) + 1}` },
      })
      const email = uniqueEmail(`worker-${workerInfo.workerIndex}`)
      const name = 'Avery Counsel'
      const organization = 'Avery & Partners'
      await signUpOverHttp(request, email, name)
      await createOrganizationOverHttp(request, organization)
      const { cookies } = await request.storageState()
      await request.dispose()
      await use({ email, name, organization, cookies })
    },
    { scope: 'worker' },
  ],
})

export { expect, waitForHydration } from './fixtures'
