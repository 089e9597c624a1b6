import { LegalPage, legalPageMetadata } from '@/components/LegalPage'

export const generateMetadata = () => legalPageMetadata('privacy')

export default function PrivacyPage() {
  return <LegalPage page="privacy" />
}
