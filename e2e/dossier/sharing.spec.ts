import { expect, test, waitForHydration } from '../fixtures'
import { openAccount, signUpOverHttp, uniqueEmail } from '../account/helpers'
import {
  addDocument,
  chooseAction,
  createFolder,
  dossierEntry,
  openDossier,
  openNewMatter,
  openSecondBrowser,
  toastWith,
} from './helpers'

test.describe('sharing in the dossier', () => {
  test.slow()

  test('a colleague sees what is shared with them under Shared, live, until it is unshared', async ({
    page,
    browser,
  }, testInfo) => {
    const { client, projectId, slug } = await openNewMatter(page, {
      name: 'Ada Admin',
      organization: 'Hale & Whitmore LLP',
    })
    await addDocument(client, projectId, 'complaint.pdf')

    // Invite a colleague, who signs up with that address and joins the firm.
    await openAccount(page, '/account/organization')
    const colleagueEmail = uniqueEmail('colleague')
    await page.getByLabel('Email address').fill(colleagueEmail)
    await page.getByRole('button', { name: 'Send invitation' }).click()
    await expect(toastWith(page, `Invitation sent to ${colleagueEmail}`)).toBeVisible()
    const other = await openSecondBrowser(browser, testInfo)
    const colleague = other.page
    await signUpOverHttp(colleague.request, colleagueEmail, 'Bo Member')
    await expect(page.getByRole('list', { name: 'Members' }).getByRole('listitem')).toHaveCount(2)

    await colleague.goto(`/matters/${slug}/dossier/shared`)
    await waitForHydration(colleague)
    await expect(
      colleague.getByRole('heading', { name: 'Nothing shared with you yet' }),
    ).toBeVisible()

    await openDossier(page, slug)
    await createFolder(page, 'Pleadings')
    await chooseAction(page, 'complaint.pdf', 'Share…')
    const dialog = page.getByRole('dialog', { name: 'Share complaint.pdf' })
    await expect(dialog.getByText('Not shared with anyone yet.')).toBeVisible()
    await dialog.getByRole('checkbox', { name: /Bo Member/ }).check()
    await dialog.getByRole('button', { name: 'Share', exact: true }).click()
    await expect(toastWith(page, 'Shared complaint.pdf with Bo Member')).toBeVisible()

    await chooseAction(page, 'Pleadings', 'Share…')
    const folderDialog = page.getByRole('dialog', { name: 'Share Pleadings' })
    await folderDialog.getByRole('checkbox', { name: /Bo Member/ }).check()
    await folderDialog.getByRole('button', { name: 'Share', exact: true }).click()
    await expect(toastWith(page, 'Shared Pleadings with Bo Member')).toBeVisible()

    // The colleague's open page follows without a reload: the folder first, then the document.
    await expect(dossierEntry(colleague, 'Pleadings')).toBeVisible()
    await expect(dossierEntry(colleague, 'complaint.pdf')).toBeVisible()

    // The sharer lists the recipient and stops sharing; the colleague's view follows again.
    await chooseAction(page, 'complaint.pdf', 'Share…')
    await expect(dialog.getByRole('list', { name: 'Shared with' })).toContainText('Bo Member')
    await dialog.getByRole('button', { name: 'Stop sharing with Bo Member' }).click()
    await expect(dialog.getByText('Not shared with anyone yet.')).toBeVisible()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dossierEntry(colleague, 'complaint.pdf')).toHaveCount(0)
    await expect(dossierEntry(colleague, 'Pleadings')).toBeVisible()
    await other.close()
  })
})
