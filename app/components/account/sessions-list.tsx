import { DateTime } from '@/components/layout/time'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { LogOut, Monitor } from 'lucide-react'
import { FormAlert } from '@/components/auth/form-alert'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Spinner } from '@/components/ui/spinner'
import { authClient } from '@/lib/auth-client'
import { authErrorMessage } from '@/lib/auth-errors'
import { toast } from '@/lib/toast-store'
import { useLeaveToLogin } from '@/components/shell/session-actions'
import { describeUserAgent } from './describe-user-agent'

/** better-auth's sessions are not Convex data: this key holds them for the list below. */
export const sessionsQueryKey = ['auth', 'sessions'] as const

type SessionRow = {
  id: string
  token: string
  userAgent?: string | null
  ipAddress?: string | null
  createdAt: Date | string
  isCurrent: boolean
}

async function loadSessions(): Promise<SessionRow[]> {
  const [list, current] = await Promise.all([authClient.listSessions(), authClient.getSession()])
  if (list.error) {
    throw new Error(authErrorMessage(list.error))
  }
  const currentToken = current.data?.session.token
  return list.data
    .map((session) => ({
      id: session.id,
      token: session.token,
      userAgent: session.userAgent,
      ipAddress: session.ipAddress,
      createdAt: session.createdAt,
      isCurrent: session.token === currentToken,
    }))
    .sort(
      (a, b) =>
        Number(b.isCurrent) - Number(a.isCurrent) ||
        +new Date(b.createdAt) - +new Date(a.createdAt),
    )
}

/** Where the account is signed in; end one session, or every session but this one. */
export function SessionsList() {
  const queryClient = useQueryClient()
  const leaveToLogin = useLeaveToLogin()
  const sessions = useQuery({ queryKey: sessionsQueryKey, queryFn: loadSessions })
  const refresh = () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey })

  async function revoke(token: string) {
    const { error } = await authClient.revokeSession({ token })
    if (error) {
      toast({
        variant: 'error',
        title: 'Could not end that session',
        description: authErrorMessage(error),
      })
      throw new Error('revoke failed')
    }
    toast({ variant: 'success', title: 'Session ended' })
    await refresh()
  }

  async function revokeOthers() {
    const { error } = await authClient.revokeOtherSessions()
    if (error) {
      toast({
        variant: 'error',
        title: 'Could not sign out other sessions',
        description: authErrorMessage(error),
      })
      throw new Error('revoke failed')
    }
    toast({ variant: 'success', title: 'Signed out of all other sessions' })
    await refresh()
  }

  // Spec §7 revoke-sessions: every session ends, this one included, so the page leaves for sign-in.
  async function revokeAll() {
    const { error } = await authClient.revokeSessions()
    if (error) {
      toast({
        variant: 'error',
        title: 'Could not sign out everywhere',
        description: authErrorMessage(error),
      })
      throw new Error('revoke failed')
    }
    leaveToLogin()
  }

  if (sessions.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="size-4" /> Loading sessions…
      </p>
    )
  }
  if (sessions.isError) {
    return (
      <div className="grid gap-3">
        <FormAlert tone="error">{sessions.error.message}</FormAlert>
        <div>
          <Button variant="outline" size="sm" onClick={() => void sessions.refetch()}>
            Try again
          </Button>
        </div>
      </div>
    )
  }

  const others = sessions.data.filter((session) => !session.isCurrent)

  return (
    <div className="grid gap-4">
      <ul aria-label="Sessions" className="divide-y rounded-md border">
        {sessions.data.map((session) => {
          const device = describeUserAgent(session.userAgent)
          return (
            <li key={session.id} className="flex items-center justify-between gap-4 px-4 py-3">
              <div className="flex min-w-0 items-start gap-3">
                <Monitor className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
                <div className="grid min-w-0 gap-0.5">
                  <p className="flex items-center gap-2 text-sm font-medium">
                    <span className="truncate" title={session.userAgent ?? undefined}>
                      {device}
                    </span>
                    {session.isCurrent ? <Badge variant="brand">This device</Badge> : null}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {session.ipAddress ? `IP ${session.ipAddress} · ` : ''}Signed in{' '}
                    <DateTime at={+new Date(session.createdAt)} />
                  </p>
                </div>
              </div>
              {session.isCurrent ? null : (
                <ConfirmDialog
                  trigger={
                    <Button variant="outline" size="sm" aria-label={`End session: ${device}`}>
                      End session
                    </Button>
                  }
                  title="End this session?"
                  description={`${device} will be signed out the next time it talks to Casefile.`}
                  confirmLabel="End session"
                  destructive
                  onConfirm={() => revoke(session.token)}
                />
              )}
            </li>
          )
        })}
      </ul>
      {others.length > 0 ? (
        <div>
          <ConfirmDialog
            trigger={
              <Button variant="outline">
                <LogOut className="size-4" aria-hidden />
                Sign out of all other sessions
              </Button>
            }
            title="Sign out of all other sessions?"
            description={`Every other browser and device (${others.length}) will be signed out. This one stays signed in.`}
            confirmLabel="Sign out others"
            destructive
            onConfirm={revokeOthers}
          />
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">You are not signed in anywhere else.</p>
      )}
      <div>
        <ConfirmDialog
          trigger={
            <Button variant="outline">
              <LogOut className="size-4" aria-hidden />
              Sign out everywhere
            </Button>
          }
          title="Sign out everywhere?"
          description="Every browser and device signed in to your account is signed out, this one included."
          confirmLabel="Sign out everywhere"
          destructive
          onConfirm={revokeAll}
        />
      </div>
    </div>
  )
}
