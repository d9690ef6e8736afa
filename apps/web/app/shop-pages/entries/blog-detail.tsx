import { BlogPostView } from '~/features/content/BlogPostView';
import type { Route } from '../../routes/+types/blog-detail';
import { hydrateShopPage } from '../hydrate-shop-page';

hydrateShopPage<Route.ComponentProps['loaderData']>((post) => <BlogPostView post={post} />);
