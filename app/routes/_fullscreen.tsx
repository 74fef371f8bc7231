import { Outlet, createFileRoute, redirect } from '@tanstack/react-router'

// Full-screen pages for signed-in users (organisation set-up, the document viewer).
export const Route = createFileRoute('/_fullscreen')({
  beforeLoad: ({ context, location }) => {
    if (!context.isAuthenticated) {
      throw redirect({ to: '/login', search: { redirect: location.href } })
    }
  },
  component: Outlet,
})
