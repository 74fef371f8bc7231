import { convexQuery, useConvexMutation } from '@convex-dev/react-query'
import { useMutation } from '@tanstack/react-query'
import { api } from '@convex/_generated/api'

export const organizationQueries = {
  listMine: () => convexQuery(api.organizations.listMine, {}),
}

export function useCreateOrganizationMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.organizations.create) })
}
