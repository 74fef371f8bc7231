import { createFileRoute, redirect } from '@tanstack/react-router'

// Spec §2: a matter opens on its overview.
export const Route = createFileRoute('/_authed/matters/$slug/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/matters/$slug/overview/general', params, replace: true })
  },
})
