import { data } from "react-router";
import { NotFoundPage, notFoundMeta } from "#app/components/not-found.tsx";
import { useLocalizeHref } from "#app/lib/i18n/index.ts";
import type { Route } from "./+types/not-found";

export const meta = ({ location }: Route.MetaArgs) => notFoundMeta(location);

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  const localize = useLocalizeHref();
  return <NotFoundPage home={localize("/?fromsubpage=true")} />;
}
