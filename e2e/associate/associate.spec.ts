import { api } from '../../convex/_generated/api'
import { addDocument, openSecondBrowser } from '../dossier/helpers'
import { expect, test, waitForHydration } from '../fixtures'
import {
  colleagueBrowser,
  modelRequests,
  openNewMatter,
  releaseModelAnswer,
} from '../tables/helpers'
import { ask, lastAnswer, openAssociate, threadIdOf } from './helpers'

test.describe('the associate', () => {
  test.slow()

  test('a question gets a streamed answer with numbered citations; a citation opens the viewer at the passage', async ({
    page,
  }) => {
    const { client, projectId, slug } = await openNewMatter(page)
    await addDocument(client, projectId, 'complaint.pdf')
    await addDocument(client, projectId, 'notes.txt')
    await openAssociate(page, slug)
    await expect(page.getByRole('heading', { name: /^Ask about / })).toBeVisible()
    await expect(page.getByText('Offline: answers come from rules on this machine')).toBeVisible()

    await ask(page, 'When is the Daniel Ortega deposition?')
    await expect(page).toHaveURL(/thread_id=\w+/)
    const answer = lastAnswer(page)
    await expect(answer).toHaveAttribute('data-status', 'done')
    await expect(answer).toContainText('Daniel Ortega deposition: November 18')
    const source = answer.getByRole('link', { name: 'Source 1: notes.txt, page 1' })
    await expect(source).toBeVisible()
    // The thread is listed under Today, titled by its question.
    const conversations = page.getByRole('complementary', { name: 'Conversations' })
    await expect(conversations.getByRole('region', { name: 'Today' })).toContainText(
      'When is the Daniel Ortega deposition?',
    )

    const threadId = threadIdOf(page)
    await source.click()
    await expect(page).toHaveURL(
      new RegExp(`/documents/\\w+\\?page=1&highlight=.+&threadId=${threadId}$`),
    )
    await expect(
      page
        .getByRole('mark' as Parameters<typeof page.getByRole>[0])
        .filter({ hasText: 'Daniel Ortega' })
        .first(),
    ).toBeInViewport()
    // The conversation stays beside the document.
    const beside = page.getByRole('complementary', { name: 'Conversation' })
    await expect(beside).toContainText('When is the Daniel Ortega deposition?')
    await expect(beside.getByRole('link', { name: 'Source 1: notes.txt, page 1' })).toBeVisible()
  })

  test('an unanswerable question gets a plain "not found" and no source', async ({ page }) => {
    const { client, projectId, slug } = await openNewMatter(page)
    await addDocument(client, projectId, 'complaint.pdf')
    await addDocument(client, projectId, 'notes.txt')
    await openAssociate(page, slug)
    await ask(page, 'Who is the mediator appointed for the settlement conference?')
    const answer = lastAnswer(page)
    await expect(answer).toHaveAttribute('data-status', 'done')
    await expect(answer.getByRole('status')).toContainText('The documents do not say')
    await expect(answer.getByRole('link')).toHaveCount(0)
  })

  test('streams from a consented model: a reload mid-answer keeps the text, a second browser sees the same answer', async ({
    page,
    browser,
  }, testInfo) => {
    const { client, projectId, slug } = await openNewMatter(page)
    await addDocument(client, projectId, 'notes.txt')
    await client.mutation(api.ai.settings.setMatterMode, { projectId, mode: 'external' })
    // The fake model serves parallel tests too: count the requests carrying this question only.
    // "??": the fake model holds the answer after its first words, so the reload lands mid-answer.
    const question = 'When is the Daniel Ortega deposition??'
    const asked = async () =>
      (await modelRequests()).filter((body) => body.includes(`Question: ${question}\\n`)).length
    const before = await asked()
    await openAssociate(page, slug)
    await expect(page.getByText(/Answers come from fake-model at 127\.0\.0\.1:\d+/)).toBeVisible()

    await ask(page, question)
    const answer = lastAnswer(page)
    // Written a word at a time: part of it is on screen while the rest is still coming.
    await expect(answer).toContainText('According to the')
    await expect(answer).toHaveAttribute('data-status', 'streaming')
    const partial = (await answer.innerText()).length
    await page.reload()
    await waitForHydration(page)
    const reloaded = lastAnswer(page)
    await expect(reloaded).toContainText('According to the')
    expect((await reloaded.innerText()).length).toBeGreaterThanOrEqual(partial - 40)
    await expect(reloaded).toHaveAttribute('data-status', 'streaming')
    expect(await releaseModelAnswer(question)).toBe(1)
    await expect(reloaded).toHaveAttribute('data-status', 'done', { timeout: 30_000 })
    await expect(reloaded.getByRole('link', { name: 'Source 1: notes.txt, page 1' })).toBeVisible()
    expect((await asked()) - before).toBe(1)

    const second = await openSecondBrowser(browser, testInfo, { sameUserAs: page })
    await second.page.goto(page.url())
    await waitForHydration(second.page)
    const seen = lastAnswer(second.page)
    await expect(seen).toHaveAttribute('data-status', 'done')
    const [mine, theirs] = await Promise.all([
      reloaded.getByRole('paragraph').first().innerText(),
      seen.getByRole('paragraph').first().innerText(),
    ])
    expect(theirs).toBe(mine)
    await second.close()
  })

  test('a made-up citation from the model is dropped and flagged; an answer can be stopped', async ({
    page,
  }) => {
    const { client, projectId, slug } = await openNewMatter(page)
    await addDocument(client, projectId, 'notes.txt')
    await client.mutation(api.ai.settings.setMatterMode, { projectId, mode: 'external' })
    await openAssociate(page, slug)
    await ask(page, 'When is the Daniel Ortega deposition?!')
    const answer = lastAnswer(page)
    await expect(answer).toHaveAttribute('data-status', 'done', { timeout: 30_000 })
    await expect(answer.getByRole('note')).toHaveText(
      '2 citations could not be verified against the documents and were removed.',
    )
    await expect(answer).not.toContainText('[7]')

    // "??": the fake model holds the answer after its first words, so Stop lands mid-answer.
    await ask(page, 'What does the production volume VOL005 replace??')
    const next = lastAnswer(page)
    await expect(next).toContainText('According to the')
    await next.getByRole('button', { name: 'Stop' }).click()
    await expect(next).toHaveAttribute('data-status', 'stopped')
    await expect(next).toContainText('Stopped before the end.')
  })

  test('scoping to documents chosen in the dossier limits the sources', async ({ page }) => {
    const { client, projectId, slug } = await openNewMatter(page)
    await addDocument(client, projectId, 'complaint.pdf')
    await addDocument(client, projectId, 'notes.txt')
    await page.goto(`/matters/${slug}/dossier?view=list`)
    await waitForHydration(page)
    await page.getByRole('checkbox', { name: 'Select complaint.pdf' }).check()
    await page.getByRole('button', { name: 'Ask about these' }).click()
    await expect(page).toHaveURL(/\/associate\?thread_id=\w+/)
    await expect(page.getByText('Sources: complaint.pdf')).toBeVisible()
    // The deposition is only in the notes, which are outside this thread's scope.
    await ask(page, 'When is the Daniel Ortega deposition?')
    const answer = lastAnswer(page)
    await expect(answer).toHaveAttribute('data-status', 'done')
    await expect(answer.getByRole('link', { name: /notes\.txt/ })).toHaveCount(0)
    await expect(answer).not.toContainText('November 18')
  })
})

