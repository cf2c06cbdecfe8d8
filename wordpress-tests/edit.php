<?php
/** Changes a post's title, as an editor saving in wp-admin would: `php edit.php <slug> <title>`. */
require __DIR__ . '/bootstrap.php';
wp_set_current_user(1);
[$_, $slug, $title] = $argv;
$post = get_page_by_path($slug, OBJECT, 'post');
if (!$post) {
    fwrite(STDERR, "no post $slug\n");
    exit(1);
}
$result = wp_update_post(['ID' => $post->ID, 'post_title' => $title], true);
if (is_wp_error($result)) {
    fwrite(STDERR, $result->get_error_message() . "\n");
    exit(1);
}
echo "updated {$post->ID}\n";
