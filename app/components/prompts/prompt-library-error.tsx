import type { ErrorComponentProps } from '@tanstack/react-router'
import { AlertTriangle, RotateCcw } from 'lucide-react'
import { EmptyState } from '@/components/layout/empty-state'
import { Button } from '@/components/ui/button'
import { appErrorData } from '@/lib/errors'

/**
 * Spec §2: the prompt list failed to load. The heading, the backend's message (or 'Failed to load
 * prompts' for a failure that carries none, such as a lost connection), and Try Again, which
 * reloads the page.
 */
export function PromptLibraryError({ error }: ErrorComponentProps) {
  const message = appErrorData(error)?.message
  return (
    <div role="alert" className="mx-auto w-full max-w-5xl">
      <EmptyState
        icon={<AlertTriangle className="size-5" aria-hidden />}
        title="Error Loading Prompt Library"
        description={message || 'Failed to load prompts'}
      >
        <Button onClick={() => window.location.reload()}>
          <RotateCcw className="size-4" aria-hidden />
          Try Again
        </Button>
      </EmptyState>
    </div>
  )
}
