import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

// The not-found boundary's own metadata is not applied to a page that calls notFound().
export const metadata: Metadata = { title: 'Page introuvable', robots: { index: false } }

// Any path no other route claims renders the French 404 inside the site's layout.
export default function UnknownPage() {
  notFound()
}
