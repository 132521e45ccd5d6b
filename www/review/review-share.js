// The review's Share: the engine's compact text of the round (the advisor's
// worker, 'share': table, seed, bets and actions, versioned) as the fragment
// of the page's address, `#review=<link>`, on a link
// `[data-control="share"]` (its href), with a Copy button. Opening such an
// address shows the review of that round (review-link.js).
import { make } from '../core/dom.js';

/** The page's address with the round's link as its fragment. */
export const shareHref = (base, link) => `${base.split('#')[0]}#review=${link}`;

/** Fills the share link and its Copy button once the engine has written the round's link. */
export async function share(r) {
  const { page } = r;
  try {
    const answer = await r.client.ask({ kind: 'share', record: r.record, stack: r.stack });
    r.share.href = shareHref(page.doc.location.href, answer.link);
    r.share.dataset.link = answer.link;
    r.share.hidden = false;
    r.copy.hidden = false;
  } catch {
    // Without a link, the review is still whole: Share stays hidden.
  }
}

/** The share link and Copy, hidden until the link is known. */
export function shareControls(r) {
  const { doc } = r.page;
  const { rw } = r;
  r.share = make(doc, 'a', 'btn btn-small', rw.t('share'));
  r.share.dataset.control = 'share';
  r.share.hidden = true;
  r.copy = make(doc, 'button', 'btn btn-small', rw.t('copy'));
  r.copy.type = 'button';
  r.copy.dataset.control = 'copy-link';
  r.copy.hidden = true;
  r.copy.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(r.share.href);
      r.status.textContent = rw.t('copied');
    } catch {
      r.status.textContent = rw.t('copy-failed');
    }
  });
  return [r.share, r.copy];
}
