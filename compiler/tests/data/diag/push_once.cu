#pragma nv_diagnostic push
#pragma nv_diag_suppress 1105
#warning hidden
#pragma nv_diagnostic pop
#warning shown
#pragma nv_diag_once 1422
int a = 'ab';
int b = 'cd';
#pragma nv_diag_suppress multi_char_literal
int c = 'ef';
#pragma nv_diag_default 1422
int d = 'gh';
#pragma nv_diag_suppress 20091
#pragma nv_diag_suppress 99999
#pragma nv_diag_error no_such_tag
