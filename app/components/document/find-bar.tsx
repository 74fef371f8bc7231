import { ChevronDown, ChevronUp, X } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { describeHits } from '@/lib/find-hits'
import { useViewer } from './viewer-state'

/**
 * Find in the document: every match is marked, Enter and Shift+Enter step through them, the count
 * reads '3 of 12', Escape closes. Matching ignores case, spacing and words broken across lines.
 */
export function FindBar({ onClose }: { onClose: () => void }) {
  const { state, dispatch } = useViewer()
  const input = useRef<HTMLInputElement>(null)
  const { query, count, active, searching, focusSeq } = state.find

  // Ctrl+F again while Find is open puts the cursor back in the box, its text selected.
  useEffect(() => {
    input.current?.focus()
    input.current?.select()
  }, [focusSeq])

  const hasQuery = query.trim() !== ''
  return (
    <Form
      role="search"
      aria-label="Find in document"
      onSubmit={(event) => {
        event.preventDefault()
        dispatch({ type: 'step-hit', by: 1 })
      }}
      className="flex flex-wrap items-center gap-2 border-b bg-card px-3 py-1.5 print:hidden"
    >
      <Input
        ref={input}
        type="search"
        aria-label="Find in document"
        placeholder="Find in document"
        autoComplete="off"
        value={query}
        onChange={(event) => dispatch({ type: 'find-query', query: event.target.value })}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault()
            onClose()
          } else if (event.key === 'Enter' && event.shiftKey) {
            event.preventDefault()
            dispatch({ type: 'step-hit', by: -1 })
          }
        }}
        className="h-8 w-64 max-w-full"
      />
      <span role="status" className="min-w-24 text-sm text-muted-foreground tabular-nums">
        {hasQuery ? describeHits({ active, count, searching }) : ''}
      </span>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label="Previous match"
        disabled={count === 0}
        onClick={() => dispatch({ type: 'step-hit', by: -1 })}
      >
        <ChevronUp className="size-4" aria-hidden />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label="Next match"
        disabled={count === 0}
        onClick={() => dispatch({ type: 'step-hit', by: 1 })}
      >
        <ChevronDown className="size-4" aria-hidden />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label="Close find"
        onClick={onClose}
      >
        <X className="size-4" aria-hidden />
      </Button>
    </Form>
  )
}
