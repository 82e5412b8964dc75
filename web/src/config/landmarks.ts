/** The id of each public page's `<main>`: the navigation bar's skip link leads there. */
export const MAIN_CONTENT_ID = 'main-content';
