import { api } from '../../convex/_generated/api'
import { addDocument } from '../dossier/helpers'
import { expect, test } from '../fixtures'
import { openNewMatter } from '../tables/helpers'
import { ask, lastAnswer, openAssociate } from './helpers'

// Two real court filings (public court records from bench/eval/real/tuning): a New York Supreme
// Court decision whose caption is followed by its author's line "MICHAEL L. KATZ, J.:", and an
// N.D. Fla. order signed by Judge Mickle.
const FREEMAN = 'freeman-v-hansell-decision.txt'
const HILL = 'hill-v-crosby-order.txt'

test.describe('the associate on real filings (issue 27)', () => {
  test('a judge question is answered from the caption: the judge first, the citation on the caption line', async ({
    page,
  }) => {
    const { client, projectId, slug } = await openNewMatter(page)
    await addDocument(client, projectId, FREEMAN)
    await addDocument(client, projectId, HILL)
    // Processing builds each filing's facts; the question is asked once both have theirs.
    await expect
      .poll(
        async () => {
          const { facts } = await client.query(api.facts.facts.list, { projectId, kind: 'judge' })
          return new Set(facts.map((fact) => fact.documentName)).size
        },
        { timeout: 30_000, intervals: [100, 250, 500], message: 'both filings have judge facts' },
      )
      .toBe(2)
    await openAssociate(page, slug)

    await ask(page, 'Who is the judge in Freeman v. Hansell?')
    const answer = lastAnswer(page)
    await expect(answer).toHaveAttribute('data-status', 'done')
    await expect(answer).toContainText('Judge (author): Michael L. Katz')
    const source = answer.getByRole('link', { name: `Source 1: ${FREEMAN}, page 1` })
    await expect(source).toBeVisible()
    await source.click()
    await expect(page).toHaveURL(/\/documents\/\w+\?page=1&highlight=.+/)
    await expect(
      page
        .getByRole('mark' as Parameters<typeof page.getByRole>[0])
        .filter({ hasText: 'KATZ' })
        .first(),
    ).toBeInViewport()
  })
})
