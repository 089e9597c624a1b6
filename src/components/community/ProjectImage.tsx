import type { ProjectHeroImage } from '@/payload-types'
import { PlainImg } from '@/components/PlainImg'
import { serverImage } from '@/components/ServerImage'
import { siteUrl } from '@/siteUrl'

type Props = {
  image: number | ProjectHeroImage | null | undefined
  alt: string | null | undefined
  title: string
  /** Cards take the 800 px size; the project page the original. */
  variant: 'card' | 'page'
  priority?: boolean
  /** Fetched with the viewer's session, never through Next's optimiser, whose cache would serve it to anyone. */
  privateImage?: boolean
}

export function ProjectImage({ image, alt, title, variant, priority, privateImage }: Props) {
  const hero = image && typeof image === 'object' ? image : null
  const url = (variant === 'card' ? hero?.sizes?.card?.url : null) ?? hero?.url
  if (!url) {
    return (
      <div className="aspect-video w-full rounded-xl bg-gradient-to-br from-brand-100 to-brand-50" aria-hidden="true" />
    )
  }
  const attributes = serverImage({
    // Payload gives absolute URLs (serverURL); next/image optimises this server's files by path.
    src: new URL(url, siteUrl()).pathname,
    alt: alt?.trim() || hero?.alt?.trim() || `Image du projet ${title}`,
    width: variant === 'card' ? 800 : 1600,
    height: variant === 'card' ? 450 : 900,
    sizes:
      variant === 'card'
        ? '(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw'
        : '(min-width: 1024px) 960px, 100vw',
    priority,
    unoptimized: privateImage,
  })
  // The attributes `<Image>` would write, computed on the server (src/components/ServerImage.tsx).
  return <PlainImg {...attributes} className="aspect-video w-full rounded-xl object-cover" />
}
