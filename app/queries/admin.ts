import { convexQuery } from '@/lib/convex-react'
import type { FunctionReturnType } from 'convex/server'
import { api } from '@convex/_generated/api'

/** A system table template, as /admin/tables lists it. */
export type SystemTemplate = FunctionReturnType<typeof api.review.templates.listSystem>[number]

export const adminQueries = {
  overview: () => convexQuery(api.admin.superadmin.overview, {}),
  systemTemplates: () => convexQuery(api.review.templates.listSystem, {}),
}
