import { useEffect } from "react";
import type { PageProps } from "gatsby";
import { Layout } from "../components/layout/Layout";
import { NotFound, NotFoundHead } from "../components/not-found/NotFound";

export default function NotFoundPage({ location }: PageProps) {
  useEffect(() => {
    // A warning, not an error: a visitor following a stale link is expected, not a fault of the page.
    console.warn(`404 Error: User attempted to access non-existent route: ${location.pathname}`);
  }, [location.pathname]);
  return (
    <Layout>
      <NotFound />
    </Layout>
  );
}

export function Head() {
  return <NotFoundHead />;
}
