import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/dealer/_area')({
  component: RouteComponent,
})

function RouteComponent() {
  return <div>Hello "/dealer/_area"!</div>
}
