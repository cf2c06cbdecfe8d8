<?php
/**
 * Router for PHP's built-in server: WordPress's static files as they are, uploads and
 * plugins from the test's own wp-content, and every other path to index.php (pretty
 * permalinks, so that /wp-json/ works).
 */
$root = rtrim($_SERVER['DOCUMENT_ROOT'], '/');
$content_dir = getenv('HG_WP_CONTENT_DIR');
$path = urldecode(parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH) ?? '/');

// Debian's wp-config.php picks /etc/wordpress/config-<name>.php from this.
$_SERVER['WORDPRESS_CONFIG'] = getenv('HG_WP_CONFIG_NAME') ?: 'hgtest';

if ($content_dir && str_starts_with($path, '/wp-content/')) {
    $base = realpath($content_dir);
    $file = realpath($content_dir . substr($path, strlen('/wp-content')));
    if ($file && $base && str_starts_with($file, $base . '/') && is_file($file) && !str_ends_with($file, '.php')) {
        $types = ['webp' => 'image/webp', 'png' => 'image/png', 'jpg' => 'image/jpeg', 'svg' => 'image/svg+xml',
            'pdf' => 'application/pdf', 'css' => 'text/css', 'js' => 'text/javascript', 'csv' => 'text/csv'];
        $ext = strtolower(pathinfo($file, PATHINFO_EXTENSION));
        header('Content-Type: ' . ($types[$ext] ?? 'application/octet-stream'));
        header('Content-Length: ' . filesize($file));
        readfile($file);
        return true;
    }
}

$file = $root . $path;
if ($path !== '/' && is_file($file)) {
    if (!str_ends_with($file, '.php')) {
        return false;
    }
    $_SERVER['SCRIPT_NAME'] = $path;
    $_SERVER['SCRIPT_FILENAME'] = $file;
    $_SERVER['PHP_SELF'] = $path;
    chdir(dirname($file));
    require $file;
    return true;
}
if (is_dir($file) && is_file(rtrim($file, '/') . '/index.php')) {
    $_SERVER['SCRIPT_NAME'] = rtrim($path, '/') . '/index.php';
    $_SERVER['SCRIPT_FILENAME'] = rtrim($file, '/') . '/index.php';
    $_SERVER['PHP_SELF'] = $_SERVER['SCRIPT_NAME'];
    chdir(rtrim($file, '/'));
    require rtrim($file, '/') . '/index.php';
    return true;
}

$_SERVER['SCRIPT_NAME'] = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $root . '/index.php';
$_SERVER['PHP_SELF'] = '/index.php';
chdir($root);
require $root . '/index.php';
return true;
