/** A value as indented JSON; long ones scroll inside their box. */
export function JsonView({ value, label }: { value: unknown; label?: string }) {
  return (
    <pre className="code-block admin-json" aria-label={label}>
      {JSON.stringify(value, null, 2) ?? String(value)}
    </pre>
  );
}
