import { data, Link } from "react-router";
import { pageMeta, type MetaArgsLike } from "~/lib/meta";

export const meta = ({ location }: MetaArgsLike) =>
  pageMeta({
    location,
    title: "Page not found",
    description: "The page you're looking for doesn't exist or was moved.",
    path: "/404",
    noindex: true,
  });

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return (
    <main id="main" className="page page-error">
      <h1>Page not found</h1>
      <p>The page you're looking for doesn't exist or was moved.</p>
      <Link to="/?fromsubpage=true" className="button primary">
        Go Home
      </Link>
    </main>
  );
}
