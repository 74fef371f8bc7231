import { expect } from '@playwright/test'
import type { ConvexHttpClient } from 'convex/browser'
import { api } from '../../convex/_generated/api'
import type { Id } from '../../convex/_generated/dataModel'

/**
 * Runs the built-in chronology on a matter through the backend and waits until its draft is
 * written, for specs whose subject is the draft rather than the run form.
 */
export async function writtenChronology(
  client: ConvexHttpClient,
  projectId: Id<'projects'>,
  inputs: { text?: string; witness?: string } = {},
) {
  const chronology = await client.query(api.modules.catalog.bySlug, { moduleSlug: 'chronology' })
  const { draftId } = await client.mutation(api.modules.runs.start, {
    projectId,
    moduleId: chronology._id,
    inputs,
  })
  await expect
    .poll(async () => (await client.query(api.modules.drafts.get, { draftId })).status)
    .toBe('draft')
  return draftId
}
