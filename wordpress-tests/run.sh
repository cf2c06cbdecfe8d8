#!/usr/bin/env bash
# The real-WordPress suite: starts Debian's WordPress on loopback (start.sh), seeds the sample,
# then checks the REST source against it, the snapshot source's agreement with it, and the
# plugin's revalidation of a running site. Needs root for apt-get and /etc/wordpress.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
export HG_WP_PORT="${HG_WP_PORT:-3113}" HG_SITE_PORT="${HG_SITE_PORT:-3114}"
# The deploy kit's nginx in front of the site (its refresh server on HG_NGINX_PORT + 5).
export HG_NGINX_PORT="${HG_NGINX_PORT:-3115}"
export HG_WP_URL="http://127.0.0.1:$HG_WP_PORT"
# The name of /etc/wordpress/config-<name>.php: two runs on one machine need two names.
export HG_WP_CONFIG_NAME="${HG_WP_CONFIG_NAME:-hgtest}"

bash wordpress-tests/start.sh
trap 'bash wordpress-tests/stop.sh' EXIT

# The plugin test serves the production build; build it when no build is there yet.
[[ -f dist/server.js && -f .next/BUILD_ID ]] || npm run build

npx jest -c jest.wordpress.config.mjs --runInBand
