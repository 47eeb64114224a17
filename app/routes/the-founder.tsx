import { useRef } from "react";
import { ExternalLink } from "~/components/external-link";
import { FounderGallery } from "~/components/founder-gallery";
import { EnglishContent } from "~/components/english-content";
import { HomeButton } from "~/components/home-button";
import {
  FOUNDER,
  FOUNDER_LINKS_HEADING,
  SAMPLE_NOTICE,
} from "~/content/founder";
import { FOUNDER_GALLERY, FOUNDER_PORTRAIT } from "~/content/media";
import { pageMeta, type MetaArgsLike } from "~/lib/meta";
import "~/styles/pages.css";

export const meta = ({ location }: MetaArgsLike) =>
  pageMeta({
    location,
    title: FOUNDER.heading,
    description: `${FOUNDER.name}: ${FOUNDER.tagline}. ${FOUNDER.paragraphs[0] ?? ""}`,
    path: "/the-founder",
  });

export default function TheFounder() {
  const textRef = useRef<HTMLDivElement>(null);
  return (
    <main id="main" className="page founder-page">
      <HomeButton />
      <EnglishContent>
        <h1>{FOUNDER.heading}</h1>
        <div className="founder-layout">
          <div className="founder-text" ref={textRef}>
            <div className="founder-intro">
              <img
                src={FOUNDER_PORTRAIT.src}
                alt={FOUNDER_PORTRAIT.alt}
                width={FOUNDER_PORTRAIT.width}
                height={FOUNDER_PORTRAIT.height}
                className="founder-portrait"
                decoding="async"
              />
              <div>
                <p className="founder-name">{FOUNDER.name}</p>
                <p className="tagline">{FOUNDER.tagline}</p>
              </div>
            </div>
            {FOUNDER.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
            <h2>{FOUNDER_LINKS_HEADING}</h2>
            <ul className="founder-links">
              {FOUNDER.links.map((link) => (
                <li key={link.href}>
                  <ExternalLink href={link.href}>{link.label}</ExternalLink>
                </li>
              ))}
            </ul>
            <p className="sample-notice">{SAMPLE_NOTICE}</p>
          </div>
          <FounderGallery images={FOUNDER_GALLERY} textRef={textRef} />
        </div>
      </EnglishContent>
    </main>
  );
}
