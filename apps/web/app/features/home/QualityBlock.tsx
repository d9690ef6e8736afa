import { useTranslation } from '~/i18n/use-translation';
import { mediaUrl } from '~/lib/media';
import { useRootData } from '~/lib/root-data';
import { Img } from '~/ui/Img';

const POSTER = '/media/illustration/quality.webp';

/**
 * The shop's quality story: the 33 checkpoints every order passes, beside the home video
 * when one is set, else beside a still picture. The video plays muted and looped, as
 * browsers only autoplay muted video.
 */
export function QualityBlock({ videoUrl }: { videoUrl: string }) {
  const { t } = useTranslation();
  const { messages } = useRootData();
  const groups = Object.values(messages.storefront.checkpoints.groups);
  let number = 0;

  return (
    <section aria-labelledby="checkpoints-heading" className="bg-navy text-white">
      <div className="mx-auto grid max-w-7xl items-start gap-8 px-4 py-12 sm:px-6 desktop:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] desktop:gap-12 desktop:py-16">
        <div className="desktop:sticky desktop:top-6">
          {videoUrl ? (
            <video
              src={videoUrl}
              poster={mediaUrl(POSTER, 800)}
              autoPlay
              muted
              loop
              playsInline
              aria-label={t('storefront.home.videoLabel')}
              className="aspect-video w-full rounded-3xl bg-navy-900 object-cover"
            />
          ) : (
            <Img
              src={POSTER}
              alt={t('storefront.home.posterAlt')}
              width={800}
              height={450}
              sizes="(min-width: 1280px) 500px, (min-width: 1024px) 40vw, 100vw"
              className="aspect-video w-full rounded-3xl bg-navy-900 object-cover"
            />
          )}
        </div>
        <div>
          <h2 id="checkpoints-heading" className="text-3xl font-extrabold tracking-tight text-balance">
            {t('storefront.checkpoints.heading')}
          </h2>
          <p className="mt-3 max-w-2xl leading-relaxed text-white/80">{t('storefront.checkpoints.intro')}</p>
          <div className="mt-8 grid gap-8 sm:grid-cols-2">
            {groups.map((group) => {
              const items = Object.values(group.items);
              const start = number + 1;
              number += items.length;
              return (
                <div key={group.title}>
                  <h3 className="border-b border-white/15 pb-2 text-sm font-bold tracking-wide text-coral uppercase">
                    {group.title}
                  </h3>
                  <ol className="mt-3 grid gap-2 text-sm">
                    {items.map((item, index) => (
                      <li key={item} className="flex gap-3">
                        <span className="grid size-6 shrink-0 place-items-center rounded-full bg-white/10 text-xs font-bold tabular-nums">
                          {start + index}
                        </span>
                        <span className="pt-0.5 leading-snug text-white/90">{item}</span>
                      </li>
                    ))}
                  </ol>
                </div>
              );
            })}
          </div>
        </div>
      </div>
    </section>
  );
}
