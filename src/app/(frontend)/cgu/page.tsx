import { LegalPage, legalPageMetadata } from '@/components/LegalPage'

export const generateMetadata = () => legalPageMetadata('terms')

export default function TermsPage() {
  return <LegalPage page="terms" />
}
