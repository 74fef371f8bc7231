import { createFileRoute } from '@tanstack/react-router'
import { ModulesCatalog } from '@/components/modules/modules-catalog'
import { prefetchOrNull } from '@/lib/session-loss'
import { moduleQueries } from '@/queries/modules'
import { Feature } from '@/components/flags/feature'
import { FeatureOff } from '@/components/flags/feature-off'

export const Route = createFileRoute('/_authed/matters/$slug/modules/')({
  // Spec §8: 'Authentication required' while loading is swallowed; the page renders without data.
  loader: async ({ context }) => {
    await prefetchOrNull(context.queryClient, moduleQueries.withCategories())
  },
  head: () => ({ meta: [{ title: 'Modules · Casefile' }] }),
  component: ModulesPage,
})

function ModulesPage() {
  const { slug } = Route.useParams()
  return (
    <Feature flag="modules" fallback={<FeatureOff feature="Modules" />}>
      <ModulesCatalog slug={slug} />
    </Feature>
  )
}
