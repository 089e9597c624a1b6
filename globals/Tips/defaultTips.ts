import type { Tip } from '@/payload-types'

export const DEFAULT_TIPS = {
  fallback: 'Commente les projets proches de ton secteur : tes retours y comptent double.',
  tips: [
    { text: 'Commente les projets proches de ton secteur : tes retours y comptent double.' },
    { text: 'Un commentaire de trois phrases vaut mieux que trois likes : pose une question au porteur du projet.' },
    { text: 'Partage un projet avec une phrase personnelle : pourquoi il mérite d’être vu par ton réseau ?' },
    { text: 'Invite un solopreneur que tu estimes : quand il devient actif, ton parrainage te rapporte des points.' },
    { text: 'Déclare tes actions le jour même : elles sont vérifiées sous 48 h.' },
    { text: 'Complète ton profil (bio, secteurs) : l’équipe active plus vite les profils complets.' },
  ],
} satisfies Omit<Tip, 'id' | 'updatedAt' | 'createdAt'>
