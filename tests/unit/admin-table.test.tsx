import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AdminTable } from "#app/components/admin/list-table.tsx";

describe("AdminTable", () => {
  it("is a labelled, focusable region with its headings over the given rows, counts right-aligned", () => {
    const html = renderToStaticMarkup(
      <AdminTable
        label="Payout runs"
        columns={["Month", "Lines"]}
        numeric={["Lines"]}
      >
        <tr>
          <th scope="row">2026-11</th>
          <td className="num">3</td>
        </tr>
      </AdminTable>,
    );
    expect(html).toBe(
      '<div class="admin-table-wrap" tabindex="0" role="region" aria-label="Payout runs">' +
        '<table class="admin-table"><thead><tr>' +
        '<th scope="col">Month</th><th scope="col" class="num">Lines</th>' +
        "</tr></thead><tbody>" +
        '<tr><th scope="row">2026-11</th><td class="num">3</td></tr>' +
        "</tbody></table></div>",
    );
  });
});
