/** The words of the image carousel, the logo marquee and the founder's gallery. */

export const FOREST_CAROUSEL = {
  label: "Forests we protect",
  /** What screen readers call the widget and each slide. */
  roleDescription: "carousel",
  slideRoleDescription: "slide",
  previous: "Previous image",
  next: "Next image",
  pause: "Pause slideshow",
  play: "Play slideshow",
  /** Each slide's name: "2 of 5". */
  slideLabel: (n: number, of: number) => `${n} of ${of}`,
  /** The visible position: "Image 2 of 5". */
  status: (n: number, of: number) => `Image ${n} of ${of}`,
};

export const LOGO_MARQUEE = {
  heading: "Organisations our pledge supports",
  pause: "Pause logos",
  play: "Play logos",
};

export const FOUNDER_PHOTOS = {
  label: "Photographs by the founder",
};
