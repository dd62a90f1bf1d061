import { CoachChat } from '../../features/coach';

export default function ChatPage() {
  return <CoachChat />;
}
