import { type APIRequestContext, expect } from '@playwright/test'
import type { ConvexHttpClient } from 'convex/browser'
import type { FunctionArgs } from 'convex/server'
import { signInAsSuperadmin } from '../account/helpers'
import { convexAs } from '../firm/helpers'
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

/**
 * A module made by the seeded superadmin through the backend (signed in on `request`), for specs
 * whose subject is running it; `archive` takes it off every matter's list afterwards.
 */
export async function moduleBySuperadmin(
  request: APIRequestContext,
  fields: Omit<FunctionArgs<typeof api.modules.admin.create>, 'isActive'>,
) {
  await signInAsSuperadmin(request)
  const admin = await convexAs(request)
  const { moduleId } = await admin.mutation(api.modules.admin.create, { ...fields, isActive: true })
  return {
    moduleId,
    archive: () => admin.mutation(api.modules.admin.setArchived, { moduleId, archived: true }),
  }
}
