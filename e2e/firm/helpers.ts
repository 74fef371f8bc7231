import { expect, type APIRequestContext } from '@playwright/test'
import { ConvexHttpClient } from 'convex/browser'

const BACKEND_URL = `http://127.0.0.1:${3310 + Number(process.env.E2E_PORT_OFFSET ?? 0)}`

/**
 * A Convex client acting as the user whose session cookie `request` holds (its JWT comes from
 * the app's auth proxy, as the browser's does), for changes another person makes meanwhile.
 */
export async function convexAs(request: APIRequestContext) {
  const response = await request.get('/api/auth/convex/token')
  expect(response.ok(), await response.text()).toBe(true)
  const { token } = (await response.json()) as { token: string }
  const client = new ConvexHttpClient(BACKEND_URL)
  client.setAuth(token)
  return client
}
