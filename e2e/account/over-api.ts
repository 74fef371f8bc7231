import type { Page } from '@playwright/test'
import { api } from '../../convex/_generated/api'
import { convexAs } from '../firm/helpers'
import { signUpOverHttp, uniqueEmail } from './helpers'

/**
 * A fresh user with an organisation, signed in in this page's context; the page is left where it
 * was. Sign-up and the create-organisation screen have specs of their own (e2e/auth): where they
 * are only the way in, the account is made over HTTP and the organisation through the backend,
 * which is what the create-organisation form calls.
 */
export async function signUpWithOrganizationOverApi(
  page: Page,
  {
    email = uniqueEmail('account'),
    name = 'Avery Counsel',
    organization = 'Avery & Partners',
  } = {},
) {
  await signUpOverHttp(page.request, email, name)
  const client = await convexAs(page.request)
  await client.mutation(api.accounts.organizations.create, { organizationName: organization })
  return { email, name, organization, client }
}
