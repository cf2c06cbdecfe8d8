#!/usr/bin/env bash
# Starts a throwaway WordPress on loopback for the real-WordPress suite: Debian's wordpress
# (with the twentytwentythree theme), MariaDB on a private socket and PHP's built-in server
# with a router script; installs WordPress and the plugin and seeds the embedded sample.
# Everything lives in $HG_WP_WORK (default .wordpress-test); stop.sh ends it.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
ROOT="$(dirname "$HERE")"
PORT="${HG_WP_PORT:-3113}"
WORK="${HG_WP_WORK:-$ROOT/.wordpress-test}"
CONFIG_NAME="${HG_WP_CONFIG_NAME:-hgtest}"
export HG_WP_URL="http://127.0.0.1:$PORT" HG_WP_CONFIG_NAME="$CONFIG_NAME"

packages=(wordpress wordpress-theme-twentytwentythree mariadb-server-core php-cli php-mysql)
missing=()
for package in "${packages[@]}"; do
  dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if ((${#missing[@]})); then
  echo "installing ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

"$HERE/stop.sh" >/dev/null 2>&1 || true
rm -rf "$WORK"
mkdir -p "$WORK/db" "$WORK/run" "$WORK/wp-content/plugins/hidden-growth-revalidate" "$WORK/wp-content/uploads"
ln -s /usr/share/wordpress/wp-content/themes "$WORK/wp-content/themes"
cp "$ROOT/wordpress-plugin/hidden-growth-revalidate.php" "$WORK/wp-content/plugins/hidden-growth-revalidate/"
# Test doubles of plugins that cannot be installed here (Yoast SEO's REST shape, Redirection's
# tables), installed but not active: the tests switch them on and off.
mkdir -p "$WORK/wp-content/plugins/hg-test"
cp "$HERE"/plugins/*.php "$WORK/wp-content/plugins/hg-test/"

echo "starting MariaDB"
mariadb-install-db --no-defaults --datadir="$WORK/db" --auth-root-authentication-method=socket \
  --skip-test-db --user=root >"$WORK/run/install-db.log" 2>&1
setsid mariadbd --no-defaults --datadir="$WORK/db" --socket="$WORK/run/mysqld.sock" \
  --pid-file="$WORK/run/mysqld.pid" --skip-networking --user=root \
  --log-error="$WORK/run/mysqld.log" >/dev/null 2>&1 &
echo $! >"$WORK/run/mariadbd.pid"
for _ in $(seq 1 60); do
  [[ -S "$WORK/run/mysqld.sock" ]] && break
  sleep 0.5
done
[[ -S "$WORK/run/mysqld.sock" ]] || { cat "$WORK/run/mysqld.log"; exit 1; }

php -r '
  $db = new mysqli("localhost", "root", "", "", 0, $argv[1]);
  $db->query("CREATE DATABASE IF NOT EXISTS hgtest CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_520_ci");
  $db->query("CREATE USER IF NOT EXISTS \"wp\"@\"localhost\" IDENTIFIED BY \"wp\"");
  $db->query("GRANT ALL ON hgtest.* TO \"wp\"@\"localhost\"");
' "$WORK/run/mysqld.sock"

salt() { php -r 'echo bin2hex(random_bytes(32));'; }
mkdir -p /etc/wordpress
cat >"/etc/wordpress/config-$CONFIG_NAME.php" <<PHP
<?php
// Written by wordpress-tests/start.sh for the real-WordPress suite.
define('DB_NAME', 'hgtest');
define('DB_USER', 'wp');
define('DB_PASSWORD', 'wp');
define('DB_HOST', 'localhost:$WORK/run/mysqld.sock');
define('DB_CHARSET', 'utf8mb4');
define('WP_HOME', '$HG_WP_URL');
define('WP_SITEURL', '$HG_WP_URL');
define('WP_CONTENT_DIR', '$WORK/wp-content');
define('WP_CONTENT_URL', '$HG_WP_URL/wp-content');
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('WP_ACCESSIBLE_HOSTS', '127.0.0.1,localhost');
define('DISABLE_WP_CRON', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_DEBUG', false);
define('FS_METHOD', 'direct');
// Application passwords (the site's preview account) outside HTTPS: a loopback test site.
define('WP_ENVIRONMENT_TYPE', 'local');
define('AUTH_KEY', '$(salt)');
define('SECURE_AUTH_KEY', '$(salt)');
define('LOGGED_IN_KEY', '$(salt)');
define('NONCE_KEY', '$(salt)');
define('AUTH_SALT', '$(salt)');
define('SECURE_AUTH_SALT', '$(salt)');
define('LOGGED_IN_SALT', '$(salt)');
define('NONCE_SALT', '$(salt)');
\$table_prefix = 'wp_';
PHP

echo "starting PHP's built-in server on $HG_WP_URL"
PHP_CLI_SERVER_WORKERS=4 HG_WP_CONTENT_DIR="$WORK/wp-content" \
  setsid php -S "127.0.0.1:$PORT" -t /usr/share/wordpress "$HERE/router.php" >"$WORK/run/php.log" 2>&1 &
echo $! >"$WORK/run/php.pid"

php "$HERE/install.php"
HG_SAMPLE_DIR="$ROOT/content/wordpress" HG_PUBLIC_DIR="$ROOT/public" php "$HERE/seed.php"
ready() { php -r 'exit(@file_get_contents($argv[1]) === false ? 1 : 0);' "$HG_WP_URL/wp-json/wp/v2/posts?per_page=1"; }
for _ in $(seq 1 40); do
  ready && break
  sleep 0.5
done
ready || { cat "$WORK/run/php.log"; exit 1; }
echo "WordPress ready at $HG_WP_URL"
