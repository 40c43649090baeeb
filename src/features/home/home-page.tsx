/**
 * The home page (spec section 2, Home): the hero carousel, the category circle strip, the six
 * category tabs and the Skin Doctor section; the store layout adds the footer.
 */
import { brand } from '@/config/brand';
import { CategoryStrip } from './category-strip';
import { CategoryTabs } from './category-tabs';
import { HeroCarousel } from './hero-carousel';
import { SkinDoctorSection } from './skin-doctor-section';

export function HomePage() {
  return (
    <div className="relative overflow-x-clip">
      <h1 className="sr-only">{`${brand.name}: ${brand.tagline.toLowerCase()}`}</h1>
      <HeroCarousel />
      <CategoryStrip />
      <CategoryTabs />
      <SkinDoctorSection />
    </div>
  );
}
