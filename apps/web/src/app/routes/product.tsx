import ProductPage from '../../features/catalog/product-page';
import type { ProductSlots } from '../../features/catalog/product-view';
import { EasterEggGift } from '../../features/easter-eggs/easter-egg-gift';
import { EasterEggMessage } from '../../features/easter-eggs/easter-egg-message';
import { WishlistHeart } from '../../features/wishlist/wishlist-heart';

const slots: ProductSlots = {
  imageOverlay: (product) => <EasterEggGift productId={product._id} className="absolute bottom-2 right-2 z-10" />,
  save: (product) => <WishlistHeart product={product} />,
  end: (product) => <EasterEggMessage productId={product._id} />,
};

/** /product/{id}: the catalogue's product page with the wishlist heart and the scavenger hunt's egg. */
export default function ProductRoute() {
  return <ProductPage slots={slots} />;
}
