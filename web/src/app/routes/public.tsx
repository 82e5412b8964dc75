import { PublicPlaceholder } from '@/features/landing/components/landing-placeholder';

export const HomeRoute = () => <PublicPlaceholder />;
export const ArticlesRoute = () => <PublicPlaceholder title="All Articles" />;
export const ArticleRoute = () => <PublicPlaceholder title="Artikel" />;
export const LibraryRoute = () => <PublicPlaceholder title="Library" />;
