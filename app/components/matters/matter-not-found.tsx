import { Link } from '@tanstack/react-router'
import { ArrowLeft, FileQuestion } from 'lucide-react'
import { Button } from '@/components/ui/button'

/**
 * A matter slug that does not resolve (spec §8: 'Project not found'). The same screen answers for
 * a matter of another organisation, so it never tells whether one exists.
 */
export function MatterNotFound() {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed bg-card px-6 py-16 text-center">
      <div className="flex size-11 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <FileQuestion className="size-5" aria-hidden />
      </div>
      <h1 className="mt-4 font-serif text-2xl font-semibold tracking-tight">Project not found</h1>
      <p className="mt-2 max-w-md text-sm text-muted-foreground">
        This matter does not exist in your organization, or the link is wrong. Check the address, or
        pick the matter from the list.
      </p>
      <Button asChild className="mt-6">
        <Link to="/matters">
          <ArrowLeft className="size-4" aria-hidden />
          Back to matters
        </Link>
      </Button>
    </div>
  )
}
