<?php
/**
 * Prints, as JSON, every statement of the PHP files named as arguments that prints (echo,
 * print, printf, vprintf, _e, `<?=`, HTML outside PHP is not a statement): its file, line and
 * code, comments left out, so a comment cannot vouch for it. Run by php-style.test.ts.
 *
 * @package VideoContentWidgets
 */

$vcw_found = array();
foreach ( array_slice( $argv, 1 ) as $vcw_file ) {
	$vcw_tokens    = token_get_all( file_get_contents( $vcw_file ) );
	$vcw_statement = null;
	foreach ( $vcw_tokens as $vcw_index => $vcw_token ) {
		$vcw_kind = is_array( $vcw_token ) ? $vcw_token[0] : null;
		$vcw_text = is_array( $vcw_token ) ? $vcw_token[1] : $vcw_token;
		if ( null === $vcw_statement ) {
			$vcw_call = T_STRING === $vcw_kind && in_array( strtolower( $vcw_text ), array( 'printf', 'vprintf', '_e' ), true );
			if ( in_array( $vcw_kind, array( T_ECHO, T_PRINT, T_OPEN_TAG_WITH_ECHO ), true ) || $vcw_call ) {
				$vcw_statement = array(
					'file' => $vcw_file,
					'line' => $vcw_token[2],
					'code' => $vcw_text,
				);
			}
			continue;
		}
		if ( ';' === $vcw_text || T_CLOSE_TAG === $vcw_kind ) {
			$vcw_found[]   = $vcw_statement;
			$vcw_statement = null;
			continue;
		}
		if ( T_COMMENT !== $vcw_kind && T_DOC_COMMENT !== $vcw_kind ) {
			$vcw_statement['code'] .= $vcw_text;
		}
	}
}
echo json_encode( $vcw_found, JSON_UNESCAPED_SLASHES | JSON_PRETTY_PRINT );
