/** Placeholder until this page lands (issue 9): the later-release page. */
export { default } from '../later-release/later-release-page.tsx';
