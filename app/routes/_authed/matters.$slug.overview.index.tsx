import { createFileRoute, redirect } from '@tanstack/react-router'

// The overview has no page of its own: it opens on its first tab.
export const Route = createFileRoute('/_authed/matters/$slug/overview/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/matters/$slug/overview/general', params, replace: true })
  },
})
