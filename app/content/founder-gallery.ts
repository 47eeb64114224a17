/**
 * The founder's gallery's name for screen readers (English only). Apart from
 * the landing page's galleries (./galleries.ts), whose words only the
 * landing page loads.
 */
export const FOUNDER_PHOTOS = {
  label: "Photographs by the founder",
};
