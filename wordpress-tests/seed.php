<?php
/**
 * Seeds WordPress with the embedded sample (content/wordpress/*.json): categories, tags,
 * media (files copied into uploads, metadata with the sample's sizes) and posts with their
 * dates, excerpts, passwords, featured images and terms. Prints a JSON summary.
 */
require __DIR__ . '/bootstrap.php';
require_once ABSPATH . 'wp-admin/includes/image.php';

wp_set_current_user(1); // An administrator may post unfiltered HTML (the contract's data-* blocks).
$dir = getenv('HG_SAMPLE_DIR');
$public = getenv('HG_PUBLIC_DIR');
$read = fn ($name) => json_decode(file_get_contents("$dir/$name.json"), true);
$posts = $read('posts');
$tags = $read('tags');
$categories = $read('categories');
$media = $read('media');

$decode = fn ($text) => html_entity_decode($text, ENT_QUOTES | ENT_HTML5, 'UTF-8');
$term_ids = ['category' => [], 'post_tag' => []];
foreach ([['category', $categories], ['post_tag', $tags]] as [$taxonomy, $terms]) {
    foreach ($terms as $term) {
        $existing = get_term_by('slug', $term['slug'], $taxonomy);
        if ($existing) {
            $term_ids[$taxonomy][$term['id']] = $existing->term_id;
            continue;
        }
        $created = wp_insert_term($decode($term['name']), $taxonomy, ['slug' => $term['slug'], 'description' => $term['description'] ?? '']);
        if (is_wp_error($created)) {
            fwrite(STDERR, "term {$term['name']}: " . $created->get_error_message() . "\n");
            exit(1);
        }
        $term_ids[$taxonomy][$term['id']] = $created['term_id'];
    }
}

$uploads = wp_upload_dir();
$media_ids = [];
foreach ($media as $item) {
    $file = $item['media_details']['file'];
    $target = $uploads['basedir'] . '/' . $file;
    wp_mkdir_p(dirname($target));
    copy($public . $item['source_url'], $target);
    $sizes = [];
    foreach ($item['media_details']['sizes'] as $name => $size) {
        if ($name === 'full') continue;
        copy($public . $size['source_url'], dirname($target) . '/' . $size['file']);
        $sizes[$name] = ['file' => $size['file'], 'width' => $size['width'], 'height' => $size['height'], 'mime-type' => $size['mime_type']];
    }
    $id = wp_insert_attachment([
        'post_title' => $item['title']['rendered'],
        'post_mime_type' => $item['mime_type'],
        'post_status' => 'inherit',
        'post_date' => str_replace('T', ' ', $item['date']),
        'post_date_gmt' => str_replace('T', ' ', $item['date_gmt']),
    ], $target);
    update_post_meta($id, '_wp_attachment_image_alt', $item['alt_text']);
    wp_update_attachment_metadata($id, [
        'width' => $item['media_details']['width'],
        'height' => $item['media_details']['height'],
        'file' => $file,
        'sizes' => $sizes,
        'image_meta' => [],
    ]);
    $media_ids[$item['id']] = $id;
}

// Oldest first, so that WordPress's ids grow with the dates as an editor's would.
usort($posts, fn ($a, $b) => strcmp($a['date'], $b['date']));
$created = [];
foreach ($posts as $post) {
    $excerpt = trim(wp_strip_all_tags($decode($post['excerpt']['rendered'])));
    // Sample excerpts ending in "[…]" were WordPress's own: leave them to WordPress again.
    if (str_ends_with($excerpt, '[…]')) $excerpt = '';
    $args = [
        'post_type' => 'post',
        'post_status' => 'publish',
        'post_title' => $decode($post['title']['rendered']),
        'post_content' => "<!-- wp:html -->\n" . trim($post['content']['rendered']) . "\n<!-- /wp:html -->",
        'post_excerpt' => $excerpt,
        'post_date' => str_replace('T', ' ', $post['date']),
        'post_date_gmt' => str_replace('T', ' ', $post['date_gmt']),
        'post_category' => array_map(fn ($id) => $term_ids['category'][$id], $post['categories']),
        'tags_input' => [],
    ];
    // An empty title publishes under its id, as WordPress does.
    if ($post['title']['rendered'] !== '') $args['post_name'] = urldecode($post['slug']);
    if ($post['content']['protected']) {
        $args['post_password'] = 'letmein';
        $args['post_content'] = '<!-- wp:paragraph --><p>The debrief for the client team only.</p><!-- /wp:paragraph -->';
    }
    $id = wp_insert_post(wp_slash($args), true);
    if (is_wp_error($id)) {
        fwrite(STDERR, "post {$post['slug']}: " . $id->get_error_message() . "\n");
        exit(1);
    }
    wp_set_object_terms($id, array_map(fn ($tag) => $term_ids['post_tag'][$tag], $post['tags']), 'post_tag');
    if ($post['featured_media'] && isset($media_ids[$post['featured_media']])) {
        set_post_thumbnail($id, $media_ids[$post['featured_media']]);
        wp_update_post(['ID' => $media_ids[$post['featured_media']], 'post_parent' => $id]);
    } elseif ($post['featured_media']) {
        // A featured image that was deleted afterwards: the embed becomes an error object.
        update_post_meta($id, '_thumbnail_id', 987654);
    }
    $created[] = ['id' => $id, 'slug' => get_post_field('post_name', $id)];
}
echo json_encode(['posts' => count($created), 'media' => count($media_ids), 'tags' => count($term_ids['post_tag']), 'categories' => count($term_ids['category'])]) . "\n";
