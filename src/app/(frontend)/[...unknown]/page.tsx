import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

export const metadata: Metadata = { title: 'Page introuvable', robots: { index: false } }

export default function UnknownPage() {
  notFound()
}
