/** The size social networks expect of a large preview card (Open Graph, X). */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** The one font the renderer Worker bundles (workers/render/png.ts). */
export const CARD_FONT = "Inter";
