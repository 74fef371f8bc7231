import { signUpWithOrganization } from '../account/helpers'
import { expect, test, waitForHydration } from '../fixtures'

test.describe('the prompt library', () => {
  test.slow()

  test('a member keeps a prompt with variables, stars, finds, edits and deletes it', async ({
    page,
  }) => {
    await signUpWithOrganization(page)
    await page.goto('/matters')
    await waitForHydration(page)
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Prompts' })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Prompt Library' })).toBeVisible()
    await expect(
      page.getByText('Discover and use pre-crafted prompts for your organization'),
    ).toBeVisible()
    // Casefile's own prompts (the demo installs a few) are every firm's.
    const prompts = page.getByRole('list', { name: 'Prompts' })
    await expect(prompts.getByRole('article', { name: 'Summarise a complaint' })).toContainText(
      'Casefile',
    )
    await page.getByLabel('Show').selectOption('Mine')
    await expect(page.getByRole('heading', { name: 'No prompts match' })).toBeVisible()

    await page.getByRole('button', { name: 'New prompt' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'New prompt' })
    await dialog.getByRole('button', { name: 'Add prompt' }).click()
    await expect(dialog.getByText('Title is required')).toBeVisible()
    await expect(dialog.getByText('Prompt text is required')).toBeVisible()
    await dialog.getByLabel('Title').fill('Deposition prep')
    await dialog
      .getByLabel('Prompt text')
      .fill('Prepare {{deponent}} on what {{party}} knew before {{date}}.')
    await dialog.getByLabel('Category (optional)').fill('Discovery')
    await dialog.getByLabel('Tags (optional)').fill('Depositions, witnesses')
    // Only an organisation admin shares with the firm; this account's creator is one.
    await expect(dialog.getByLabel('Share with the whole firm')).toBeVisible()
    await dialog.getByRole('button', { name: 'Add prompt' }).click()
    await expect(dialog).toHaveCount(0)

    const card = prompts.getByRole('article', { name: 'Deposition prep' })
    await expect(card.getByRole('listitem')).toHaveText([
      '{{deponent}}',
      '{{party}}',
      '{{date}}',
      'Depositions',
      'witnesses',
    ])
    await expect(card).toContainText('Mine')

    await card.getByRole('button', { name: 'Star Deposition prep' }).click()
    await expect(card.getByRole('button', { name: 'Star Deposition prep' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await page.getByLabel('Show').selectOption('Starred')
    await expect(prompts.getByRole('article')).toHaveCount(1)
    await page.getByRole('searchbox', { name: 'Search prompts' }).fill('mortgage')
    await expect(page.getByRole('heading', { name: 'No prompts match' })).toBeVisible()
    await page.getByRole('button', { name: 'Clear filters' }).click()

    await card.getByRole('button', { name: 'Actions for Deposition prep' }).click()
    await page.getByRole('menuitem', { name: 'Edit…' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit prompt' })
    await edit.getByLabel('Title').fill('Deposition outline prep')
    await edit.getByRole('button', { name: 'Save prompt' }).click()
    await expect(prompts.getByRole('article', { name: 'Deposition outline prep' })).toBeVisible()

    await prompts.getByRole('button', { name: 'Actions for Deposition outline prep' }).click()
    await page.getByRole('menuitem', { name: 'Delete…' }).click()
    await page.getByRole('button', { name: 'Delete prompt' }).click()
    await expect(prompts.getByRole('article', { name: 'Deposition outline prep' })).toHaveCount(0)
    await expect(prompts.getByRole('article', { name: 'Summarise a complaint' })).toBeVisible()
  })

  test.describe('when the prompt list fails', () => {
    // The Convex client logs the failed query; the failure is what this test makes.
    test.use({ allowedConsoleErrors: [/The prompt library is unavailable/] })

    test('the page says so with the message, and Try Again reloads', async ({ page }) => {
      await signUpWithOrganization(page)
      // The backend fails the prompt list once: its first answer on the live connection becomes a
      // failure with a message, as a failing query's would.
      let failures = 0
      await page.routeWebSocket(/\/api\/.*sync/, (socket) => {
        const server = socket.connectToServer()
        const listQueries = new Set<number>()
        socket.onMessage((message) => {
          const sent = JSON.parse(String(message)) as {
            type: string
            modifications?: { type: string; queryId: number; udfPath?: string }[]
          }
          for (const change of sent.modifications ?? []) {
            if (change.type === 'Add' && change.udfPath === 'prompts/library:list') {
              listQueries.add(change.queryId)
            }
          }
          server.send(message)
        })
        server.onMessage((message) => {
          const received = JSON.parse(String(message)) as {
            type: string
            modifications?: Record<string, unknown>[]
          }
          if (received.type === 'Transition' && failures === 0) {
            received.modifications = received.modifications?.map((change) => {
              if (change.type !== 'QueryUpdated' || !listQueries.has(change.queryId as number)) {
                return change
              }
              failures++
              return {
                type: 'QueryFailed',
                queryId: change.queryId,
                errorMessage: 'The prompt library is unavailable',
                errorData: { code: 'CONFLICT', message: 'The prompt library is unavailable' },
                logLines: [],
                journal: change.journal ?? null,
              }
            })
            socket.send(JSON.stringify(received))
            return
          }
          socket.send(message)
        })
      })
      await page.goto('/matters')
      await waitForHydration(page)
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Prompts' })
        .click()
      const alert = page.getByRole('alert')
      await expect(
        alert.getByRole('heading', { name: 'Error Loading Prompt Library' }),
      ).toBeVisible()
      await expect(alert).toContainText('The prompt library is unavailable')
      expect(failures).toBe(1)

      await alert.getByRole('button', { name: 'Try Again' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Prompt Library' })).toBeVisible()
      await expect(
        page.getByRole('list', { name: 'Prompts' }).getByRole('article', {
          name: 'Summarise a complaint',
        }),
      ).toBeVisible()
    })
  })
})
