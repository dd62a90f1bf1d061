import { FileUp } from 'lucide-react';

/** A button that opens the file chooser for a CSV export; the same file may be picked again. */
export function FilePicker({ label, onPick, primary = false }: { label: string; onPick: (file: File) => void; primary?: boolean }) {
  return (
    <label className={`button ${primary ? 'button--primary' : 'button--secondary'} file-picker`}>
      <FileUp size={18} aria-hidden="true" />
      {label}
      <input
        type="file"
        accept=".csv,text/csv"
        className="visually-hidden"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onPick(file);
        }}
      />
    </label>
  );
}
