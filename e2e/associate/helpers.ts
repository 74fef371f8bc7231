import { expect, type Page } from '@playwright/test'
import { waitForHydration } from '../fixtures'

/** Opens the associate of a matter (a new conversation, or one thread) once hydrated. */
export async function openAssociate(page: Page, slug: string, threadId?: string) {
  await page.goto(`/matters/${slug}/associate${threadId ? `?thread_id=${threadId}` : ''}`)
  await waitForHydration(page)
}

/** Types a question into the composer and sends it with Enter. */
export async function ask(page: Page, question: string) {
  const box = page.getByRole('textbox', { name: 'Your question' })
  await box.fill(question)
  await box.press('Enter')
  await expect(box).toHaveValue('')
}

/** The newest answer of the open conversation. */
export function lastAnswer(page: Page) {
  return page
    .getByRole('log', { name: 'Questions and answers' })
    .getByRole('article', { name: 'Answer from the associate' })
    .last()
}

/** The thread id in the address bar. */
export function threadIdOf(page: Page) {
  return new URL(page.url()).searchParams.get('thread_id') ?? ''
}
