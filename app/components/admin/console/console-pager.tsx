import { Button } from '@/components/ui/button'
import { type CursorStack, nextPage, pageNumber, previousPage } from '@/lib/page-cursors'

/** Previous and Next under a console list; Next while the list says there is more. */
export function ConsolePager({
  label,
  cursors,
  onCursorsChange,
  continueCursor,
  isDone,
}: {
  label: string
  cursors: CursorStack
  onCursorsChange: (cursors: CursorStack) => void
  continueCursor: string | undefined
  isDone: boolean
}) {
  const page = pageNumber(cursors)
  if (page === 1 && isDone) return null
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 text-sm">
      <Button
        variant="outline"
        size="sm"
        disabled={page === 1}
        onClick={() => onCursorsChange(previousPage(cursors))}
      >
        Previous
      </Button>
      <span className="text-muted-foreground">Page {page}</span>
      <Button
        variant="outline"
        size="sm"
        disabled={isDone || !continueCursor}
        onClick={() => continueCursor && onCursorsChange(nextPage(cursors, continueCursor))}
      >
        Next
      </Button>
    </nav>
  )
}
