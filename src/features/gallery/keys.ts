/** Query keys of the admin gallery: every save invalidates `all`, which reaches both levels. */
export const galleryKeys = {
  all: ['gallery'] as const,
  albums: () => [...galleryKeys.all, 'albums'] as const,
  album: (albumId: string) => [...galleryKeys.all, 'album', albumId] as const,
};
