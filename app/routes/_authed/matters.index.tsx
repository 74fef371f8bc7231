import { Link, createFileRoute } from '@tanstack/react-router'
import { Briefcase, Plus } from 'lucide-react'
import { EmptyState } from '@/components/layout/empty-state'
import { Button } from '@/components/ui/button'

// The matters list arrives with the matters feature; until then this says so plainly.
export const Route = createFileRoute('/_authed/matters/')({
  component: MattersPage,
})

function MattersPage() {
  return (
    <div className="grid gap-6">
      <header className="flex items-center justify-between">
        <h1 className="font-serif text-2xl font-semibold tracking-tight">Matters</h1>
        <Button asChild>
          <Link to="/matters/new">
            <Plus className="size-4" aria-hidden />
            New matter
          </Link>
        </Button>
      </header>
      <EmptyState
        icon={<Briefcase className="size-5" aria-hidden />}
        title="No matters yet"
        description="Matters hold a case's parties, court details and dossier. Creating them arrives in the next release of Casefile."
      />
    </div>
  )
}
