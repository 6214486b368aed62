import { FRESH_FINDS_COUNT, type Product, href } from '@dd/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { ProductGrid, ProductGridSkeleton } from '../../components/product-card';
import { QueryState } from '../../components/query-state';
import { StateMessage } from '../../components/state-message';
import { HOME_FAILED, HOME_LOADING } from './home-texts';
import { LuckySpinner } from './lucky-spinner';
import { SectionHeading } from './section-heading';
import { TrendingStrip } from './trending-strip';

/** What the home's product queries say while loading and when they fail; the page has no retry button. */
const HOME_QUERY_STATES = { loading: HOME_LOADING, error: HOME_FAILED, retry: false } as const;

interface HomeCatalogProps {
  /** How many products there are: it decides between loading, empty and the sections. */
  count: UseQueryResult<number>;
  trending: UseQueryResult<Product[]>;
  fresh: UseQueryResult<Product[]>;
}

/** Trending Now, Today's Fresh Finds and Feeling Lucky?, or the loading, empty and error states. */
export function HomeCatalog({ count, trending, fresh }: HomeCatalogProps) {
  return (
    <QueryState
      query={count}
      {...HOME_QUERY_STATES}
      // The sections themselves, each holding its place with card stand-ins until its products arrive.
      placeholder={<HomeSections trending={trending} fresh={fresh} />}
      isEmpty={(n) => n === 0}
      empty={
        <StateMessage kind="empty" title="No products found in database">
          <p>Products appear here once the database is populated and retailer data is refreshed.</p>
        </StateMessage>
      }
    >
      {() => <HomeSections trending={trending} fresh={fresh} />}
    </QueryState>
  );
}

function HomeSections({ trending, fresh }: Omit<HomeCatalogProps, 'count'>) {
  return (
    <>
      {(trending.isPending || (trending.data?.length ?? 0) > 0) && <TrendingStrip products={trending.data} />}
      <section aria-labelledby="fresh-title">
        <SectionHeading
          emoji="🆕"
          title="Today's Fresh Finds"
          id="fresh-title"
          more={{ to: href('drops'), label: 'See all drops' }}
        >
          The newest weird stuff, straight off the internet.
        </SectionHeading>
        <QueryState
          query={fresh}
          {...HOME_QUERY_STATES}
          placeholder={<ProductGridSkeleton count={FRESH_FINDS_COUNT} label={HOME_LOADING} />}
        >
          {(products) => <ProductGrid products={products} />}
        </QueryState>
      </section>
      <LuckySpinner />
    </>
  );
}
