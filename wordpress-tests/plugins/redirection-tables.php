<?php
/**
 * Plugin Name: Redirection tables (test double)
 * Description: For the real-WordPress suite only. Stands in for the Redirection plugin, which
 *              cannot be installed here: it defines REDIRECTION_VERSION, as Redirection 5.4.2
 *              does, and nothing else. Its rules live in Redirection's own tables, made and
 *              filled by wordpress-tests/redirects.php exactly as Redirection stores them. Never
 *              install it on a real site.
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

if ( ! defined( 'REDIRECTION_VERSION' ) ) {
	define( 'REDIRECTION_VERSION', '5.4.2' );
}
