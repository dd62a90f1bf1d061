import { FeedbackManagement } from '../../features/feedback';

export default function FeedbackManagementPage() {
  return <FeedbackManagement />;
}
