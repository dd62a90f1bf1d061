import { ImportScreen } from '../../features/imports';

export default function ImportPage() {
  return <ImportScreen />;
}
