import { HomeButton } from "~/components/home-button";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Earn USD 50 per referral",
    description: "Earn USD 50 per referral",
    path: "/get-your-trust-code",
  });

export default function Page() {
  return (
    <main id="main" className="page">
      <HomeButton />
      <h1>Earn USD 50 per referral</h1>
    </main>
  );
}
