<?php
/**
 * What editors and plugins do to posts, for the real-WordPress suite's redirect and SEO tests:
 *   php redirects.php create <slug> <title> [meta JSON] a published post (prints id, slug, link)
 *   php redirects.php rename <slug> <new slug>         the post's slug changed, as in the editor
 *   php redirects.php plugin activate|deactivate <file> a test double under plugins/hg-test/
 *   php redirects.php meta <slug> <key> <value>        a post meta ('' deletes it)
 *   php redirects.php option <name> <value>            a site option (blog_public, ...)
 *   php redirects.php redirection-rule <source> <target> [code] [match]
 *        a rule stored as the Redirection plugin 5.4.2 stores one: its tables created as its
 *        latest schema creates them, the rule in its first group ("Redirections", WordPress
 *        module); `match` overrides match_url (a rule made before it normalised URLs)
 * Each prints JSON. A change to a post sends the plugin's webhook when the command ends.
 */
require __DIR__ . '/bootstrap.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
wp_set_current_user(1);

$fail = function ($message) {
    fwrite(STDERR, $message . "\n");
    exit(1);
};
$post_by_slug = function ($slug) use ($fail) {
    $post = get_page_by_path($slug, OBJECT, 'post');
    return $post ?: $fail("no post $slug");
};

switch ($argv[1] ?? '') {
    case 'create':
        $id = wp_insert_post(wp_slash([
            'post_type' => 'post',
            'post_status' => 'publish',
            'post_name' => $argv[2],
            'post_title' => $argv[3],
            'post_excerpt' => "The excerpt of {$argv[3]}.",
            'post_content' => "<!-- wp:paragraph --><p>{$argv[3]}, written in WordPress.</p><!-- /wp:paragraph -->",
            // Post meta (an SEO plugin's fields) saved with the post, as its editor box does.
            'meta_input' => json_decode($argv[4] ?? '{}', true) ?: [],
        ]), true);
        if (is_wp_error($id)) $fail($id->get_error_message());
        echo json_encode(['id' => $id, 'slug' => get_post_field('post_name', $id), 'link' => get_permalink($id)]) . "\n";
        break;

    case 'rename':
        $post = $post_by_slug($argv[2]);
        $result = wp_update_post(['ID' => $post->ID, 'post_name' => $argv[3]], true);
        if (is_wp_error($result)) $fail($result->get_error_message());
        echo json_encode([
            'id' => $post->ID,
            'slug' => get_post_field('post_name', $post->ID),
            'oldSlugs' => get_post_meta($post->ID, '_wp_old_slug'),
            'modified' => get_post_modified_time('c', true, $post->ID),
        ]) . "\n";
        break;

    case 'plugin':
        $file = 'hg-test/' . $argv[3];
        if ($argv[2] === 'activate') {
            $result = activate_plugin($file);
            if (is_wp_error($result)) $fail($result->get_error_message());
        } else {
            deactivate_plugins($file);
        }
        echo json_encode(['active' => is_plugin_active($file)]) . "\n";
        break;

    case 'meta':
        $post = $post_by_slug($argv[2]);
        if ($argv[4] === '') delete_post_meta($post->ID, $argv[3]);
        else update_post_meta($post->ID, $argv[3], wp_slash($argv[4]));
        echo json_encode(['id' => $post->ID]) . "\n";
        break;

    case 'option':
        update_option($argv[2], $argv[3]);
        echo json_encode([$argv[2] => get_option($argv[2])]) . "\n";
        break;

    case 'redirection-rule':
        global $wpdb;
        $charset = $wpdb->get_charset_collate();
        // Redirection 5.4.2's database/schema/latest.php, items and groups.
        $wpdb->query("CREATE TABLE IF NOT EXISTS `{$wpdb->prefix}redirection_items` (
            `id` int(11) unsigned NOT NULL AUTO_INCREMENT,
            `url` mediumtext NOT NULL,
            `match_url` varchar(2000) DEFAULT NULL,
            `match_data` text,
            `regex` int(11) unsigned NOT NULL DEFAULT '0',
            `position` int(11) unsigned NOT NULL DEFAULT '0',
            `last_count` int(10) unsigned NOT NULL DEFAULT '0',
            `last_access` datetime NOT NULL DEFAULT '0000-00-00 00:00:00',
            `group_id` int(11) NOT NULL DEFAULT '0',
            `status` enum('enabled','disabled') NOT NULL DEFAULT 'enabled',
            `action_type` varchar(20) NOT NULL,
            `action_code` int(11) unsigned NOT NULL,
            `action_data` mediumtext,
            `match_type` varchar(20) NOT NULL,
            `title` text,
            PRIMARY KEY (`id`),
            KEY `url` (`url`(191)),
            KEY `status` (`status`),
            KEY `regex` (`regex`),
            KEY `group_idpos` (`group_id`,`position`),
            KEY `group` (`group_id`),
            KEY `match_url` (`match_url`(191))
        ) $charset");
        $wpdb->query("CREATE TABLE IF NOT EXISTS `{$wpdb->prefix}redirection_groups` (
            `id` int(11) unsigned NOT NULL AUTO_INCREMENT,
            `name` varchar(50) NOT NULL,
            `tracking` int(11) NOT NULL DEFAULT '1',
            `module_id` int(11) unsigned NOT NULL DEFAULT '0',
            `status` enum('enabled','disabled') NOT NULL DEFAULT 'enabled',
            `position` int(11) unsigned NOT NULL DEFAULT '0',
            PRIMARY KEY (`id`),
            KEY `module_id` (`module_id`),
            KEY `status` (`status`)
        ) $charset");
        if (!$wpdb->get_var("SELECT COUNT(*) FROM {$wpdb->prefix}redirection_groups")) {
            $wpdb->insert($wpdb->prefix . 'redirection_groups', ['name' => 'Redirections', 'module_id' => 1, 'position' => 0]);
            $wpdb->insert($wpdb->prefix . 'redirection_groups', ['name' => 'Modified Posts', 'module_id' => 1, 'position' => 1]);
        }
        $group = (int) $wpdb->get_var("SELECT id FROM {$wpdb->prefix}redirection_groups ORDER BY id LIMIT 1");
        [$source, $target] = [$argv[2], $argv[3]];
        // Red_Url_Match::get_url(): decoded, no trailing slash, encoded again but for a few
        // characters, lower case; no query.
        $path = urldecode(preg_replace('/\?.*$/', '', $source));
        $path = $path === '/' ? $path : preg_replace('@/$@', '', $path);
        $path = rawurlencode($path);
        foreach (['/', ':', '[', ']', '@', '~', ',', '(', ')', ';'] as $char) {
            $path = str_replace(rawurlencode($char), $char, $path);
        }
        $match = $argv[5] ?? strtolower($path);
        $wpdb->insert($wpdb->prefix . 'redirection_items', [
            'url' => $source,
            'match_url' => $match,
            'match_data' => wp_json_encode(['source' => ['flag_query' => 'exact', 'flag_case' => false, 'flag_trailing' => false, 'flag_regex' => false]], JSON_UNESCAPED_SLASHES),
            'regex' => 0,
            'position' => (int) $wpdb->get_var($wpdb->prepare("SELECT COUNT(*) FROM {$wpdb->prefix}redirection_items WHERE group_id = %d", $group)),
            'group_id' => $group,
            'status' => 'enabled',
            'action_type' => 'url',
            'action_code' => (int) ($argv[4] ?? 301),
            'action_data' => $target,
            'match_type' => 'url',
            'title' => '',
        ]);
        echo json_encode(['id' => $wpdb->insert_id, 'match_url' => $match]) . "\n";
        break;

    default:
        $fail('usage: php redirects.php create|rename|plugin|meta|option|redirection-rule');
}
