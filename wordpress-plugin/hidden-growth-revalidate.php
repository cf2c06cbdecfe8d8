<?php
/**
 * Plugin Name:       Hidden Growth Revalidate
 * Description:       Tells the Hidden Growth website to refresh its cached insights and case studies the moment a post is published, updated, unpublished, trashed or deleted, or its categories and tags change; and makes Preview open the post on the website.
 * Version:           1.1.0
 * Requires at least: 6.0
 * Requires PHP:      7.4
 * License:           GPL-2.0-or-later
 *
 * Configure under Settings → Hidden Growth, or in wp-config.php:
 *   define( 'HIDDEN_GROWTH_REVALIDATE_URL', 'https://www.example.com/api/revalidate' );
 *   define( 'HIDDEN_GROWTH_REVALIDATE_SECRET', 'the WORDPRESS_REVALIDATE_SECRET of the site' );
 *
 * Each request that changes content sends one signed call when it ends (HMAC-SHA256 of
 * "<timestamp>.<body>" with the shared secret). A call that fails is stored and sent again
 * on a later request, so edits made in quick succession are all delivered, none dropped.
 *
 * Preview: for a user who may edit the post, WordPress's Preview link opens the website
 * (the revalidation URL's origin) at /api/preview with a token signed by the same secret:
 * HMAC-SHA256 of "<expires>.preview:<post id>:<autosave id or 0>", good for 10 minutes.
 *
 * Redirects: GET /wp-json/hidden-growth/v1/redirect?path=/insights/<slug> answers where a
 * website address went, as { "to": "/insights/<slug now>" or null, "status": 301 }, from
 * WordPress's old slugs and, when those plugins are active, the Redirection plugin's and Yoast
 * SEO Premium's rules. Read-only and public: it tells no more than WordPress's own front end
 * would by redirecting.
 *
 * SEO: every post of the REST API carries `hidden_growth_seo`, which SEO plugin is active,
 * whether "Discourage search engines" is on, and the post's own robots setting as that plugin
 * stores it, so the website can ignore the site-wide noindex and honour a post's own.
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

final class Hidden_Growth_Revalidate {
	const OPTION_URL     = 'hidden_growth_revalidate_url';
	const OPTION_SECRET  = 'hidden_growth_revalidate_secret';
	const FAILED_PREFIX  = 'hidden_growth_revalidate_failed_';
	const LAST_RETRY     = 'hidden_growth_revalidate_last_retry';
	const MAX_PER_CALL   = 100;
	const RETRY_INTERVAL = 30;
	const PREVIEW_SECONDS = 600;
	const REST_NAMESPACE = 'hidden-growth/v1';
	/** The website's article addresses: /insights/<slug>. */
	const ARTICLE_PREFIX = '/insights/';
	/** The longest path the redirect route reads; a slug can be 200 characters, 600 encoded. */
	const MAX_PATH = 1024;
	/** Redirects followed in a row before the answer is a loop. */
	const MAX_HOPS = 5;
	/** How long a cache in front may keep an answer: a found redirect, and a miss. */
	const HIT_MAX_AGE  = 300;
	const MISS_MAX_AGE = 60;

	/** @var array<string, array> Changes of this request, keyed so each is sent once. */
	private static $changes = array();

	public static function init() {
		add_action( 'transition_post_status', array( __CLASS__, 'on_transition' ), 10, 3 );
		add_action( 'post_updated', array( __CLASS__, 'on_post_updated' ), 10, 3 );
		add_action( 'before_delete_post', array( __CLASS__, 'on_delete' ), 10, 1 );
		add_action( 'set_object_terms', array( __CLASS__, 'on_terms' ), 10, 6 );
		add_action( 'created_term', array( __CLASS__, 'on_term_created' ), 10, 3 );
		add_action( 'edited_term', array( __CLASS__, 'on_term_edited' ), 10, 3 );
		add_action( 'delete_term', array( __CLASS__, 'on_term_deleted' ), 10, 3 );
		add_action( 'shutdown', array( __CLASS__, 'flush' ) );
		add_action( 'admin_menu', array( __CLASS__, 'admin_menu' ) );
		add_action( 'admin_init', array( __CLASS__, 'register_settings' ) );
		add_filter( 'preview_post_link', array( __CLASS__, 'preview_link' ), 10, 2 );
		add_action( 'template_redirect', array( __CLASS__, 'redirect_preview' ) );
		add_action( 'rest_api_init', array( __CLASS__, 'register_rest' ) );
	}

	private static function url() {
		return defined( 'HIDDEN_GROWTH_REVALIDATE_URL' ) ? HIDDEN_GROWTH_REVALIDATE_URL : (string) get_option( self::OPTION_URL, '' );
	}

	private static function secret() {
		return defined( 'HIDDEN_GROWTH_REVALIDATE_SECRET' ) ? HIDDEN_GROWTH_REVALIDATE_SECRET : (string) get_option( self::OPTION_SECRET, '' );
	}

	private static function is_public_post( $post ) {
		return $post instanceof WP_Post && 'post' === $post->post_type;
	}

	/** The public slug, before WordPress's "__trashed" suffix. */
	private static function public_slug( $post ) {
		$desired = get_post_meta( $post->ID, '_wp_desired_post_slug', true );
		return $desired ? $desired : preg_replace( '/__trashed(-\d+)?$/', '', $post->post_name );
	}

	private static function add_post( $action, $post, $previous_slug = '' ) {
		$key    = 'post:' . $post->ID;
		$change = isset( self::$changes[ $key ] ) ? self::$changes[ $key ] : array(
			'kind'   => 'post',
			'action' => $action,
			'id'     => (int) $post->ID,
		);
		// A publish, unpublish or trash outranks a plain update or a terms change.
		if ( in_array( $change['action'], array( 'update', 'terms' ), true ) ) {
			$change['action'] = $action;
		}
		$slug = self::public_slug( $post );
		if ( '' !== $slug ) {
			$change['slug'] = $slug;
		}
		if ( '' !== $previous_slug && $previous_slug !== $slug ) {
			$change['previousSlug'] = $previous_slug;
		}
		self::$changes[ $key ] = $change;
	}

	public static function on_transition( $new_status, $old_status, $post ) {
		if ( ! self::is_public_post( $post ) || wp_is_post_revision( $post ) || wp_is_post_autosave( $post ) ) {
			return;
		}
		if ( 'publish' === $new_status ) {
			self::add_post( 'publish' === $old_status ? 'update' : 'publish', $post );
		} elseif ( 'publish' === $old_status ) {
			self::add_post( 'trash' === $new_status ? 'trash' : 'unpublish', $post );
		}
	}

	public static function on_post_updated( $post_id, $after, $before ) {
		if ( self::is_public_post( $after ) && 'publish' === $before->post_status && $before->post_name !== $after->post_name ) {
			self::add_post( 'update', $after, $before->post_name );
		}
	}

	public static function on_delete( $post_id ) {
		$post = get_post( $post_id );
		if ( self::is_public_post( $post ) && in_array( $post->post_status, array( 'publish', 'trash' ), true ) ) {
			self::add_post( 'delete', $post );
		}
	}

	public static function on_terms( $object_id, $terms, $tt_ids, $taxonomy, $append, $old_tt_ids ) {
		if ( ! in_array( $taxonomy, array( 'category', 'post_tag' ), true ) ) {
			return;
		}
		$post = get_post( $object_id );
		if ( ! self::is_public_post( $post ) || 'publish' !== $post->post_status ) {
			return;
		}
		$new = array_map( 'intval', (array) $tt_ids );
		$old = array_map( 'intval', (array) $old_tt_ids );
		sort( $new );
		sort( $old );
		if ( $new !== $old ) {
			self::add_post( 'terms', $post );
		}
	}

	private static function add_term( $action, $term_id, $taxonomy ) {
		if ( in_array( $taxonomy, array( 'category', 'post_tag' ), true ) ) {
			self::$changes[ 'term:' . $term_id ] = array(
				'kind'     => 'term',
				'action'   => $action,
				'taxonomy' => $taxonomy,
				'id'       => (int) $term_id,
			);
		}
	}

	public static function on_term_created( $term_id, $tt_id, $taxonomy ) {
		self::add_term( 'create', $term_id, $taxonomy );
	}

	public static function on_term_edited( $term_id, $tt_id, $taxonomy ) {
		self::add_term( 'update', $term_id, $taxonomy );
	}

	public static function on_term_deleted( $term_id, $tt_id, $taxonomy ) {
		self::add_term( 'delete', $term_id, $taxonomy );
	}

	/** Sends this request's changes, and any earlier call that failed, when the request ends. */
	public static function flush() {
		$url    = self::url();
		$secret = self::secret();
		if ( '' === $url || '' === $secret ) {
			return;
		}
		$changes = array_values( self::$changes );
		self::$changes = array();
		if ( $changes ) {
			foreach ( array_chunk( $changes, self::MAX_PER_CALL ) as $chunk ) {
				if ( ! self::send( $url, $secret, $chunk ) ) {
					// Each failure gets its own option: concurrent requests never overwrite each other.
					add_option( self::FAILED_PREFIX . str_replace( '.', '', uniqid( '', true ) ), $chunk, '', 'no' );
				}
			}
		}
		self::retry_failed( $url, $secret );
	}

	private static function retry_failed( $url, $secret ) {
		global $wpdb;
		$last = (int) get_option( self::LAST_RETRY, 0 );
		if ( time() - $last < self::RETRY_INTERVAL ) {
			return;
		}
		$names = $wpdb->get_col(
			$wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s ORDER BY option_id ASC LIMIT 20", $wpdb->esc_like( self::FAILED_PREFIX ) . '%' )
		);
		if ( ! $names ) {
			return;
		}
		update_option( self::LAST_RETRY, time(), false );
		foreach ( $names as $name ) {
			$chunk = get_option( $name );
			if ( ! is_array( $chunk ) || self::send( $url, $secret, $chunk ) ) {
				delete_option( $name );
			}
		}
	}

	/** One signed POST; true when the site accepted it (or refused it for good). */
	private static function send( $url, $secret, $changes ) {
		$body      = wp_json_encode( array( 'changes' => $changes ) );
		$timestamp = time();
		$response  = wp_remote_post(
			$url,
			array(
				'timeout'     => 5,
				'redirection' => 0,
				'headers'     => array(
					'Content-Type' => 'application/json',
					'X-Timestamp'  => (string) $timestamp,
					'X-Signature'  => 'sha256=' . hash_hmac( 'sha256', $timestamp . '.' . $body, $secret ),
				),
				'body'        => $body,
			)
		);
		if ( is_wp_error( $response ) ) {
			error_log( 'Hidden Growth revalidate: ' . $response->get_error_message() );
			return false;
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		if ( $status >= 200 && $status < 300 ) {
			return true;
		}
		error_log( 'Hidden Growth revalidate: the site answered HTTP ' . $status );
		// A 400 or 413 will never succeed; anything else (401 clock skew, 429, 5xx) is retried.
		return 400 === $status || 413 === $status;
	}

	/** The website's origin: scheme, host and port of the revalidation URL. */
	private static function site_origin() {
		$parts = wp_parse_url( self::url() );
		if ( ! is_array( $parts ) || empty( $parts['scheme'] ) || empty( $parts['host'] ) ) {
			return '';
		}
		return $parts['scheme'] . '://' . $parts['host'] . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
	}

	/**
	 * Preview on the website, for a user who may edit the post: a draft, a pending or
	 * scheduled post, or a published post's unsaved changes (this user's autosave, when it is
	 * newer than the post). Anyone else keeps WordPress's own link.
	 */
	public static function preview_link( $link, $post ) {
		$origin = self::site_origin();
		$secret = self::secret();
		if ( '' === $origin || '' === $secret || ! self::is_public_post( $post ) || ! current_user_can( 'edit_post', $post->ID ) ) {
			return $link;
		}
		$revision = 0;
		$autosave = wp_get_post_autosave( $post->ID, get_current_user_id() );
		if ( $autosave && strtotime( $autosave->post_modified_gmt ) >= strtotime( $post->post_modified_gmt ) ) {
			$revision = (int) $autosave->ID;
		}
		$expires = time() + self::PREVIEW_SECONDS;
		return $origin . '/api/preview?' . http_build_query(
			array(
				'post'      => (int) $post->ID,
				'revision'  => $revision,
				'expires'   => $expires,
				'signature' => hash_hmac( 'sha256', $expires . '.preview:' . (int) $post->ID . ':' . $revision, $secret ),
			)
		);
	}

	/**
	 * WordPress's own preview page (the editor's "?preview=true" link) sends its user on to
	 * the website with a fresh link.
	 */
	public static function redirect_preview() {
		if ( ! is_preview() ) {
			return;
		}
		$post = get_post();
		if ( ! self::is_public_post( $post ) ) {
			return;
		}
		$link = get_preview_post_link( $post );
		$origin = self::site_origin();
		if ( '' !== $origin && is_string( $link ) && 0 === strpos( $link, $origin . '/api/preview?' ) ) {
			nocache_headers();
			wp_redirect( $link, 302, 'Hidden Growth' );
			exit;
		}
	}

	public static function register_rest() {
		register_rest_route(
			self::REST_NAMESPACE,
			'/redirect',
			array(
				'methods'             => 'GET',
				'permission_callback' => '__return_true',
				'callback'            => array( __CLASS__, 'redirect_route' ),
				'args'                => array(
					'path' => array(
						'required'          => true,
						'type'              => 'string',
						'maxLength'         => self::MAX_PATH,
						'validate_callback' => array( __CLASS__, 'is_path' ),
					),
				),
			)
		);
		register_rest_field(
			'post',
			'hidden_growth_seo',
			array(
				'get_callback' => array( __CLASS__, 'seo_field' ),
				'schema'       => array(
					'description' => 'The SEO plugin in use, the site-wide "discourage search engines" setting and the post\'s own robots setting.',
					'type'        => 'object',
					'context'     => array( 'view', 'edit' ),
					'readonly'    => true,
				),
			)
		);
	}

	/** A path: a slash, then no space or control character, within the length read. */
	public static function is_path( $value ) {
		return is_string( $value ) && strlen( $value ) <= self::MAX_PATH && 1 === preg_match( '#^/[^\s\x00-\x1f\x7f]*$#', $value );
	}

	/**
	 * GET /hidden-growth/v1/redirect?path=…: where a website address went. Always 200 with
	 * { to, status }: `to` a path of the website (or an address elsewhere, which the website
	 * refuses) and the redirect's status, or null with 404 (nothing known, or a loop) or 410.
	 */
	public static function redirect_route( WP_REST_Request $request ) {
		$answer   = self::resolve( (string) $request->get_param( 'path' ), 0, array() );
		$response = new WP_REST_Response( $answer, 200 );
		$max_age  = null === $answer['to'] ? self::MISS_MAX_AGE : self::HIT_MAX_AGE;
		$response->header( 'Cache-Control', 'public, max-age=' . $max_age );
		return $response;
	}

	/** The final address of `path`, following redirects up to MAX_HOPS; a loop is a miss. */
	private static function resolve( $path, $hops, $seen ) {
		$path = self::normalise_path( $path );
		$miss = array(
			'to'     => null,
			'status' => 404,
		);
		if ( '' === $path || in_array( $path, $seen, true ) || $hops > self::MAX_HOPS ) {
			return $miss;
		}
		$seen[] = $path;
		$found  = self::find_redirect( $path );
		if ( ! $found ) {
			return $miss;
		}
		if ( null === $found['to'] ) {
			return $found;
		}
		$target = self::website_path( $found['to'] );
		$slug   = self::article_slug( $target );
		if ( null === $slug ) {
			// Not an article: the website's own page, or an address elsewhere it refuses.
			return array(
				'to'     => $target,
				'status' => $found['status'],
			);
		}
		if ( self::published_post( $slug ) ) {
			return array(
				'to'     => $target,
				'status' => $found['status'],
			);
		}
		// An article that moved again: its address now, in one hop.
		$next = self::resolve( $target, $hops + 1, $seen );
		if ( null === $next['to'] ) {
			return $next;
		}
		return array(
			'to'     => $next['to'],
			'status' => self::is_permanent( $found['status'] ) && self::is_permanent( $next['status'] ) ? 301 : 302,
		);
	}

	private static function is_permanent( $status ) {
		return in_array( (int) $status, array( 301, 308 ), true );
	}

	/** The path alone, without query or fragment, with one leading slash. */
	private static function normalise_path( $path ) {
		$path = preg_replace( '/[?#].*$/s', '', (string) $path );
		return ( '' === $path || '/' !== $path[0] ) ? '' : $path;
	}

	/** The slug of a website article address, as WordPress stores slugs; null for any other. */
	private static function article_slug( $path ) {
		if ( ! is_string( $path ) || 1 !== preg_match( '#^' . preg_quote( self::ARTICLE_PREFIX, '#' ) . '([^/]+)/?$#', $path, $match ) ) {
			return null;
		}
		return strtolower( rawurlencode( rawurldecode( $match[1] ) ) );
	}

	/** The published post with this slug, or null. */
	private static function published_post( $slug ) {
		$posts = get_posts(
			array(
				'name'             => $slug,
				'post_type'        => 'post',
				'post_status'      => 'publish',
				'posts_per_page'   => 1,
				'suppress_filters' => true,
			)
		);
		return $posts ? $posts[0] : null;
	}

	/**
	 * The first redirect known for a path: WordPress's old slugs, then the Redirection plugin's
	 * rules, then Yoast SEO Premium's. Each is asked about the website's address itself and,
	 * for an article, about the WordPress permalinks its slug had (the rules those plugins make
	 * when a slug changes name the old permalink).
	 */
	private static function find_redirect( $path ) {
		$slug = self::article_slug( $path );
		if ( null !== $slug ) {
			$post = self::post_by_old_slug( $slug );
			if ( $post ) {
				return array(
					'to'     => self::ARTICLE_PREFIX . $post->post_name,
					'status' => 301,
				);
			}
		}
		foreach ( array( 'redirection_rule', 'yoast_premium_rule' ) as $source ) {
			$found = call_user_func( array( __CLASS__, $source ), $path, $slug );
			if ( $found ) {
				return $found;
			}
		}
		return null;
	}

	/** A published post that once had this slug (core's _wp_old_slug), newest first. */
	private static function post_by_old_slug( $slug ) {
		global $wpdb;
		$id = $wpdb->get_var(
			$wpdb->prepare(
				"SELECT p.ID FROM {$wpdb->posts} p INNER JOIN {$wpdb->postmeta} m ON m.post_id = p.ID
				WHERE m.meta_key = '_wp_old_slug' AND m.meta_value = %s AND p.post_type = 'post' AND p.post_status = 'publish'
				ORDER BY p.post_date DESC LIMIT 1",
				$slug
			)
		);
		return $id ? get_post( (int) $id ) : null;
	}

	/**
	 * A rule of the Redirection plugin (active: REDIRECTION_VERSION), read from its table as it
	 * stores rules: `match_url` lower case, decoded characters encoded again, no trailing slash;
	 * the target in `action_data`. Only enabled plain URL rules of enabled groups of its WordPress
	 * module (1); regular expressions and conditional rules are its own front end's to apply.
	 */
	private static function redirection_rule( $path, $slug ) {
		global $wpdb;
		if ( ! defined( 'REDIRECTION_VERSION' ) ) {
			return null;
		}
		$items  = $wpdb->prefix . 'redirection_items';
		$groups = $wpdb->prefix . 'redirection_groups';
		if ( $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $items ) ) ) !== $items ) {
			return null;
		}
		$conditions = array( $wpdb->prepare( 'i.match_url = %s', self::redirection_match_url( $path ) ) );
		if ( null !== $slug ) {
			$conditions[] = $wpdb->prepare( 'i.match_url LIKE %s', '%' . $wpdb->esc_like( self::redirection_match_url( '/' . rawurldecode( $slug ) ) ) );
		}
		$row = $wpdb->get_row(
			"SELECT i.action_data, i.action_code FROM {$items} i INNER JOIN {$groups} g ON g.id = i.group_id
			WHERE i.status = 'enabled' AND g.status = 'enabled' AND g.module_id = 1 AND i.regex = 0
			AND i.match_type = 'url' AND i.action_type IN ('url', 'error')
			AND (" . implode( ' OR ', $conditions ) . ')
			ORDER BY g.position, i.position, i.id LIMIT 1'
		);
		if ( ! $row ) {
			return null;
		}
		$code = (int) $row->action_code;
		if ( in_array( $code, array( 404, 410 ), true ) ) {
			return array(
				'to'     => null,
				'status' => $code,
			);
		}
		return '' === (string) $row->action_data ? null : array(
			'to'     => (string) $row->action_data,
			'status' => $code,
		);
	}

	/** A path as the Redirection plugin keeps it for matching (its Red_Url_Match). */
	private static function redirection_match_url( $path ) {
		$path = urldecode( $path );
		if ( '/' !== $path ) {
			$path = preg_replace( '@/$@', '', $path );
		}
		$path = rawurlencode( $path );
		foreach ( array( '/', ':', '[', ']', '@', '~', ',', '(', ')', ';' ) as $char ) {
			$path = str_replace( rawurlencode( $char ), $char, $path );
		}
		$path = function_exists( 'mb_strtolower' ) ? mb_strtolower( $path, 'UTF-8' ) : strtolower( $path );
		return '' === $path ? '/' : $path;
	}

	/**
	 * A plain redirect of Yoast SEO Premium (active: WPSEO_PREMIUM_VERSION), from the option it
	 * keeps them in: each an origin (relative, without leading or trailing slash), a target and
	 * a type.
	 */
	private static function yoast_premium_rule( $path, $slug ) {
		if ( ! defined( 'WPSEO_PREMIUM_VERSION' ) ) {
			return null;
		}
		$redirects = get_option( 'wpseo-premium-redirects-base' );
		if ( ! is_array( $redirects ) ) {
			return null;
		}
		$origin = trim( $path, '/' );
		$tail   = null === $slug ? null : '/' . trim( rawurldecode( $slug ), '/' );
		foreach ( $redirects as $redirect ) {
			if ( ! is_array( $redirect ) || ! isset( $redirect['origin'], $redirect['url'] ) || 'plain' !== ( isset( $redirect['format'] ) ? $redirect['format'] : 'plain' ) ) {
				continue;
			}
			$from    = trim( rawurldecode( (string) $redirect['origin'] ), '/' );
			$matches = strtolower( $from ) === strtolower( rawurldecode( $origin ) )
				|| ( null !== $tail && substr( '/' . strtolower( $from ), -strlen( $tail ) ) === strtolower( $tail ) );
			if ( ! $matches ) {
				continue;
			}
			$type = isset( $redirect['type'] ) ? (int) $redirect['type'] : 301;
			if ( in_array( $type, array( 410, 451 ), true ) ) {
				return array(
					'to'     => null,
					'status' => 410,
				);
			}
			$url = (string) $redirect['url'];
			return array(
				'to'     => preg_match( '#^https?://#i', $url ) ? $url : '/' . ltrim( $url, '/' ),
				'status' => $type,
			);
		}
		return null;
	}

	/**
	 * A redirect target as an address of the website: a WordPress permalink of a published post
	 * becomes its article address; an address on the website's own host its path; anything else
	 * is handed on as it is (the website follows only its own paths).
	 */
	private static function website_path( $target ) {
		$target = trim( (string) $target );
		$parts  = wp_parse_url( $target );
		if ( ! is_array( $parts ) ) {
			return $target;
		}
		$site = wp_parse_url( self::site_origin() );
		$home = wp_parse_url( home_url( '/' ) );
		if ( isset( $parts['host'] ) ) {
			$same_site = is_array( $site ) && isset( $site['host'] ) && strtolower( $parts['host'] ) === strtolower( $site['host'] );
			$same_home = is_array( $home ) && isset( $home['host'] ) && strtolower( $parts['host'] ) === strtolower( $home['host'] )
				&& ( isset( $parts['port'] ) ? $parts['port'] : null ) === ( isset( $home['port'] ) ? $home['port'] : null );
			if ( $same_site && ! $same_home ) {
				return ( isset( $parts['path'] ) ? $parts['path'] : '/' ) . ( isset( $parts['query'] ) ? '?' . $parts['query'] : '' );
			}
			if ( ! $same_home ) {
				return $target;
			}
		}
		$path = isset( $parts['path'] ) ? $parts['path'] : '/';
		if ( null !== self::article_slug( $path ) ) {
			return $path;
		}
		$id   = url_to_postid( home_url( $path ) );
		$post = $id ? get_post( $id ) : null;
		if ( $post && 'post' === $post->post_type && 'publish' === $post->post_status ) {
			return self::ARTICLE_PREFIX . $post->post_name;
		}
		return $path . ( isset( $parts['query'] ) ? '?' . $parts['query'] : '' );
	}

	/**
	 * `hidden_growth_seo` of a post: the SEO plugin in use, whether WordPress's "Discourage search
	 * engines" is on (it puts noindex on every post, which the website ignores), and the post's
	 * own noindex and nofollow as that plugin stores them (its per-post setting, else its
	 * default for posts), or null when no SEO plugin says.
	 */
	public static function seo_field( $post ) {
		$id     = (int) $post['id'];
		$plugin = self::seo_plugin();
		$robots = array(
			'noindex'  => null,
			'nofollow' => null,
		);
		if ( 'yoast' === $plugin ) {
			$robots = self::yoast_robots( $id );
		} elseif ( 'rank-math' === $plugin ) {
			$robots = self::rank_math_robots( $id );
		}
		return array(
			'plugin'      => $plugin,
			'discouraged' => '0' === (string) get_option( 'blog_public' ),
			'noindex'     => $robots['noindex'],
			'nofollow'    => $robots['nofollow'],
		);
	}

	private static function seo_plugin() {
		if ( defined( 'WPSEO_VERSION' ) ) {
			return 'yoast';
		}
		if ( defined( 'RANK_MATH_VERSION' ) || class_exists( 'RankMath' ) ) {
			return 'rank-math';
		}
		return null;
	}

	/** Yoast SEO: _yoast_wpseo_meta-robots-noindex is 1 (noindex), 2 (index) or unset (default). */
	private static function yoast_robots( $id ) {
		$noindex = (string) get_post_meta( $id, '_yoast_wpseo_meta-robots-noindex', true );
		if ( '1' === $noindex || '2' === $noindex ) {
			$index = '1' === $noindex;
		} else {
			$titles = get_option( 'wpseo_titles' );
			$index  = is_array( $titles ) && ! empty( $titles['noindex-post'] );
		}
		return array(
			'noindex'  => $index,
			'nofollow' => '1' === (string) get_post_meta( $id, '_yoast_wpseo_meta-robots-nofollow', true ),
		);
	}

	/** Rank Math: the post's rank_math_robots, else the post type's or the global default. */
	private static function rank_math_robots( $id ) {
		$robots = get_post_meta( $id, 'rank_math_robots', true );
		if ( ! is_array( $robots ) || ! $robots ) {
			$titles = get_option( 'rank-math-options-titles' );
			$titles = is_array( $titles ) ? $titles : array();
			if ( isset( $titles['pt_post_custom_robots'] ) && 'on' === $titles['pt_post_custom_robots'] && isset( $titles['pt_post_robots'] ) ) {
				$robots = (array) $titles['pt_post_robots'];
			} else {
				$robots = isset( $titles['robots_global'] ) ? (array) $titles['robots_global'] : array();
			}
		}
		return array(
			'noindex'  => in_array( 'noindex', $robots, true ),
			'nofollow' => in_array( 'nofollow', $robots, true ),
		);
	}

	public static function admin_menu() {
		add_options_page( 'Hidden Growth', 'Hidden Growth', 'manage_options', 'hidden-growth-revalidate', array( __CLASS__, 'render_settings' ) );
	}

	public static function register_settings() {
		register_setting( 'hidden_growth_revalidate', self::OPTION_URL, array( 'type' => 'string', 'sanitize_callback' => 'esc_url_raw' ) );
		register_setting( 'hidden_growth_revalidate', self::OPTION_SECRET, array( 'type' => 'string', 'sanitize_callback' => 'sanitize_text_field' ) );
	}

	public static function render_settings() {
		?>
		<div class="wrap">
			<h1>Hidden Growth website</h1>
			<p>When posts change, this site tells the website to refresh them at once.</p>
			<form method="post" action="options.php">
				<?php settings_fields( 'hidden_growth_revalidate' ); ?>
				<table class="form-table" role="presentation">
					<tr>
						<th scope="row"><label for="hgr-url">Revalidation URL</label></th>
						<td><input id="hgr-url" class="regular-text" type="url" name="<?php echo esc_attr( self::OPTION_URL ); ?>" value="<?php echo esc_attr( get_option( self::OPTION_URL, '' ) ); ?>" placeholder="https://www.example.com/api/revalidate" <?php disabled( defined( 'HIDDEN_GROWTH_REVALIDATE_URL' ) ); ?>></td>
					</tr>
					<tr>
						<th scope="row"><label for="hgr-secret">Shared secret</label></th>
						<td><input id="hgr-secret" class="regular-text" type="password" autocomplete="off" name="<?php echo esc_attr( self::OPTION_SECRET ); ?>" value="<?php echo esc_attr( get_option( self::OPTION_SECRET, '' ) ); ?>" <?php disabled( defined( 'HIDDEN_GROWTH_REVALIDATE_SECRET' ) ); ?>>
						<p class="description">The website's WORDPRESS_REVALIDATE_SECRET (16 characters or more).</p></td>
					</tr>
				</table>
				<?php submit_button(); ?>
			</form>
		</div>
		<?php
	}
}

Hidden_Growth_Revalidate::init();
