import { createFileRoute, redirect } from '@tanstack/react-router'

// Spec §2: `/` always redirects to /login (signed-in users are sent on from there).
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/login' })
  },
})
