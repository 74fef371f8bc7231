import { createFileRoute } from '@tanstack/react-router'
import { MatterCreate } from '@/components/matters/matter-create'

export const Route = createFileRoute('/_authed/matters/new')({
  head: () => ({ meta: [{ title: 'New matter · Casefile' }] }),
  component: MatterCreate,
})
