import { api } from '../../convex/_generated/api'
import type { Id } from '../../convex/_generated/dataModel'
import { openMatterAs } from '../dossier/helpers'
import { expect, test, waitForHydration } from '../firm-account'
import { XSS_PAYLOADS } from './xss-payloads'

// Target R8 for the associate: payloads in a document's name and text (so answers quote them and
// sources name them), in questions (and so the threads' titles) and in a renamed title, then every
// screen that shows them: the conversation, the threads list, the pocket associate and the viewer
// beside a thread. None may run (window.__xss), open a dialog or trip the CSP.
const SAMPLED = 40

test('the associate shows injection payloads as text and never runs them', async ({
  page,
  firmAccount,
}) => {
  test.setTimeout(240_000)
  page.on('dialog', (dialog) => {
    throw new Error(`a payload opened a ${dialog.type()} dialog`)
  })
  const { client, projectId, slug } = await openMatterAs(page, firmAccount)
  const payloads = XSS_PAYLOADS.filter((_, i) => i % Math.ceil(XSS_PAYLOADS.length / SAMPLED) === 0)

  // Every line says when a deposition is, so an answer about depositions quotes payloads.
  const text = payloads
    .map(
      (payload, i) =>
        `The deposition of witness ${i} (${payload}) is set for November ${(i % 28) + 1}.`,
    )
    .join('\n')
  const uploadUrl = await client.mutation(api.dossier.documents.generateUploadUrl, { projectId })
  const stored = await fetch(uploadUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain' },
    body: text,
  })
  const { storageId } = (await stored.json()) as { storageId: Id<'_storage'> }
  const name = `${payloads[1]!.replace(/[/\\]/g, ' ').trim().slice(0, 80)}.txt`
  const { documentId } = await client.action(api.dossier.uploads.register, {
    projectId,
    storageId,
    name,
  })
  await expect
    .poll(async () => (await client.query(api.dossier.documents.get, { documentId })).status, {
      timeout: 90_000,
    })
    .toBe('ready')

  const threadIds: Id<'threads'>[] = []
  for (const payload of payloads.slice(2, 5)) {
    const { threadId } = await client.mutation(api.associate.associate.ask, {
      projectId,
      question: `When is the deposition of the witness? ${payload}`,
    })
    threadIds.push(threadId)
  }
  for (const threadId of threadIds) {
    await expect
      .poll(
        async () =>
          (await client.query(api.associate.threads.get, { threadId })).messages.at(-1)?.status,
        {
          timeout: 60_000,
        },
      )
      .toBe('done')
  }
  await client.mutation(api.associate.threads.rename, {
    threadId: threadIds[0]!,
    title: payloads[5]!.slice(0, 120),
  })
  const answer = (
    await client.query(api.associate.threads.get, { threadId: threadIds[1]! })
  ).messages.at(-1)!
  expect(answer.citations.length).toBeGreaterThan(0)

  for (const screen of [
    `/matters/${slug}/associate?thread_id=${threadIds[1]}`,
    `/matters/${slug}/threads`,
    '/account/pocket-associate',
    `/documents/${documentId}?threadId=${threadIds[1]}`,
  ]) {
    await page.goto(screen)
    await waitForHydration(page)
    expect(await page.evaluate(() => '__xss' in window), screen).toBe(false)
  }

  // The texts are on screen as text: a quoted line of the document, and the renamed title.
  await page.goto(`/matters/${slug}/associate?thread_id=${threadIds[1]}`)
  await waitForHydration(page)
  const log = page.getByRole('log', { name: 'Questions and answers' })
  await expect(log.getByText('The deposition of witness', { exact: false }).first()).toBeVisible()
  await page.goto(`/matters/${slug}/threads`)
  await waitForHydration(page)
  await expect(
    page.getByText(payloads[5]!.slice(0, 120).replace(/\s+/g, ' ').trim()).first(),
  ).toBeVisible()
  expect(await page.evaluate(() => '__xss' in window)).toBe(false)
})
