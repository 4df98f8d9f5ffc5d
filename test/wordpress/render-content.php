<?php
/**
 * Prints a post content as the site's pages print it (the_content: blocks, wptexturize,
 * shortcodes, smilies), with the plugin active. Argument: the content. Environment: VCW_SITE
 * (the site folder).
 *
 * @package VideoContentWidgets
 */

define( 'ABSPATH', getenv( 'VCW_SITE' ) . '/' );
require ABSPATH . 'wp-load.php';
echo apply_filters( 'the_content', $argv[1] ); // Post content, as the_content() prints it.
