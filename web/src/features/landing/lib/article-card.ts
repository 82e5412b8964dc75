/** How many articles the landing shows: 3 (mobile) or 6 at first, 6 or 12 once expanded. */
export const landingArticleCount = (isMobile: boolean, expanded: boolean) => (isMobile ? 3 : 6) * (expanded ? 2 : 1);

/** The show-more button appears when there are more articles than 6. */
export const hasMoreArticles = (total: number) => total > 6;
