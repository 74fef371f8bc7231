import { createFileRoute } from '@tanstack/react-router'
import { FilePlus2 } from 'lucide-react'
import { EmptyState } from '@/components/layout/empty-state'

export const Route = createFileRoute('/_authed/matters/new')({
  component: NewMatterPage,
})

function NewMatterPage() {
  return (
    <div className="grid gap-6">
      <h1 className="font-serif text-2xl font-semibold tracking-tight">New matter</h1>
      <EmptyState
        icon={<FilePlus2 className="size-5" aria-hidden />}
        title="Matter creation is on its way"
        description="Your organization is ready. The form for a matter's parties, docket and stage arrives in the next release."
      />
    </div>
  )
}
