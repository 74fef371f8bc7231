import { createFileRoute } from '@tanstack/react-router'
import { PocketAssociate } from '@/components/account/pocket-associate'

export const Route = createFileRoute('/_authed/account/pocket-associate')({
  component: PocketAssociate,
})
