import { api } from '../../convex/_generated/api'
import { lastAnswer, openAssociate } from '../associate/helpers'
import { addDocument, openNewMatter } from '../dossier/helpers'
import { expect, test, waitForHydration } from '../fixtures'
import { createTable } from '../tables/helpers'

test.describe('prompts where the work is', () => {
  test.slow()

  test('a prompt with variables is asked in the associate (typed in with "/"), becomes a table column and a module’s input', async ({
    page,
  }) => {
    const { client, projectId, slug } = await openNewMatter(page)
    await addDocument(client, projectId, 'notes.txt')
    const { promptId } = await client.mutation(api.prompts.library.create, {
      title: 'Deposition date',
      body: 'When is the {{deponent}} deposition?',
      tags: [],
      forFirm: false,
    })
    await client.mutation(api.prompts.library.create, {
      title: 'Judge over a party',
      body: 'Who is the presiding judge in the case of {{party}}?',
      tags: [],
      forFirm: false,
    })

    // In the associate: "/" in the empty box opens the library; the variable is asked for.
    await openAssociate(page, slug)
    const box = page.getByRole('textbox', { name: 'Your question' })
    await box.press('/')
    const picker = page.getByRole('dialog', { name: 'Use a prompt' })
    await picker.getByRole('searchbox', { name: 'Search prompts' }).fill('deposition')
    await picker.getByRole('button', { name: /^Deposition date/ }).click()
    const fill = page.getByRole('dialog', { name: 'Deposition date' })
    await fill.getByRole('button', { name: 'Insert' }).click()
    await expect(fill.getByText('Enter a value for deponent')).toBeVisible()
    await fill.getByLabel('deponent').fill('Daniel Ortega')
    await fill.getByRole('button', { name: 'Insert' }).click()
    await expect(fill).toHaveCount(0)
    await expect(box).toHaveValue('When is the Daniel Ortega deposition?')
    await expect(box).toBeFocused()
    await box.press('Enter')
    const answer = lastAnswer(page)
    await expect(answer).toHaveAttribute('data-status', 'done', { timeout: 30_000 })
    await expect(answer.getByRole('link', { name: /^Source 1: notes\.txt/ })).toBeVisible()
    expect((await client.query(api.prompts.library.get, { promptId })).usageCount).toBe(1)

    // The same library from the composer's button: Escape leaves the question as it was.
    await page.getByRole('button', { name: 'Prompts' }).click()
    await expect(picker).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(picker).toHaveCount(0)

    // As a review-table column: the matter's parties are offered for {{party}}.
    const tableId = await createTable(client, projectId, {
      columns: [{ label: 'Docket number', type: 'text', prompt: 'What is the case number?' }],
    })
    await page.goto(`/matters/${slug}/tables/${tableId}`)
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Columns' }).click()
    const columns = page.getByRole('dialog', { name: 'Columns' })
    await columns.getByRole('button', { name: 'From a prompt' }).click()
    await picker.getByRole('button', { name: /^Judge over a party/ }).click()
    const party = page.getByRole('dialog', { name: 'Judge over a party' })
    await expect(party.locator('datalist option')).toHaveAttribute('value', 'Northwind Holdings')
    await party.getByLabel('party').fill('Northwind Holdings')
    await party.getByRole('button', { name: 'Add column' }).click()
    await expect(party).toHaveCount(0)
    const added = columns.getByRole('listitem', { name: 'Column 2' })
    await expect(added.getByLabel('Column name')).toHaveValue('Judge over a party')
    await expect(added.getByLabel('Question')).toHaveValue(
      'Who is the presiding judge in the case of Northwind Holdings?',
    )
    await added.getByLabel('Type').selectOption({ label: 'Text' })
    await columns.getByRole('button', { name: 'Save columns' }).click()
    await expect(columns).toHaveCount(0)
    await expect(page.getByRole('columnheader', { name: /Judge over a party/ })).toBeVisible()

    // As a module's input: the demo's meet-and-confer letter takes the filled text.
    await page.goto(`/matters/${slug}/modules/meet-and-confer-letter`)
    await waitForHydration(page)
    await page.getByRole('button', { name: 'From a prompt' }).click()
    await picker.getByRole('button', { name: /^Deposition date/ }).click()
    await fill.getByLabel('deponent').fill('Dana Ortiz')
    await fill.getByRole('button', { name: 'Use' }).click()
    await expect(fill).toHaveCount(0)
    await expect(page.getByLabel('Instructions (text) (optional)')).toHaveValue(
      'When is the Dana Ortiz deposition?',
    )
    expect((await client.query(api.prompts.library.get, { promptId })).usageCount).toBe(2)
  })
})
