import { graphql, type HeadProps, type PageProps } from "gatsby";
import { HERO_ART_FROM_WIDTH, HERO_ART_MEDIA } from "../components/landing/hero-art";
import { Layout } from "../components/layout/Layout";
import { Seo } from "../components/layout/Seo";
import { PicturePreload } from "../components/ui/Picture";
import { useLabels, useSiteData } from "../hooks/use-site-data";
import { island } from "../hydration/island";
import { LANDING_PATH } from "../lib/routes";
import { localBusiness } from "../lib/structured-data";

/**
 * The hero's film opens in a native dialog; script puts the player in it and, where the hero's art
 * is drawn, plays the background clip. So a phone hydrates the hero when the visitor touches it,
 * a wider screen at once.
 */
const Hero = island(() => import(/* webpackChunkName: "island-landing-hero" */ "../components/landing/Hero"), "Hero", "when-touched", {
  atOnceWhere: HERO_ART_MEDIA,
});
// Below the hero, only the reviews (the Google reviews button) and the contact form need script.
const TrustedBy = island(() => import(/* webpackChunkName: "island-trusted-by" */ "../components/landing/TrustedBy"), "TrustedBy", "never");
const ServicesSection = island(
  () => import(/* webpackChunkName: "island-services" */ "../components/landing/ServicesSection"),
  "ServicesSection",
  "never",
);
const IndustriesSection = island(
  () => import(/* webpackChunkName: "island-industries" */ "../components/landing/IndustriesSection"),
  "IndustriesSection",
  "never",
);
const LandingReviews = island(
  () => import(/* webpackChunkName: "island-reviews" */ "../components/landing/ReviewsSection"),
  "LandingReviews",
  "when-needed",
);
const AboutSection = island(
  () => import(/* webpackChunkName: "island-about" */ "../components/landing/AboutSection"),
  "AboutSection",
  "never",
);
const ContactSection = island(
  () => import(/* webpackChunkName: "island-contact" */ "../components/contact/ContactSection"),
  "ContactSection",
  "when-touched",
);

export default function LandingPage({ data }: PageProps<Queries.LandingPageQuery>) {
  const { landingPage: page, siteSettings: site, reviewCollection } = data;
  const labels = useLabels();
  if (!page || !site) throw new Error("content/landing/landing.json and content/site/site.json are required");
  const googlePlaceId = data.site?.siteMetadata?.googlePlaceId;
  return (
    <Layout>
      <Hero
        eyebrow={page.hero.eyebrow}
        headline={page.hero.headline}
        intro={page.hero.intro}
        bookingUrl={site.bookingUrl}
        bookingLabel={site.bookingLabel}
        storyButton={page.hero.storyButton}
        videoId={page.hero.videoId}
        videoTitle={page.hero.videoTitle}
        poster={data.poster?.childImageSharp?.gatsbyImageData ?? null}
        stats={site.heroStats}
      />
      <TrustedBy heading={page.trustedBy.heading} logos={page.trustedBy.logos} />
      <ServicesSection
        {...page.services}
        services={data.services.nodes.filter((service) => service.inServicesMenu)}
        bookingUrl={site.bookingUrl}
        bookingLabel={site.bookingLabel}
      />
      <IndustriesSection
        {...page.industries}
        industries={data.industries.nodes.map((industry) => ({
          ...industry,
          imageAlt: industry.fields.pictureAlt ?? "",
          image: industry.fields.picture?.childImageSharp?.gatsbyImageData ?? null,
        }))}
        metrics={site.successMetrics}
      />
      <LandingReviews
        copy={page.reviews}
        ratingLabel={labels.rating}
        state={
          reviewCollection
            ? { status: "loaded", summary: reviewCollection.summary, reviews: reviewCollection.reviews }
            : { status: "error" }
        }
        now={data.site?.buildTime ?? new Date().toISOString()}
        googlePlace={googlePlaceId ? { id: googlePlaceId, name: site.name } : null}
      />
      <AboutSection {...page.about} />
      <ContactSection
        copy={page.contact}
        details={site}
        industries={data.industries.nodes.map((industry) => industry.title)}
        projectTypes={data.services.nodes.map((service) => service.name)}
        pagePath={LANDING_PATH}
      />
    </Layout>
  );
}

