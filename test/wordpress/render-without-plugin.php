<?php
/**
 * Prints a post's content as a site without the plugin renders it: the plugin's block types
 * unknown, so each block shows the markup it saved. Argument: the post's id. Environment:
 * VCW_SITE (the site folder).
 *
 * @package VideoContentWidgets
 */

define( 'ABSPATH', getenv( 'VCW_SITE' ) . '/' );
require ABSPATH . 'wp-load.php';
foreach ( array( 'video-content-widgets/player', 'video-content-widgets/carousel' ) as $vcw_block ) {
	unregister_block_type( $vcw_block );
}
remove_all_shortcodes();
echo do_blocks( get_post_field( 'post_content', (int) $argv[1] ) ); // Post content, as the_content prints it.
