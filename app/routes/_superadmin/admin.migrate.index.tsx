import { createFileRoute } from '@tanstack/react-router'
import { MigrateUserSearch } from '@/components/migration/migrate-user-search'

export const Route = createFileRoute('/_superadmin/admin/migrate/')({
  head: () => ({ meta: [{ title: 'Move a user · Admin · Casefile' }] }),
  component: MigrateUserSearch,
})
