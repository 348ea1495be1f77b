'use client';

// The blog list's boundary: the search shows the same list.
export { default } from '../../(public)/blog/error';
