import { msg } from "@lingui/core/macro";
import { declarePages } from "#app/lib/pages/declare.ts";

export const pages = declarePages([
  {
    id: "whatIsThisAllAbout",
    path: "/what-is-this-all-about",
    kind: "public",
    about: "founder messages: four audio tracks and a video, with transcripts",
    words: () => ({
      title: msg`What is this all about`,
      description: msg`Four short audio messages and a video from Nirvana's founder, with transcripts.`,
    }),
    label: () => msg`What is this all about?`,
  },
]);
