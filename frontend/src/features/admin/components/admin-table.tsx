import type { ReactNode } from 'react';

/** A table in a box that scrolls sideways on a phone; the box takes focus so it scrolls with the keyboard, and is named. */
export function AdminTable({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className="admin-table-scroll" tabIndex={0} role="region" aria-label={label}>
      <table className={className ? `admin-table ${className}` : 'admin-table'}>{children}</table>
    </div>
  );
}

/** The header of a column of buttons: named for screen readers only. */
export function ActionsHeader({ label }: { label: string }) {
  return (
    <th scope="col">
      <span className="visually-hidden">{label}</span>
    </th>
  );
}
