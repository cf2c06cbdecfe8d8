<?php
/** Points the plugin at a site: `php configure.php <revalidate URL> <secret>`. */
require __DIR__ . '/bootstrap.php';
update_option('hidden_growth_revalidate_url', $argv[1]);
update_option('hidden_growth_revalidate_secret', $argv[2]);
echo "configured\n";
