import { HistoryScreen } from '../../features/history';

export default function HistoryPage() {
  return <HistoryScreen />;
}
