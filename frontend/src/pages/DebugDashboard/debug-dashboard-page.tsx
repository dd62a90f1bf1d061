import { DebugDashboard } from '../../features/admin';

export default function DebugDashboardPage() {
  return <DebugDashboard />;
}
