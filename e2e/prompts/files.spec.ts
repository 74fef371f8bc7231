import { signUpWithOrganization, signInAsSuperadmin } from '../account/helpers'
import { expect, test, waitForHydration } from '../fixtures'

const json = (name: string, value: unknown) => ({
  name,
  mimeType: 'application/json',
  buffer: Buffer.from(JSON.stringify(value)),
})

test.describe('prompt files and Casefile’s prompts', () => {
  test.slow()

  test('a member imports a prompt file into their library and exports what the library shows', async ({
    page,
  }) => {
    await signUpWithOrganization(page)
    await page.goto('/prompts')
    await waitForHydration(page)
    const prompts = page.getByRole('list', { name: 'Prompts' })

    await page.getByRole('button', { name: 'Import', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Import prompts' })
    const file = dialog.getByLabel('Prompt file (JSON)')
    await file.setInputFiles(
      json('bad.json', {
        format: 'casefile.prompts/1',
        prompts: [{ title: 'No text', body: ' ' }],
      }),
    )
    await dialog.getByRole('button', { name: 'Import prompts' }).click()
    await expect(dialog.getByText('prompts.0.body: Prompt text is required')).toBeVisible()
    await file.setInputFiles(
      json('prompts.json', {
        format: 'casefile.prompts/1',
        prompts: [
          {
            title: 'Hearing checklist',
            body: 'What must be filed before the hearing on {{date}}?',
            category: 'Motions',
            tags: ['Hearings'],
          },
          { title: 'Witness outline', body: 'Outline the examination of {{witness}}.', tags: [] },
        ],
      }),
    )
    // An organisation admin may put them in the firm's library; this one keeps them.
    await expect(dialog.getByLabel("Import into the firm's library")).toBeVisible()
    await dialog.getByRole('button', { name: 'Import prompts' }).click()
    await expect(dialog).toHaveCount(0)
    await expect(page.getByText('2 prompts imported', { exact: true })).toBeVisible()
    await page.getByLabel('Show').selectOption('Mine')
    await expect(prompts.getByRole('article')).toHaveCount(2)
    await expect(prompts.getByRole('article', { name: 'Hearing checklist' })).toContainText(
      '{{date}}',
    )

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export', exact: true }).click()
    const saved = await download
    expect(saved.suggestedFilename()).toBe('prompts.json')
    const exported = JSON.parse((await (await saved.createReadStream()).toArray()).join('')) as {
      format: string
      prompts: { title: string }[]
    }
    expect(exported.format).toBe('casefile.prompts/1')
    expect(exported.prompts.map((prompt) => prompt.title).sort()).toEqual([
      'Hearing checklist',
      'Witness outline',
    ])
  })

  test('a superadmin writes a Casefile prompt that every firm sees, edits it and deletes it', async ({
    page,
    browser,
  }) => {
    const title = `Meet-and-confer letter ${crypto.randomUUID().slice(0, 8)}`
    await signInAsSuperadmin(page.request)
    await page.goto('/admin')
    await waitForHydration(page)
    await page
      .getByRole('navigation', { name: 'Admin areas' })
      .getByRole('link', { name: 'Casefile prompts' })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Casefile prompts' })).toBeVisible()
    await expect(
      page
        .getByRole('list', { name: 'Casefile prompts' })
        .getByRole('article', { name: 'Summarise a complaint' }),
    ).toBeVisible()

    await page.getByRole('button', { name: 'New prompt' }).click()
    const dialog = page.getByRole('dialog', { name: 'New prompt' })
    await expect(dialog.getByLabel('Share with the whole firm')).toHaveCount(0)
    await dialog.getByLabel('Title').fill(title)
    await dialog
      .getByLabel('Prompt text')
      .fill('Draft a meet-and-confer letter to {{party}} about {{document}}.')
    await dialog.getByLabel('Category (optional)').fill('Discovery')
    await dialog.getByRole('button', { name: 'Add prompt' }).click()
    await expect(dialog).toHaveCount(0)
    const card = page.getByRole('article', { name: title })
    await expect(card).toContainText('Draft a meet-and-confer letter')

    // A member of a firm finds it in their library, under Casefile.
    const firmContext = await browser.newContext()
    const member = await firmContext.newPage()
    await signUpWithOrganization(member)
    await member.goto('/prompts')
    await waitForHydration(member)
    await member.getByLabel('Show').selectOption('Casefile')
    await expect(member.getByRole('article', { name: title })).toContainText('Casefile')

    await card.getByRole('button', { name: `Edit ${title}` }).click()
    const edit = page.getByRole('dialog', { name: 'Edit prompt' })
    await edit.getByLabel('Prompt text').fill('Draft a short meet-and-confer letter to {{party}}.')
    await edit.getByRole('button', { name: 'Save prompt' }).click()
    await expect(edit).toHaveCount(0)
    await expect(card).toContainText('Draft a short meet-and-confer letter')
    await expect(member.getByRole('article', { name: title })).toContainText('Draft a short')

    await card.getByRole('button', { name: `Delete ${title}` }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete prompt' }).click()
    await expect(page.getByRole('article', { name: title })).toHaveCount(0)
    await expect(member.getByRole('article', { name: title })).toHaveCount(0)
    await firmContext.close()
  })
})
