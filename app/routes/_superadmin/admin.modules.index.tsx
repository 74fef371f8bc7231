import { createFileRoute } from '@tanstack/react-router'
import { AdminModules } from '@/components/modules/admin-modules'
import { prefetchOrNull } from '@/lib/session-loss'
import { isBoolean, readSearch } from '@/lib/search-params'
import { moduleQueries } from '@/queries/modules'

export const Route = createFileRoute('/_superadmin/admin/modules/')({
  validateSearch: (search: Record<string, unknown>) =>
    readSearch<{ archived: boolean }>(search, { archived: isBoolean }),
  // No loaderDeps: toggling "Show archived" must not hold the page while the other list loads
  // (the screen keeps the previous list meanwhile); a first load prefetches the one it shows.
  loader: async ({ context, location }) => {
    const archived = (location.search as { archived?: unknown }).archived === true
    await Promise.all([
      prefetchOrNull(context.queryClient, moduleQueries.adminList(archived)),
      prefetchOrNull(context.queryClient, moduleQueries.categories()),
    ])
  },
  head: () => ({ meta: [{ title: 'Modules · Admin · Casefile' }] }),
  component: AdminModulesPage,
})

function AdminModulesPage() {
  const { archived } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <AdminModules
      showArchived={archived === true}
      onShowArchived={(show) =>
        void navigate({ search: show ? { archived: true } : {}, replace: true })
      }
    />
  )
}
