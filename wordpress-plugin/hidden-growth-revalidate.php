<?php
/**
 * Plugin Name:       Hidden Growth Revalidate
 * Description:       Tells the Hidden Growth website to refresh its cached insights and case studies the moment a post is published, updated, unpublished, trashed or deleted, or its categories and tags change; and makes Preview open the post on the website.
 * Version:           1.0.0
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
