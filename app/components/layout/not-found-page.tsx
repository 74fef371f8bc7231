import { Link } from '@tanstack/react-router'
import { ArrowLeft, FileQuestion, Home } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { StatusPage } from './status-page'

/** The 404 page (spec §2): 'Go Home' to / and 'Go Back' through browser history. */
export function NotFoundPage() {
  return (
    <StatusPage
      icon={<FileQuestion className="size-5" aria-hidden />}
      eyebrow="Error 404"
      title="Page Not Found"
      message="The page you're looking for doesn't exist or has been moved."
    >
      <Button asChild>
        <Link to="/">
          <Home className="size-4" aria-hidden />
          Go Home
        </Link>
      </Button>
      <Button variant="outline" onClick={() => window.history.back()}>
        <ArrowLeft className="size-4" aria-hidden />
        Go Back
      </Button>
    </StatusPage>
  )
}
