import { createFileRoute } from '@tanstack/react-router'
import { FeatureFlags } from '@/components/admin/flags/feature-flags'
import { prefetchOrNull } from '@/lib/session-loss'
import { flagQueries } from '@/queries/flags'

export const Route = createFileRoute('/_superadmin/admin/feature-flags')({
  loader: async ({ context }) => {
    await prefetchOrNull(context.queryClient, flagQueries.list())
  },
  head: () => ({ meta: [{ title: 'Feature flags · Admin · Casefile' }] }),
  component: FeatureFlags,
})
