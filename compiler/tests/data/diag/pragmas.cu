#warning first warn
#warning second warn
int x = 'ab';
	#warning	tabbed
#pragma nv_diag_suppress 1105
#warning suppressed
#pragma nv_diag_default 1105
#warning back
#pragma nv_diag_error 1105
#warning as error
#pragma nv_diag_remark 1105
#warning as remark
#pragma nv_diag_warning 1105
#warning as warning again
