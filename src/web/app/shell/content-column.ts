/** The width and side padding of the page content, shared by the footer so both line up. */
export const CONTENT_COLUMN = 'mx-auto w-full max-w-5xl px-4 sm:px-6';
