import { LogOut } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { authClient } from '@/lib/auth-client'
import { toast } from '@/lib/toast-store'
import { useLeaveToLogin } from './session-actions'

/** Ends the session, forgets cached data and reloads at the sign-in page. */
export function SignOutButton() {
  const leaveToLogin = useLeaveToLogin()
  const [pending, setPending] = useState(false)

  async function handleSignOut() {
    setPending(true)
    const { error } = await authClient.signOut()
    if (error) {
      setPending(false)
      toast({ variant: 'error', title: 'Sign-out failed', description: 'Please try again.' })
      return
    }
    leaveToLogin()
  }

  return (
    <Button variant="ghost" size="sm" onClick={() => void handleSignOut()} disabled={pending}>
      <LogOut className="size-4" aria-hidden />
      Sign out
    </Button>
  )
}
