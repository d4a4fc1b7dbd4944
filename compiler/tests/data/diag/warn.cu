#warning w1
#if 1/0
#endif
#pragma nv_diag_remark 1422
int a = 'ab';
