/**
 * DEFER_LAYOUT marks a block of a prerendered page whose first layout may wait
 * until the page has painted: a props table, the heaviest static block of a
 * long page (the form fields page: 14 tables, 2,800 of its 5,000 elements).
 * Its stylesheet skips its inside while it is far from the viewport, and a
 * script at the end of the page (LAYOUT_SCRIPT in build/head-script.ts) takes
 * the attribute off one block a task once the page has painted, before the
 * page's scripts are added: at rest the page is laid out as if the attribute
 * had never been there. Only the prerender renders it: a page the app renders
 * is laid out at once.
 */
export const DEFER_LAYOUT = 'data-defer-layout'
