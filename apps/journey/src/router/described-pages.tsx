import { Outlet } from '@tanstack/react-router';
import { PageDescription } from '../layouts/page-description.tsx';

/** The locale route's pages (every page of the journey) with their description. */
export function DescribedPages() {
  return (
    <>
      <PageDescription />
      <Outlet />
    </>
  );
}
