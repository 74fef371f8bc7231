import { ConvexHttpClient } from 'convex/browser'
import { api } from '../../convex/_generated/api'
import type { Id } from '../../convex/_generated/dataModel'
import { expect, test, waitForHydration } from '../fixtures'
import { signUpWithOrganization } from '../matters/helpers'
import { XSS_PAYLOADS } from './xss-payloads'

// Target R8 for the dossier: the 200 payloads as folder names, file names and document text
// (a text file and an HTML file holding all of them), then the dossier's screens in Chromium.
// Names cannot hold / or \ (a folder's name is part of its path), so those become spaces there;
// everything else of each payload is kept. No payload may run, open a dialog or trip the CSP.
const BACKEND_URL = `http://127.0.0.1:${3310 + Number(process.env.E2E_PORT_OFFSET ?? 0)}`
const asName = (payload: string, max: number) => payload.replace(/[/\\]/g, ' ').trim().slice(0, max)

async function upload(
  client: ConvexHttpClient,
  projectId: Id<'projects'>,
  folderId: Id<'folders'> | undefined,
  name: string,
  body: string,
  type: string,
) {
  const url = await client.mutation(api.documents.generateUploadUrl, { projectId })
  const stored = await fetch(url, { method: 'POST', headers: { 'content-type': type }, body })
  const { storageId } = (await stored.json()) as { storageId: Id<'_storage'> }
  return await client.action(api.uploads.register, { projectId, folderId, storageId, name })
}

test('payloads as folder names, file names and document text stay text', async ({ page }) => {
  test.setTimeout(240_000)
  page.on('dialog', (dialog) => {
    throw new Error(`a payload opened a ${dialog.type()} dialog`)
  })
  await signUpWithOrganization(page, 'xss-dossier', 'Dossier Injection LLP')
  const { token } = (await (await page.request.get('/api/auth/convex/token')).json()) as {
    token: string
  }
  const client = new ConvexHttpClient(BACKEND_URL)
  client.setAuth(token)
  const { projectId, slug } = await client.mutation(api.projects.create, {
    name: 'Injection v. Dossier',
    representedParties: [{ name: 'Acme', role: 'Plaintiff' }],
    internalMatterId: 'XSS-1',
  })

  const all = XSS_PAYLOADS.join('\n')
  const { folderId } = await client.mutation(api.folders.create, {
    projectId,
    name: asName(XSS_PAYLOADS[0]!, 120),
  })
  // Ten at a time: the calls are independent, and one by one they took two minutes.
  const entries = [...XSS_PAYLOADS.entries()]
  for (let from = 0; from < entries.length; from += 10) {
    await Promise.all(
      entries.slice(from, from + 10).flatMap(([index, payload]) => [
        client.mutation(api.folders.create, {
          projectId,
          parentId: folderId,
          name: `${index} ${asName(payload, 110)}`,
        }),
        upload(
          client,
          projectId,
          undefined,
          `${index} ${asName(payload, 240)}.txt`,
          payload,
          'text/plain',
        ),
      ]),
    )
  }
  await upload(client, projectId, folderId, 'all payloads.txt', all, 'text/plain')
  await upload(
    client,
    projectId,
    folderId,
    'all payloads.html',
    `<!doctype html><html><body>${all}</body></html>`,
    'text/html',
  )
  const { path } = (await client.query(api.folders.listAll, { projectId }))[0]!

  for (const screen of [`/matters/${slug}/dossier`, `/matters/${slug}/dossier/${path}`]) {
    for (const view of ['Grid view', 'Table view']) {
      await page.goto(screen)
      await waitForHydration(page)
      await page.getByRole('button', { name: view }).click()
      await expect(page.getByRole('main')).toBeVisible()
      expect(await page.evaluate(() => '__xss' in window), `${screen} ${view}`).toBe(false)
    }
  }
  // The payloads really are on the page, as text: a folder name and a file name.
  await page.goto(`/matters/${slug}/dossier/${path}`)
  await waitForHydration(page)
  await expect(
    page.getByText(`1 ${asName(XSS_PAYLOADS[1]!, 110)}`, { exact: true }).first(),
  ).toBeVisible()
  await page.goto(`/matters/${slug}/dossier`)
  await waitForHydration(page)
  await expect(page.getByText(asName(XSS_PAYLOADS[0]!, 120), { exact: true }).first()).toBeVisible()
  expect(await page.evaluate(() => '__xss' in window)).toBe(false)
})
