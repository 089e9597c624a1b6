import { getImageProps, type ImageProps } from 'next/image'

/** What a plain `<img>` needs, as Next's optimiser would write it (srcset, sizes, lazy or eager). */
export type ImgAttributes = ReturnType<typeof getImageProps>['props']

/**
 * `<Image>`'s attributes computed on the server: the same optimiser URLs and srcset, without
 * next/image's client component (about 6 KiB of JavaScript on every page that showed one).
 * A `priority` image is eager and fetched at high priority unless `fetchPriority` says otherwise;
 * React's server rendering then writes its `<link rel="preload">` into the HTML's head. Draw it
 * from a client component (`PlainImg`, or one like the landing's hero): an `<img>` of a server
 * component, like a `preload()` call here, adds a preload hint to the page's RSC payload, which
 * every page prefetching this one would follow.
 */
export function serverImage({ priority, fetchPriority, ...props }: ImageProps & { priority?: boolean }): ImgAttributes {
  const { props: img } = getImageProps({
    ...props,
    preload: priority,
    fetchPriority: priority ? (fetchPriority ?? 'high') : fetchPriority,
  })
  return img
}
