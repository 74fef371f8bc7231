import { createFileRoute } from '@tanstack/react-router'
import { AdminModuleEdit } from '@/components/modules/admin-module-editor'
import { ModuleNotFound } from '@/components/modules/module-not-found'
import { rethrowAsNotFound } from '@/lib/errors'
import { prefetchOrNull } from '@/lib/session-loss'
import { moduleQueries } from '@/queries/modules'
import type { Id } from '@convex/_generated/dataModel'

export const Route = createFileRoute('/_superadmin/admin/modules/$moduleId/edit')({
  loader: async ({ context, params }) => {
    await Promise.all([
      prefetchOrNull(context.queryClient, moduleQueries.adminModule(params.moduleId)).catch(
        rethrowAsNotFound,
      ),
      prefetchOrNull(context.queryClient, moduleQueries.categories()),
    ])
  },
  head: () => ({ meta: [{ title: 'Edit module · Admin · Casefile' }] }),
  notFoundComponent: ModuleNotFound,
  component: function AdminModuleEditRoute() {
    const { moduleId } = Route.useParams()
    return <AdminModuleEdit moduleId={moduleId as Id<'modules'>} />
  },
})
