import { notFound } from 'next/navigation'

// Any path no other route claims renders the French 404 inside the site's layout.
export default function UnknownPage() {
  notFound()
}
