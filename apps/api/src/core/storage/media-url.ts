/**
 * The public URL of a stored avatar or company logo: both live in the storage area `avatars`, served without a
 * login at /media/avatars/ (documents and CVs are private and have download routes instead).
 */
export const publicAvatarUrl = (path: string | null): string | null => (path ? `/media/avatars/${path}` : null);