export function Head({ data }: HeadProps<Queries.LandingPageQuery>) {
  const { siteUrl, settings, socialImage } = useSiteData();
  const page = data.landingPage;
  const poster = data.poster?.childImageSharp?.gatsbyImageData;
  return (
    <Seo
      title={page?.seoTitle ?? settings.name}
      description={page?.seoDescription ?? settings.description}
      path={LANDING_PATH}
      jsonLd={[localBusiness(siteUrl, settings, socialImage.url)]}
    >
      {poster ? <PicturePreload image={poster} fromWidth={HERO_ART_FROM_WIDTH} /> : null}
    </Seo>
  );
}

export const query = graphql`
  query LandingPage {
    landingPage {
      seoTitle
      seoDescription
      hero {
        eyebrow
        headline
        intro
        storyButton
        videoId
        videoTitle
      }
      trustedBy {
        heading
        logos {
          name
          logo {
            publicURL
            childImageSharp {
              gatsbyImageData(height: 96, layout: FIXED, placeholder: NONE, formats: [AUTO, WEBP, AVIF])
            }
          }
        }
      }
      services {
        heading
        intro
        aiCard {
          eyebrow
          title
          description
          points
          linkLabel
          link
        }
        traditionalCard {
          eyebrow
          title
          description
          points
          linkLabel
          link
        }
        gridHeading
        gridIntro
        banner {
          heading
          body
        }
      }
      industries {
        heading
        intro
        challengesLabel
        metricsHeading
      }
      reviews {
        heading
        intro
        loading
        error
        empty
        totalLabel
        googleHeading
        googleIntro
        googleShow
        googleLink
      }
      about {
        heading
        intro
        values {
          title
          description
          icon
        }
        differentiatorsHeading
        differentiators
        problem {
          title
          description
          icon
        }
        solution {
          title
          description
          icon
        }
        outcome {
          title
          description
          icon
        }
      }
      contact {
        ...ContactSectionCopy
      }
    }
    siteSettings {
      ...ContactSectionDetails
      name
      bookingLabel
      heroStats {
        value
        label
      }
      successMetrics {
        value
        label
      }
    }
    poster: file(relativePath: { eq: "images/hero/poster.jpg" }) {
      childImageSharp {
        gatsbyImageData(
          layout: FULL_WIDTH
          breakpoints: [480, 768, 1080, 1440, 1920]
          # The hero crops the 16:9 poster to cover a box about 88% of the window high, so on a
          # phone it is drawn far wider than the window: pick the width that covers that height
          # (156vh in a window narrower than 156:100, the window's width otherwise).
          sizes: "(min-aspect-ratio: 39/25) 100vw, 156vh"
          quality: 70
          placeholder: NONE
          formats: [AUTO, WEBP, AVIF]
        )
      }
    }
    services: allService(sort: { order: ASC }) {
      nodes {
        slug
        name
        cardDescription
        icon
        inServicesMenu
        fields {
          path
        }
      }
    }
    industries: allIndustry(sort: { order: ASC }) {
      nodes {
        slug
        title
        description
        challenges
        fields {
          pictureAlt
          picture {
            childImageSharp {
              gatsbyImageData(width: 640, aspectRatio: 1.6, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP, AVIF])
            }
          }
        }
      }
    }
    site {
      buildTime
      siteMetadata {
        googlePlaceId
      }
    }
    reviewCollection {
      summary {
        name
        rating
        totalReviews
      }
      reviews {
        authorName
        rating
        time
        text
      }
    }
  }
`;
