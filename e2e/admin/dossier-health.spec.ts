import { signInAsSuperadmin } from '../account/helpers'
import { addDocument, openNewMatter, openSecondBrowser } from '../dossier/helpers'
import { expect, test, waitForHydration } from '../fixtures'

test('a superadmin sees a firm’s failed file by name only and processes it again', async ({
  page,
  browser,
}, testInfo) => {
  test.slow()
  const organization = `Health Check ${crypto.randomUUID().slice(0, 6)}`
  const name = `broken-${crypto.randomUUID().slice(0, 6)}.pdf`
  const { client, projectId } = await openNewMatter(page, { organization })
  // A PDF whose body is not one: processing cannot read it (failed, or pages without text).
  const broken = Buffer.from(`%PDF-1.7\n${'garbled '.repeat(200)}\n%%EOF\n`)
  await addDocument(client, projectId, 'broken.pdf', { name, bytes: broken })

  const boss = await openSecondBrowser(browser, testInfo)
  await signInAsSuperadmin(boss.page.request)
  await boss.page.goto('/admin/dossier')
  await waitForHydration(boss.page)
  const row = boss.page
    .getByRole('table', { name: /^(Failed|Need OCR) files$/ })
    .getByRole('row', { name: new RegExp(name) })
  await expect(row).toContainText(organization)
  await row.getByRole('button', { name: `Process again ${name}` }).click()
  await expect(
    boss.page.getByText(`${name} is being processed again`, { exact: true }),
  ).toBeVisible()
  // Processed again, it ends the same way (the file is not a PDF) and is back in the list.
  await expect(row).toBeVisible()
  await expect(boss.page.getByText('garbled')).toHaveCount(0)
  await boss.close()
})
