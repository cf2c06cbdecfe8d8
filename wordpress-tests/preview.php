<?php
/**
 * The editors' side of a preview, as WordPress itself does it, for the real-WordPress suite:
 *   php preview.php setup                     the `editor` user and the site's preview account
 *                                             (an Editor with an application password)
 *   php preview.php draft <title> <html> [slug]   a draft written by `editor`
 *   php preview.php autosave <slug> <title>   unsaved changes to a published post (an autosave)
 *   php preview.php link <id> [user]          the post's Preview link as that user sees it
 *   php preview.php login                     `editor`'s logged-in cookie for the front end
 * Each prints JSON.
 */
require __DIR__ . '/bootstrap.php';
require_once ABSPATH . 'wp-admin/includes/post.php';

$command = $argv[1] ?? '';
$as = function ($login) {
    $user = get_user_by('login', $login);
    if (!$user) {
        fwrite(STDERR, "no user $login\n");
        exit(1);
    }
    wp_set_current_user($user->ID);
    return $user;
};
$fail = function ($result) {
    if (is_wp_error($result)) {
        fwrite(STDERR, $result->get_error_message() . "\n");
        exit(1);
    }
    return $result;
};

switch ($command) {
    case 'setup':
        $users = [];
        foreach ([['editor', 'editor'], ['site-preview', 'editor'], ['contributor', 'contributor']] as [$login, $role]) {
            $existing = get_user_by('login', $login);
            $users[$login] = $existing ? $existing->ID : $fail(wp_insert_user([
                'user_login' => $login,
                'user_pass' => wp_generate_password(24),
                'user_email' => "$login@example.com",
                'role' => $role,
            ]));
        }
        WP_Application_Passwords::delete_all_application_passwords($users['site-preview']);
        [$password] = $fail(WP_Application_Passwords::create_new_application_password(
            $users['site-preview'],
            ['name' => 'Website preview']
        ));
        echo json_encode(['user' => 'site-preview', 'password' => $password]) . "\n";
        break;

    case 'draft':
        $as('editor');
        $id = $fail(wp_insert_post(wp_slash([
            'post_type' => 'post',
            'post_status' => 'draft',
            'post_title' => $argv[2],
            'post_content' => $argv[3],
            'post_name' => $argv[4] ?? '',
        ]), true));
        echo json_encode(['id' => $id, 'slug' => get_post_field('post_name', $id), 'link' => get_preview_post_link($id)]) . "\n";
        break;

    case 'autosave':
        $as('editor');
        $post = get_page_by_path($argv[2], OBJECT, 'post');
        $autosave = $fail(wp_create_post_autosave([
            'post_ID' => $post->ID,
            'post_type' => 'post',
            'post_title' => $argv[3],
            'content' => $post->post_content,
            'excerpt' => $post->post_excerpt,
        ]));
        echo json_encode(['id' => $post->ID, 'autosave' => $autosave, 'link' => get_preview_post_link($post->ID)]) . "\n";
        break;

    case 'link':
        $as($argv[3] ?? 'editor');
        echo json_encode(['link' => get_preview_post_link((int) $argv[2])]) . "\n";
        break;

    case 'login':
        $user = $as('editor');
        $expiration = time() + 3600;
        echo json_encode([
            'name' => LOGGED_IN_COOKIE,
            'value' => wp_generate_auth_cookie($user->ID, $expiration, 'logged_in'),
        ]) . "\n";
        break;

    default:
        fwrite(STDERR, "usage: php preview.php setup|draft|autosave|link|login\n");
        exit(1);
}
