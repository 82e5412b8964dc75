/** The library-item attributes the site's services handle by name; any other scalar attribute is passed through. */
export const LIBRARY_ATTRIBUTES = [
  'title',
  'description',
  'fullDescription',
  'type',
  'media',
  'uploads',
  'eventDate',
  'published',
  'authorUser',
] as const;
