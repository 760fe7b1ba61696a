// UI timing constants of SPEC 9 (the machines keep their own; these are the presentational ones).

/** The mean list reads its scroll position at most once per 16 ms. */
export const SCROLL_DEBOUNCE_MS = 16;
/** After the last scroll event, the list counts as "not scrolling" again after 500 ms. */
export const SCROLLING_RESET_MS = 500;
/** Initial scroll of the mean list: the selected mean is shown with up to 5 means before it. */
export const DEFAULT_SCROLL_OFFSET = 5;
/** How long a snackbar stays. */
export const SNACKBAR_MS = 3000;
