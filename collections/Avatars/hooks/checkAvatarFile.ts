import { checkImageUpload } from '../../hooks/checkImageUpload'

import { inspectAvatarFile } from '@/uploads/inspectAvatarFile'

/** Every photo, through any door, is checked before Payload stores or resizes it: at most 5 MB. */
export const checkAvatarFile = checkImageUpload('avatars', inspectAvatarFile)
