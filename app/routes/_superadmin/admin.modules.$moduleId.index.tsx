import { createFileRoute } from '@tanstack/react-router'
import { AdminModulePage } from '@/components/modules/admin-module-page'
import { ModuleNotFound } from '@/components/modules/module-not-found'
import { rethrowAsNotFound } from '@/lib/errors'
import { prefetchOrNull } from '@/lib/session-loss'
import { moduleQueries } from '@/queries/modules'
import type { Id } from '@convex/_generated/dataModel'

export const Route = createFileRoute('/_superadmin/admin/modules/$moduleId/')({
  loader: async ({ context, params }) => {
    await prefetchOrNull(context.queryClient, moduleQueries.adminModule(params.moduleId)).catch(
      rethrowAsNotFound,
    )
  },
  head: () => ({ meta: [{ title: 'Module · Admin · Casefile' }] }),
  notFoundComponent: ModuleNotFound,
  component: function AdminModuleRoute() {
    const { moduleId } = Route.useParams()
    return <AdminModulePage moduleId={moduleId as Id<'modules'>} />
  },
})
