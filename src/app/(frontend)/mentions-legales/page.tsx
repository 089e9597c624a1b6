import { LegalPage, legalPageMetadata } from '@/components/LegalPage'

export const generateMetadata = () => legalPageMetadata('mentions')

export default function LegalNoticePage() {
  return <LegalPage page="mentions" />
}
