import { convexQuery } from '@/lib/convex-react'
import { api } from '@convex/_generated/api'

export const adminQueries = {
  overview: () => convexQuery(api.admin.overview, {}),
}
