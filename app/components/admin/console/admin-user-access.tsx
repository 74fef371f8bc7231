import { BadgeCheck, Ban, LogOut, ShieldCheck, ShieldOff, UserCheck } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { plural } from '@shared/text'
import { toast } from '@/lib/toast-store'
import {
  type ConsoleUser,
  useEndSessionsMutation,
  useMarkVerifiedMutation,
  useSetDisabledMutation,
  useSetSuperadminMutation,
} from '@/queries/admin-console'
import type { Id } from '@convex/_generated/dataModel'

/** Verification, sign-in and the superadmin role: each change asked for, then audited. */
export function AdminUserAccess({ user }: { user: ConsoleUser }) {
  const userId = user._id as Id<'users'>
  const markVerified = useMarkVerifiedMutation()
  const setDisabled = useSetDisabledMutation()
  const endSessions = useEndSessionsMutation()
  const setSuperadmin = useSetSuperadminMutation()
  const who = user.name || user.email

  return (
    <section aria-labelledby="access-heading" className="grid gap-3">
      <h2 id="access-heading" className="text-lg font-semibold tracking-tight">
        Access
      </h2>
      <p className="text-sm text-muted-foreground">
        {user.disabled
          ? 'This account is disabled: it cannot sign in.'
          : `${plural(user.sessions, 'active session')}.`}{' '}
        {user.emailVerified ? 'The address is verified.' : 'The address is not verified yet.'}
      </p>
      <div className="flex flex-wrap gap-2">
        {user.emailVerified ? null : (
          <ConfirmDialog
            trigger={
              <Button variant="outline">
                <BadgeCheck className="size-4" aria-hidden />
                Mark verified
              </Button>
            }
            title="Mark this address verified?"
            description={`Only if you know ${user.email} belongs to ${who}: the address then earns its pending invitations.`}
            confirmLabel="Mark verified"
            onConfirm={async () => {
              await markVerified.mutateAsync({ userId })
              toast({ variant: 'success', title: 'Address marked verified' })
            }}
          />
        )}
        <ConfirmDialog
          trigger={
            <Button variant="outline" disabled={user.sessions === 0}>
              <LogOut className="size-4" aria-hidden />
              End sessions
            </Button>
          }
          title="End every session?"
          description={`${who} is signed out on every device and signs in again.`}
          confirmLabel="End sessions"
          destructive
          onConfirm={async () => {
            await endSessions.mutateAsync({ userId })
            toast({ variant: 'success', title: 'Sessions ended' })
          }}
        />
        {user.isYou ? null : (
          <ConfirmDialog
            trigger={
              <Button variant="outline">
                {user.disabled ? (
                  <UserCheck className="size-4" aria-hidden />
                ) : (
                  <Ban className="size-4" aria-hidden />
                )}
                {user.disabled ? 'Enable account' : 'Disable account'}
              </Button>
            }
            title={user.disabled ? 'Enable this account?' : 'Disable this account?'}
            description={
              user.disabled
                ? `${who} can sign in again.`
                : `${who} is signed out everywhere and cannot sign in until enabled.`
            }
            confirmLabel={user.disabled ? 'Enable' : 'Disable'}
            destructive={!user.disabled}
            onConfirm={async () => {
              await setDisabled.mutateAsync({ userId, disabled: !user.disabled })
              toast({
                variant: 'success',
                title: user.disabled ? 'Account enabled' : 'Account disabled',
              })
            }}
          />
        )}
        {user.isYou ? null : (
          <ConfirmDialog
            trigger={
              <Button variant="outline">
                {user.role === 'superadmin' ? (
                  <ShieldOff className="size-4" aria-hidden />
                ) : (
                  <ShieldCheck className="size-4" aria-hidden />
                )}
                {user.role === 'superadmin' ? 'Withdraw superadmin' : 'Grant superadmin'}
              </Button>
            }
            title={user.role === 'superadmin' ? 'Withdraw superadmin?' : 'Grant superadmin?'}
            description={
              user.role === 'superadmin'
                ? `${who} loses the admin area.`
                : `${who} gets the admin area: every user and organization of this installation.`
            }
            confirmLabel={user.role === 'superadmin' ? 'Withdraw' : 'Grant'}
            destructive={user.role !== 'superadmin'}
            onConfirm={async () => {
              await setSuperadmin.mutateAsync({ userId, superadmin: user.role !== 'superadmin' })
              toast({
                variant: 'success',
                title: user.role === 'superadmin' ? 'Superadmin withdrawn' : 'Superadmin granted',
              })
            }}
          />
        )}
      </div>
    </section>
  )
}
