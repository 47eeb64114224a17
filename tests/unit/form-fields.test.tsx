import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Field, SelectField } from "#app/components/forms.tsx";

/**
 * The form controls are labelled and described: the label points at the
 * control, the control names its hint and its error (aria-describedby) and
 * is marked invalid while it has an error (app/components/forms.tsx).
 */

const attr = (html: string, tag: string, name: string) =>
  new RegExp(`<${tag}[^>]* ${name}="([^"]*)"`).exec(html)?.[1];

describe("Field", () => {
  it("labels its input and names its hint and error", () => {
    const html = renderToStaticMarkup(
      <Field
        label="E-mail"
        name="email"
        type="email"
        hint="We write once."
        error="Enter an address."
      />,
    );
    const id = attr(html, "input", "id")!;
    expect(attr(html, "label", "for")).toBe(id);
    expect(attr(html, "input", "name")).toBe("email");
    expect(attr(html, "input", "type")).toBe("email");
    expect(attr(html, "input", "aria-invalid")).toBe("true");
    expect(attr(html, "input", "aria-describedby")).toBe(
      `${id}-hint ${id}-error`,
    );
    expect(html).toContain(`<p id="${id}-hint" class="field-hint">`);
    expect(html).toContain(`<ul id="${id}-error" class="field-errors">`);
  });

  it("is neither invalid nor described without hint or error", () => {
    const html = renderToStaticMarkup(<Field label="Name" name="name" />);
    expect(attr(html, "input", "aria-invalid")).toBeUndefined();
    expect(attr(html, "input", "aria-describedby")).toBeUndefined();
    expect(html).toContain('<div class="field">');
  });
});

describe("SelectField", () => {
  it("labels its select and names its error", () => {
    const html = renderToStaticMarkup(
      <SelectField
        label="Country"
        name="country"
        className="wide"
        placeholder="Choose"
        options={[{ value: "DE", label: "Germany" }]}
        error="Choose a country."
      />,
    );
    const id = attr(html, "select", "id")!;
    expect(attr(html, "label", "for")).toBe(id);
    expect(attr(html, "select", "name")).toBe("country");
    expect(attr(html, "select", "aria-invalid")).toBe("true");
    expect(attr(html, "select", "aria-describedby")).toBe(`${id}-error`);
    expect(html).toContain('<div class="field wide">');
    expect(html).toContain('<option value="DE">Germany</option>');
  });
});
