import { Link } from '@tanstack/react-router'
import { ArrowLeft, FileQuestion } from 'lucide-react'
import { Button } from '@/components/ui/button'

/**
 * A document id that does not resolve (spec §8 'Document not found'). Another organisation's
 * document gets the same screen, so it never tells whether one exists.
 */
export function DocumentNotFound() {
  return (
    <main className="mx-auto flex min-h-svh max-w-lg flex-col items-center justify-center px-6 text-center">
      <div className="flex size-11 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <FileQuestion className="size-5" aria-hidden />
      </div>
      <h1 className="mt-4 font-serif text-2xl font-semibold tracking-tight">Document not found</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        This document does not exist in your organization, was deleted, or the link is wrong.
      </p>
      <Button asChild className="mt-6">
        <Link to="/matters">
          <ArrowLeft className="size-4" aria-hidden />
          Back to matters
        </Link>
      </Button>
    </main>
  )
}
