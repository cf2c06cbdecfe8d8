<?php
/**
 * Plugin Name: Yoast SEO REST shape (test double)
 * Description: For the real-WordPress suite only. Adds `yoast_head_json` and `yoast_head` to
 *              every post of the REST API exactly in the shape Yoast SEO sends them, from the
 *              post meta Yoast SEO keeps, so the website's handling of them can be tested
 *              where Yoast SEO itself cannot be installed. Never install it on a real site.
 *
 * The shape is Yoast SEO's documented REST output (developer.yoast.com/customization/apis/
 * rest-api: the raw `yoast_head_json` format of Yoast SEO 16.7 and later), with the fields Yoast
 * SEO 23.x sends for a post: title, description, robots, canonical, og_*, article_*_time,
 * og_image (width, height, url, type), author, twitter_card, twitter_misc and schema (@graph of
 * Article, WebPage, ImageObject, BreadcrumbList, WebSite, Organization and Person). Values come
 * from the meta Yoast SEO stores: _yoast_wpseo_title, _yoast_wpseo_metadesc,
 * _yoast_wpseo_opengraph-title, _yoast_wpseo_opengraph-description,
 * _yoast_wpseo_opengraph-image and _yoast_wpseo_meta-robots-noindex (1 noindex, 2 index).
 *
 * With WordPress's "Discourage search engines" on, every post's robots say noindex, nofollow:
 * the site-wide noindex headless front ends receive and must not pass on.
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

// The constant Yoast SEO defines, by which other plugins (the project's own) see it active.
if ( ! defined( 'WPSEO_VERSION' ) ) {
	define( 'WPSEO_VERSION', '23.0' );
}

add_action(
	'rest_api_init',
	function () {
		register_rest_field( 'post', 'yoast_head_json', array( 'get_callback' => 'hg_test_yoast_head_json' ) );
		register_rest_field(
			'post',
			'yoast_head',
			array(
				'get_callback' => function ( $post ) {
					return hg_test_yoast_head_html( hg_test_yoast_head_json( $post ) );
				},
			)
		);
	}
);

function hg_test_yoast_head_json( $post ) {
	$id        = (int) $post['id'];
	$permalink = get_permalink( $id );
	$home      = home_url( '/' );
	$site_name = get_bloginfo( 'name' );
	$meta      = function ( $key ) use ( $id ) {
		return (string) get_post_meta( $id, '_yoast_wpseo_' . $key, true );
	};
	$title       = '' !== $meta( 'title' ) ? $meta( 'title' ) : wp_strip_all_tags( get_the_title( $id ) ) . ' - ' . $site_name;
	$description = '' !== $meta( 'metadesc' ) ? $meta( 'metadesc' ) : wp_strip_all_tags( get_the_excerpt( $id ) );
	$own         = $meta( 'meta-robots-noindex' );
	$discouraged = '0' === (string) get_option( 'blog_public' );
	$noindex     = '1' === $own || $discouraged;
	$robots      = $noindex
		? array(
			'index'  => 'noindex',
			'follow' => $discouraged ? 'nofollow' : 'follow',
		)
		: array(
			'index'             => 'index',
			'follow'            => 'follow',
			'max-snippet'       => 'max-snippet:-1',
			'max-image-preview' => 'max-image-preview:large',
			'max-video-preview' => 'max-video-preview:-1',
		);
	$image = array();
	if ( '' !== $meta( 'opengraph-image' ) ) {
		$image[] = array(
			'width'  => 1200,
			'height' => 630,
			'url'    => $meta( 'opengraph-image' ),
			'type'   => 'image/png',
		);
	} elseif ( has_post_thumbnail( $id ) ) {
		$source  = wp_get_attachment_image_src( get_post_thumbnail_id( $id ), 'full' );
		$image[] = array(
			'width'  => (int) $source[1],
			'height' => (int) $source[2],
			'url'    => $source[0],
			'type'   => get_post_mime_type( get_post_thumbnail_id( $id ) ),
		);
	}
	$published = get_post_time( 'c', true, $id );
	$modified  = get_post_modified_time( 'c', true, $id );
	$author    = get_the_author_meta( 'display_name', get_post_field( 'post_author', $id ) );
	$person    = $home . '#/schema/person/' . md5( (string) get_post_field( 'post_author', $id ) );
	return array(
		'title'                  => $title,
		'description'            => $description,
		'robots'                 => $robots,
		'canonical'              => $permalink,
		'og_locale'              => 'en_US',
		'og_type'                => 'article',
		'og_title'               => '' !== $meta( 'opengraph-title' ) ? $meta( 'opengraph-title' ) : $title,
		'og_description'         => '' !== $meta( 'opengraph-description' ) ? $meta( 'opengraph-description' ) : $description,
		'og_url'                 => $permalink,
		'og_site_name'           => $site_name,
		'article_published_time' => $published,
		'article_modified_time'  => $modified,
		'og_image'               => $image,
		'author'                 => $author,
		'twitter_card'           => 'summary_large_image',
		'twitter_misc'           => array(
			'Written by'        => $author,
			'Est. reading time' => '2 minutes',
		),
		'schema'                 => array(
			'@context' => 'https://schema.org',
			'@graph'   => array(
				array(
					'@type'            => 'Article',
					'@id'              => $permalink . '#article',
					'isPartOf'         => array( '@id' => $permalink ),
					'author'           => array(
						'name' => $author,
						'@id'  => $person,
					),
					'headline'         => wp_strip_all_tags( get_the_title( $id ) ),
					'datePublished'    => $published,
					'dateModified'     => $modified,
					'mainEntityOfPage' => array( '@id' => $permalink ),
					'wordCount'        => str_word_count( wp_strip_all_tags( get_post_field( 'post_content', $id ) ) ),
					'publisher'        => array( '@id' => $home . '#organization' ),
					'keywords'         => wp_list_pluck( wp_get_post_tags( $id ), 'name' ),
					'articleSection'   => wp_list_pluck( get_the_category( $id ), 'name' ),
					'inLanguage'       => 'en-US',
				),
				array(
					'@type'           => 'WebPage',
					'@id'             => $permalink,
					'url'             => $permalink,
					'name'            => $title,
					'isPartOf'        => array( '@id' => $home . '#website' ),
					'datePublished'   => $published,
					'dateModified'    => $modified,
					'breadcrumb'      => array( '@id' => $permalink . '#breadcrumb' ),
					'inLanguage'      => 'en-US',
					'potentialAction' => array(
						array(
							'@type'  => 'ReadAction',
							'target' => array( $permalink ),
						),
					),
				),
				array(
					'@type'           => 'BreadcrumbList',
					'@id'             => $permalink . '#breadcrumb',
					'itemListElement' => array(
						array(
							'@type'    => 'ListItem',
							'position' => 1,
							'name'     => 'Home',
							'item'     => $home,
						),
						array(
							'@type'    => 'ListItem',
							'position' => 2,
							'name'     => wp_strip_all_tags( get_the_title( $id ) ),
						),
					),
				),
				array(
					'@type'       => 'WebSite',
					'@id'         => $home . '#website',
					'url'         => $home,
					'name'        => $site_name,
					'publisher'   => array( '@id' => $home . '#organization' ),
					'inLanguage'  => 'en-US',
				),
				array(
					'@type' => 'Organization',
					'@id'   => $home . '#organization',
					'name'  => $site_name,
					'url'   => $home,
				),
				array(
					'@type' => 'Person',
					'@id'   => $person,
					'name'  => $author,
					'url'   => get_author_posts_url( (int) get_post_field( 'post_author', $id ) ),
				),
			),
		),
	);
}

/** The prefabricated `yoast_head` (the same values as tags), as Yoast SEO sends beside the JSON. */
function hg_test_yoast_head_html( $json ) {
	$tags   = array( '<title>' . esc_html( $json['title'] ) . '</title>' );
	$tags[] = '<meta name="description" content="' . esc_attr( $json['description'] ) . '" />';
	$tags[] = '<meta name="robots" content="' . esc_attr( implode( ', ', $json['robots'] ) ) . '" />';
	$tags[] = '<link rel="canonical" href="' . esc_url( $json['canonical'] ) . '" />';
	$tags[] = '<meta property="og:url" content="' . esc_url( $json['og_url'] ) . '" />';
	$tags[] = '<script type="application/ld+json" class="yoast-schema-graph">' . wp_json_encode( $json['schema'] ) . '</script>';
	return implode( "\n", $tags );
}
