import { useQuery, useQueryClient } from '@tanstack/react-query'
import { PageSpinner } from '@/components/layout/page-spinner'
import { userQueries } from '@/queries/users'
import { ChangePasswordForm } from './change-password-form'
import { DeleteAccount } from './delete-account'
import { ProfileForm } from './profile-form'
import { AccountSection } from './section'
import { SessionsList, sessionsQueryKey } from './sessions-list'

/** /account: profile, password, sessions and account deletion for the signed-in user. */
export function ProfilePage() {
  const me = useQuery(userQueries.me())
  const queryClient = useQueryClient()

  if (!me.data) {
    // Loading, or the session just ended (the shell's session watch is taking the user to /login).
    return <PageSpinner />
  }

  return (
    <div className="grid gap-6">
      <AccountSection title="Profile" description="How colleagues see you in Casefile.">
        <ProfileForm key={me.data.name} name={me.data.name} email={me.data.email} />
      </AccountSection>
      <AccountSection title="Password" description="Change the password you sign in with.">
        <ChangePasswordForm
          onSignedOutOthers={() =>
            void queryClient.invalidateQueries({ queryKey: sessionsQueryKey })
          }
        />
      </AccountSection>
      <AccountSection
        title="Sessions"
        description="Browsers and devices signed in to your account. End any you do not recognise."
      >
        <SessionsList />
      </AccountSection>
      <AccountSection
        title="Delete account"
        description="Remove your account and your memberships for good."
        danger
      >
        <DeleteAccount email={me.data.email} />
      </AccountSection>
    </div>
  )
}
