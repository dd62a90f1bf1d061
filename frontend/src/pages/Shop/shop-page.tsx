import { ShopScreen } from '../../features/shop';

export default function ShopPage() {
  return <ShopScreen />;
}
