import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { useNow } from '@/components/layout/time'
import { supportQueries } from '@/queries/support'
import { SupportGrantForm } from './support-grant-form'
import { SupportGrants } from './support-grants'
import { SupportThreads } from './support-threads'

/**
 * /admin/chat: support access to a firm's conversations. Nothing of a firm shows until a grant is
 * opened (with a reason the firm's admins read); then its threads list and open read-only, until
 * the grant ends or is ended.
 */
export function SupportAccessPage() {
  const { data: grants } = useSuspenseQuery(supportQueries.grants())
  const now = useNow()
  // A live query is not re-run when the clock passes an expiry; the page hides what has ended.
  const live = grants.filter((grant) => now === null || grant.expiresAt > now)
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const selected = live.find((grant) => grant._id === selectedId) ?? null

  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="font-serif text-2xl font-semibold tracking-tight">
          Support access to conversations
        </h1>
        <p className="text-sm text-muted-foreground">
          A firm’s conversations are its own. Open access for a stated reason and at most an hour;
          the firm’s admins see it in their audit trail, with every conversation you read.
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card aria-labelledby="support-open">
          <CardHeader>
            <CardTitle id="support-open">Open access</CardTitle>
            <CardDescription>Read-only: nothing in the firm can be changed.</CardDescription>
          </CardHeader>
          <CardContent>
            <SupportGrantForm onGranted={setSelectedId} />
          </CardContent>
        </Card>
        <Card aria-labelledby="support-live">
          <CardHeader>
            <CardTitle id="support-live">Your live access</CardTitle>
          </CardHeader>
          <CardContent>
            <SupportGrants
              grants={live}
              selectedId={selected?._id ?? null}
              onSelect={setSelectedId}
            />
          </CardContent>
        </Card>
      </div>
      {selected ? <SupportThreads key={selected._id} grantId={selected._id} /> : null}
    </div>
  )
}
