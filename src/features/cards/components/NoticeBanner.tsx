/** A promotional notice (DASH-04, LIST-01) interleaved with members: its image, linking in-app or out. */
import { SmartLink } from '@/shared/ui/SmartLink';

export interface NoticeBannerProps {
  /** The notice's absolute image URL and its link (in-app or out). */
  item: { img: string; link: string };
  alt: string;
  className: string;
  linkClassName: string;
  testId: string;
  /**
   * In the first screen: loaded at once, first in line (it is often the screen's largest image, its
   * LCP). Below it, the browser loads it lazily as the member scrolls.
   */
  eager?: boolean;
}

/** The notice's image and link, in the card or row of the list it stands in. */
export function NoticeBanner({ item, alt, className, linkClassName, testId, eager = false }: NoticeBannerProps) {
  return (
    <article className={className} data-testid={testId}>
      <SmartLink to={item.link} className={linkClassName}>
        <img
          src={item.img}
          alt={alt}
          width={400}
          height={500}
          loading={eager ? 'eager' : 'lazy'}
          decoding={eager ? 'auto' : 'async'}
          fetchPriority={eager ? 'high' : undefined}
        />
      </SmartLink>
    </article>
  );
}
