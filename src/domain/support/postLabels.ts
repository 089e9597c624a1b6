import { parseWebUrl } from '../webUrl'

/** Never fetched: nothing leaves the server. */
export type PostLabel = { network: string; label: string | null }

/** Hosts and what they belong to; a subdomain (`fr.linkedin.com`, `m.facebook.com`) counts too. */
const NETWORK_HOSTS: [string, string][] = [
  ['linkedin.com', 'LinkedIn'],
  ['lnkd.in', 'LinkedIn'],
  ['x.com', 'X'],
  ['twitter.com', 'X'],
  ['instagram.com', 'Instagram'],
  ['facebook.com', 'Facebook'],
  ['fb.com', 'Facebook'],
  ['fb.watch', 'Facebook'],
  ['tiktok.com', 'TikTok'],
  ['youtube.com', 'YouTube'],
  ['youtu.be', 'YouTube'],
  ['threads.net', 'Threads'],
  ['threads.com', 'Threads'],
  ['bsky.app', 'Bluesky'],
  ['pinterest.com', 'Pinterest'],
  ['reddit.com', 'Reddit'],
  ['medium.com', 'Medium'],
  ['substack.com', 'Substack'],
]

const MAX_WORDS_LENGTH = 60

function networkOfHost(host: string): string | null {
  return NETWORK_HOSTS.find(([domain]) => host === domain || host.endsWith(`.${domain}`))?.[1] ?? null
}

/** "lancer-son-saas_2024.html" → "lancer son saas 2024"; null for an identifier ("7123456789", "Cx1aB2"). */
function wordsOf(segment: string | undefined): string | null {
  if (!segment) return null
  let text: string
  try {
    text = decodeURIComponent(segment)
  } catch {
    text = segment
  }
  text = text.replace(/\.(html?|php|aspx?)$/i, '')
  const words = text
    .split(/[-_+.\s]+/)
    .filter((word) => /\p{L}/u.test(word) && !(/\d/.test(word) && /\p{L}/u.test(word) && word.length >= 6))
  if (words.length < 2 && !(words.length === 1 && words[0].length > 3 && !/\d/.test(words[0]))) return null
  const joined = words.join(' ')
  const short = joined.length > MAX_WORDS_LENGTH ? `${joined.slice(0, MAX_WORDS_LENGTH).trimEnd()}…` : joined
  return short.charAt(0).toUpperCase() + short.slice(1)
}

const quoted = (words: string | null) => (words ? `« ${words} »` : null)
const handle = (name: string | undefined) => (name ? `@${name.replace(/^@/, '')}` : null)
const by = (kind: string, author: string | null) => (author ? `${kind} de ${author}` : kind)

function networkLabel(network: string, parts: string[], url: URL): string | null {
  const [first, second, third] = parts
  switch (network) {
    case 'LinkedIn': {
      if (first === 'posts' && second) {
        // /posts/{author}_{words}-activity-{id}-{key}
        const words = wordsOf(
          second
            .split('_')
            .slice(1)
            .join('_')
            .replace(/-(activity|ugcpost|share)-.*$/i, ''),
        )
        return words ? `Post ${quoted(words)}` : 'Post'
      }
      if (first === 'pulse') return `Article ${quoted(wordsOf(second?.replace(/-[a-z0-9]{5,}$/i, ''))) ?? ''}`.trim()
      if (first === 'feed' || first === 'embed') return 'Post'
      if (first === 'company' && second) return `Page ${second}`
      if (first === 'in' && second) return `Profil ${second}`
      return null
    }
    case 'X':
      return third && second === 'status' ? by('Post', handle(first)) : first ? `Profil ${handle(first)}` : null
    case 'Instagram':
      if (first === 'p') return 'Post'
      if (first === 'reel' || first === 'reels') return 'Reel'
      if (first === 'stories') return by('Story', handle(second))
      if (second === 'p' || second === 'reel') return by(second === 'p' ? 'Post' : 'Reel', handle(first))
      return first ? `Profil ${handle(first)}` : null
    case 'Facebook':
      if (first === 'watch' || first === 'videos' || second === 'videos') return 'Vidéo'
      if (first === 'reel') return 'Reel'
      if (second === 'posts') return by('Publication', first)
      return first ? 'Publication' : null
    case 'TikTok':
      return second === 'video' ? by('Vidéo', handle(first)) : first?.startsWith('@') ? `Profil ${first}` : null
    case 'YouTube':
      if (first === 'shorts') return 'Short'
      if (first === 'watch' || url.hostname.endsWith('youtu.be')) return 'Vidéo'
      return first?.startsWith('@') ? `Chaîne ${first}` : null
    case 'Bluesky':
      return first === 'profile' && third === 'post' ? by('Post', handle(second)) : null
    case 'Threads':
      return second === 'post' ? by('Post', handle(first)) : first?.startsWith('@') ? `Profil ${first}` : null
    default:
      return null
  }
}

export function postLabel(link: string): PostLabel | null {
  const url = parseWebUrl(link)
  if (!url) return null
  const host = url.hostname.toLowerCase().replace(/^www\./, '')
  const parts = url.pathname.split('/').filter(Boolean)
  const network = networkOfHost(host)
  if (network) return { network, label: networkLabel(network, parts, url) ?? quoted(wordsOf(parts.at(-1))) }
  return { network: host, label: quoted(wordsOf(parts.at(-1))) }
}

/** The post's name on one line, where a link needs its text: "LinkedIn · Post de @jeanne", "Publication monblog.fr". */
export function postLabelText(link: string): string {
  const named = postLabel(link)
  if (!named) return 'Publication'
  return named.label ? `${named.network} · ${named.label}` : `Publication ${named.network}`
}
