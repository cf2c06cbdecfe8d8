<?php
/** Loads WordPress from the command line, as the test site's administrator. */
$_SERVER['WORDPRESS_CONFIG'] = getenv('HG_WP_CONFIG_NAME') ?: 'hgtest';
$_SERVER['HTTP_HOST'] = parse_url(getenv('HG_WP_URL'), PHP_URL_HOST) . ':' . parse_url(getenv('HG_WP_URL'), PHP_URL_PORT);
$_SERVER['SERVER_NAME'] = parse_url(getenv('HG_WP_URL'), PHP_URL_HOST);
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
$_SERVER['REQUEST_METHOD'] = 'GET';
if (!defined('WP_INSTALLING') && getenv('HG_WP_INSTALLING')) {
    define('WP_INSTALLING', true);
}
require '/usr/share/wordpress/wp-load.php';
