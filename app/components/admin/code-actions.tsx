import { IntentButton } from "#app/components/admin/intent-button.tsx";

/** Suspend, terminate or reinstate, offered only where the lifecycle allows it. */
export function CodeActions({
  code,
  status,
  id = code,
}: {
  code: string;
  status: string | null;
  id?: string;
}) {
  return (
    <>
      {status === "active" && (
        <IntentButton
          intent="suspend"
          id={id}
          label="Suspend"
          description={`Suspend ${code}`}
        />
      )}
      {status === "suspended" && (
        <IntentButton
          intent="reinstate"
          id={id}
          label="Reinstate"
          description={`Reinstate ${code}`}
        />
      )}
      {status !== "terminated" && status !== null && (
        <IntentButton
          intent="terminate"
          id={id}
          label="Terminate"
          danger
          description={`Terminate ${code}`}
        />
      )}
    </>
  );
}