test('a folder’s menu asks about that folder, its subfolders included, and nothing else', async ({
  page,
}) => {
  test.slow()
  const { client, projectId, slug } = await openNewMatter(page)
  await client.mutation(api.dossier.folders.create, { projectId, name: 'Pleadings' })
  await addDocument(client, projectId, 'complaint.pdf', { folderPath: 'pleadings' })
  await addDocument(client, projectId, 'notes.txt')
  await page.goto(`/matters/${slug}/dossier?view=list`)
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Actions for Pleadings' }).click()
  await page.getByRole('menuitem', { name: 'Ask the associate' }).click()
  await expect(page).toHaveURL(/\/associate\?thread_id=\w+/)
  await expect(page.getByText('Sources: the folder Pleadings')).toBeVisible()
  await ask(page, 'When is the Daniel Ortega deposition?')
  const answer = lastAnswer(page)
  await expect(answer).toHaveAttribute('data-status', 'done')
  await expect(answer.getByRole('link', { name: /notes\.txt/ })).toHaveCount(0)
  await expect(answer).not.toContainText('November 18')
})

test.describe('threads', () => {
  test.slow()

  test('group under the spec’s date labels by a controlled clock; rename, share read-only and delete', async ({
    page,
    browser,
  }, testInfo) => {
    const { client, projectId, slug } = await openNewMatter(page)
    await addDocument(client, projectId, 'notes.txt')
    const { threadId } = await client.mutation(api.associate.associate.ask, {
      projectId,
      question: 'When is the Daniel Ortega deposition?',
    })
    const thread = await client.query(api.associate.threads.get, { threadId })
    const at = thread.lastMessageAt
    const day = 86_400_000
    const list = page.getByRole('region', { name: 'Threads' })
    // Groups are calendar days: "Today" is the message's own instant, so a run at 23:59 stays Today.
    for (const [offset, group] of [
      [0, 'Today'],
      [day, 'Yesterday'],
      [3 * day, 'Previous 7 Days'],
      [12 * day, 'Previous 30 Days'],
      [45 * day, 'Older'],
    ] as const) {
      await page.clock.setFixedTime(at + offset)
      await page.goto(`/matters/${slug}/threads`)
      await waitForHydration(page)
      await expect(page.getByRole('heading', { level: 3 })).toHaveText([group])
      await expect(page.getByRole('region', { name: group })).toContainText(
        'When is the Daniel Ortega deposition?',
      )
    }
    await expect(list).toBeVisible()

    await page
      .getByRole('button', { name: 'Actions for When is the Daniel Ortega deposition?' })
      .click()
    await page.getByRole('menuitem', { name: 'Rename…' }).click()
    const rename = page.getByRole('dialog', { name: 'Rename thread' })
    await rename.getByLabel('Title').fill('Ortega deposition date')
    await rename.getByRole('button', { name: 'Rename' }).click()
    await expect(page.getByRole('link', { name: 'Ortega deposition date' })).toBeVisible()

    const colleague = await colleagueBrowser(browser, testInfo, client, 'Bo Member')
    await colleague.page.goto(`/matters/${slug}/threads`)
    await waitForHydration(colleague.page)
    await expect(colleague.page.getByRole('heading', { name: 'No threads yet' })).toBeVisible()

    await page.getByRole('button', { name: 'Actions for Ortega deposition date' }).click()
    await page.getByRole('menuitem', { name: 'Share…' }).click()
    const share = page.getByRole('dialog', { name: 'Share Ortega deposition date' })
    await share.getByRole('checkbox', { name: /Bo Member/ }).check()
    await share.getByRole('button', { name: 'Save sharing' }).click()
    await expect(share).toHaveCount(0)

    // Live for the colleague, read-only: no composer, and only export in the menu.
    await expect(colleague.page.getByRole('link', { name: /Ortega deposition date/ })).toBeVisible()
    await colleague.page.getByRole('link', { name: /Ortega deposition date/ }).click()
    await expect(
      colleague.page.getByText(/Shared with you by Avery Counsel · read-only/),
    ).toBeVisible()
    await expect(colleague.page.getByRole('textbox', { name: 'Your question' })).toHaveCount(0)
    await colleague.page.getByRole('button', { name: 'Actions for Ortega deposition date' }).click()
    await expect(colleague.page.getByRole('menuitem')).toHaveText([
      'Export to Word (.docx)',
      'Export to Markdown (.md)',
    ])
    await colleague.page.keyboard.press('Escape')

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Actions for Ortega deposition date' }).click()
    await page.getByRole('menuitem', { name: 'Export to Markdown (.md)' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^Ortega deposition date - \d{4}-\d{2}-\d{2}\.md$/)

    await page.getByRole('button', { name: 'Actions for Ortega deposition date' }).click()
    await page.getByRole('menuitem', { name: 'Delete…' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete thread' }).click()
    await expect(page.getByRole('heading', { name: 'No threads yet' })).toBeVisible()
    await expect(colleague.page.getByText('Thread not found')).toBeVisible()
    await colleague.close()
  })

  test('the pocket associate lists recent threads across matters and opens them', async ({
    page,
  }) => {
    const { client, projectId, slug } = await openNewMatter(page)
    await addDocument(client, projectId, 'notes.txt')
    const { threadId } = await client.mutation(api.associate.associate.ask, {
      projectId,
      question: 'When is the Daniel Ortega deposition?',
    })
    await page.goto('/account/pocket-associate')
    await waitForHydration(page)
    const recent = page.getByRole('list', { name: 'Recent threads' })
    await recent.getByRole('link', { name: /When is the Daniel Ortega deposition\?/ }).click()
    await expect(page).toHaveURL(new RegExp(`/matters/${slug}/associate\\?thread_id=${threadId}`))
    await expect(lastAnswer(page)).toContainText('Daniel Ortega deposition: November 18')
  })
})
