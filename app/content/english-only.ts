import { msg } from "@lingui/core/macro";

/** Shown above pages whose content exists in English only, in other languages. */
export const ENGLISH_ONLY = {
  note: msg`This page is available in English only.`,
};
