import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { AlertTriangle, ArrowLeft, Home, RefreshCw, RotateCcw } from 'lucide-react'
import { useEffect } from 'react'
import { Button } from '@/components/ui/button'
import { errorScreenMessage } from '@/lib/render-error'
import { StatusPage } from './status-page'

type ErrorScreenProps = ErrorComponentProps & {
  title?: string
  description?: string
}

/**
 * The generic error screen (spec §2) used for route errors. 'Try Again' re-runs the route's
 * loaders after resetting failed queries; the other buttons reload, go back or go home.
 */
export function ErrorScreen({
  error,
  reset,
  title = 'Something went wrong',
  description = 'Please try one of the options below to continue.',
}: ErrorScreenProps) {
  const router = useRouter()
  const queryErrorResetBoundary = useQueryErrorResetBoundary()

  useEffect(() => {
    queryErrorResetBoundary.reset()
  }, [queryErrorResetBoundary])

  return (
    <StatusPage
      icon={<AlertTriangle className="size-5" aria-hidden />}
      title={title}
      message={
        <>
          <p className="font-medium text-foreground" role="alert">
            {errorScreenMessage(error)}
          </p>
          <p className="mt-2">{description}</p>
        </>
      }
    >
      <Button
        onClick={() => {
          reset()
          void router.invalidate()
        }}
      >
        <RotateCcw className="size-4" aria-hidden />
        Try Again
      </Button>
      <Button variant="outline" onClick={() => window.location.reload()}>
        <RefreshCw className="size-4" aria-hidden />
        Refresh Page
      </Button>
      <Button variant="outline" onClick={() => window.history.back()}>
        <ArrowLeft className="size-4" aria-hidden />
        Back
      </Button>
      <Button variant="ghost" asChild>
        <Link to="/">
          <Home className="size-4" aria-hidden />
          Home
        </Link>
      </Button>
    </StatusPage>
  )
}

/** The root route's variant, titled 'Application Error'. */
export function RootErrorScreen(props: ErrorComponentProps) {
  return <ErrorScreen {...props} title="Application Error" />
}
