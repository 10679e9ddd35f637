/** A promotional notice (DASH-04, LIST-01) interleaved with members: its image, linking in-app or out. */
import { SmartLink } from '@/shared/ui/SmartLink';

export interface NoticeBannerProps {
  /** The notice's absolute image URL and its link (in-app or out). */
  item: { img: string; link: string };
  alt: string;
  className: string;
  linkClassName: string;
  testId: string;
}

/** The notice's image and link, in the card or row of the list it stands in. */
export function NoticeBanner({ item, alt, className, linkClassName, testId }: NoticeBannerProps) {
  return (
    <article className={className} data-testid={testId}>
      <SmartLink to={item.link} className={linkClassName}>
        <img src={item.img} alt={alt} width={400} height={500} loading="lazy" decoding="async" />
      </SmartLink>
    </article>
  );
}
