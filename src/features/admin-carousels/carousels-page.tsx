/**
 * /admin/carousels (spec section 2, Admin carousels): the homepage hero's slides. The active
 * slides with a list limit (?limit=, 10 to 100, default 20), each editable in place and able to
 * be deactivated; the inactive slides, each able to be reactivated; and a form to add a slide.
 * Every change shows on the store's home page at once (the mutations invalidate every slide list).
 * A slide just added is said in a toast, and its row (in either list) is marked 'New', scrolled
 * into view and briefly tinted: on a phone the form sits below the lists, out of their sight.
 */
import { useState } from 'react';
import type { CreatedSlide } from '@/api/queries/admin-slides';
import { toast } from '@/components/ui/toast';
import { CreateSlide } from './create-slide';
import { InactiveSlides } from './inactive-slides';
import { SlideList } from './slide-list';

export interface CarouselsPageProps {
  limit: number;
  onLimitChange: (limit: number) => void;
}

export function CarouselsPage({ limit, onLimitChange }: CarouselsPageProps) {
  const [notice, setNotice] = useState('');
  const [added, setAdded] = useState<number>();
  const onCreated = (slide: CreatedSlide) => {
    setNotice('');
    setAdded(slide.id ?? undefined);
    toast(
      slide.is_active
        ? `“${slide.heading}” was added. It now shows on the home page.`
        : `“${slide.heading}” was added as inactive: it waits under Inactive slides.`,
    );
  };
  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-display text-3xl font-bold text-ink-900">Homepage slides</h1>
          <p className="mt-1 text-ink-600">The slides of the hero carousel at the top of the store’s home page.</p>
        </div>
        <a href="#add-slide-title" className="btn-primary xl:hidden">
          Add a slide
        </a>
      </div>
      <p role="status" className={notice ? 'mt-4 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900' : 'sr-only'}>
        {notice}
      </p>
      <div className="mt-6 grid gap-8 xl:grid-cols-[minmax(0,1fr)_28rem] xl:items-start">
        <div className="min-w-0">
          <SlideList limit={limit} onLimitChange={onLimitChange} onNotice={setNotice} addedId={added} />
          <InactiveSlides onNotice={setNotice} addedId={added} />
        </div>
        <CreateSlide onCreated={onCreated} />
      </div>
    </div>
  );
}
