import { useLingui } from "@lingui/react";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { CHAT_EXAMPLES, PROXIMITY_CHAT } from "#app/content/landing.ts";
import { CHAT_MEMBERSHIP_LINK } from "#app/content/navigation.ts";
import { useLocalizeHref } from "#app/lib/i18n/index.ts";
import { CHAT_TYPING_DELAY_MS } from "#app/lib/policies.ts";

/** Fixed so the landing's "Try Proximity Search" can reach the input. */
export const CHAT_INPUT_ID = "proximity-search-input";

interface Message {
  id: number;
  from: "user" | "bot";
  text: string;
}

/**
 * The Proximity Search demo (timing in docs/business-rules.md): the visitor's text as a right-aligned
 * bubble, a typing indicator, then the paywall reply. No request leaves the page.
 */
export function ProximityChat() {
  const { _ } = useLingui();
  const localize = useLocalizeHref();
  const [messages, setMessages] = useState<Message[]>([]);
  const [draft, setDraft] = useState("");
  const [typing, setTyping] = useState(false);
  const nextId = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const tooltipId = useId();
  const inputId = CHAT_INPUT_ID;
  // Escape hides the tooltip until the pointer or focus leaves the anchor.
  const [tooltipDismissed, setTooltipDismissed] = useState(false);

  useEffect(
    () => () => void (timer.current && clearTimeout(timer.current)),
    [],
  );

  const send = () => {
    const text = draft.trim();
    if (!text || typing) return;
    setMessages((m) => [...m, { id: nextId.current++, from: "user", text }]);
    setDraft("");
    setTyping(true);
    timer.current = setTimeout(() => {
      setMessages((m) => [
        ...m,
        {
          id: nextId.current++,
          from: "bot",
          text: _(PROXIMITY_CHAT.paywallReply),
        },
      ]);
      setTyping(false);
      // Focus returns to the input once it is enabled again.
      requestAnimationFrame(() => inputRef.current?.focus());
    }, CHAT_TYPING_DELAY_MS);
  };

  return (
    <section
      id="proximity-search"
      className="chat"
      aria-labelledby={`${inputId}-heading`}
    >
      <h2 id={`${inputId}-heading`}>
        {_(PROXIMITY_CHAT.heading)}{" "}
        {/* A focusable tooltip trigger: Escape dismisses it (WCAG 1.4.13). */}
        {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
        <span
          className="tooltip-anchor"
          // Focus shows the tooltip to keyboard users too, and Escape hides it
          // (WCAG 1.4.13): the span is a focusable tooltip trigger.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          aria-describedby={tooltipId}
          data-dismissed={tooltipDismissed || undefined}
          onKeyDown={(event) => {
            if (event.key === "Escape") setTooltipDismissed(true);
          }}
          onBlur={() => setTooltipDismissed(false)}
          onMouseLeave={() => setTooltipDismissed(false)}
        >
          <span aria-hidden="true" className="info-dot">
            i
          </span>
          <span className="visually-hidden">
            {_(PROXIMITY_CHAT.aboutLabel)}
          </span>
          <span role="tooltip" id={tooltipId} className="tooltip">
            {_(PROXIMITY_CHAT.tooltip)}
          </span>
        </span>
      </h2>
      <ol
        className="chat-log"
        aria-live="polite"
        aria-label={_(PROXIMITY_CHAT.logLabel)}
      >
        {messages.map((m) => (
          <li key={m.id} className={`bubble ${m.from}`}>
            <span className="visually-hidden">
              {m.from === "user"
                ? _(PROXIMITY_CHAT.userPrefix)
                : _(PROXIMITY_CHAT.botPrefix)}{" "}
            </span>
            {m.text}
          </li>
        ))}
        {/* The reply's text never changes; the way to membership follows it. */}
        {messages.some((m) => m.from === "bot") && !typing && (
          <li className="chat-followup">
            <Link to={localize(CHAT_MEMBERSHIP_LINK.href)}>
              {_(CHAT_MEMBERSHIP_LINK.text)}
            </Link>
          </li>
        )}
        {typing && (
          <li
            className="bubble bot typing"
            aria-label={_(PROXIMITY_CHAT.typing)}
          >
            <span className="dot" />
            <span className="dot" />
            <span className="dot" />
          </li>
        )}
      </ol>
      <div className="chat-examples">
        <span>{_(CHAT_EXAMPLES.label)}</span>
        {CHAT_EXAMPLES.questions.map((descriptor) => {
          const question = _(descriptor);
          return (
            <button
              key={descriptor.id}
              type="button"
              className="chat-example"
              disabled={typing}
              onClick={() => {
                setDraft(question);
                inputRef.current?.focus();
              }}
            >
              {question}
            </button>
          );
        })}
      </div>
      <form
        className="chat-form"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          {_(PROXIMITY_CHAT.inputLabel)}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          value={draft}
          maxLength={500}
          autoComplete="off"
          placeholder={_(PROXIMITY_CHAT.placeholder)}
          disabled={typing}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="button primary" disabled={typing}>
          {_(PROXIMITY_CHAT.send)}
        </button>
      </form>
    </section>
  );
}
