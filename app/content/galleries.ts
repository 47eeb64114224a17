/** The words of the landing page's image carousel and logo marquee. */
import { msg } from "@lingui/core/macro";

export const FOREST_CAROUSEL = {
  label: msg`Forests we protect`,
  /** What screen readers call the widget and each slide. */
  roleDescription: msg`carousel`,
  slideRoleDescription: msg`slide`,
  previous: msg`Previous image`,
  next: msg`Next image`,
  pause: msg`Pause slideshow`,
  play: msg`Play slideshow`,
  /** Each slide's name: "2 of 5". */
  slideLabel: msg`{n} of {total}`,
  /** The visible position: "Image 2 of 5". */
  status: msg`Image {n} of {total}`,
};

/**
 * The forest images' alt texts, in the order of FOREST_IMAGES in
 * app/content/media.ts (generated, English only); tests/unit keeps the two in step.
 */
export const FOREST_IMAGE_ALTS = [
  msg`Illustrated pine forest at dawn, layered ridges fading into a peach sky`,
  msg`Illustrated misty forest in the morning, pale blue layers of conifers`,
  msg`Illustrated green forest valley under a clear midday sky`,
  msg`Illustrated autumn forest with amber and rust coloured ridges`,
  msg`Illustrated forest at dusk, dark pine silhouettes under a violet sky`,
];

export const LOGO_MARQUEE = {
  heading: msg`Organisations our pledge supports`,
  pause: msg`Pause logos`,
  play: msg`Play logos`,
};
