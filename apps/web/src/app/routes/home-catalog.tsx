import { useFreshFinds, useProductCount, useTrending } from '../../features/catalog/api';
import { HomeCatalog } from '../../features/home/home-catalog';

/** The home page's product sections fed by the catalogue's queries, which all start together. */
export default function HomeCatalogRoute() {
  const count = useProductCount();
  const trending = useTrending();
  const fresh = useFreshFinds();
  return <HomeCatalog count={count} trending={trending} fresh={fresh} />;
}
