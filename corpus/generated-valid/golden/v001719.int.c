# 1 "v001719.cu"
#pragma GCC diagnostic ignored "-Wunused-local-typedefs"
# 1

#pragma GCC diagnostic ignored "-Wattributes"
#pragma GCC diagnostic push
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"
# 1
#pragma GCC diagnostic ignored "-Wunused-function"
# 1
static char __nv_inited_managed_rt = 0; static void **__nv_fatbinhandle_for_managed_rt; static void __nv_save_fatbinhandle_for_managed_rt(void **in){__nv_fatbinhandle_for_managed_rt = in;} static char __nv_init_managed_rt_with_module(void **); static inline void __nv_init_managed_rt(void) { __nv_inited_managed_rt = (__nv_inited_managed_rt ? __nv_inited_managed_rt                 : __nv_init_managed_rt_with_module(__nv_fatbinhandle_for_managed_rt));}
# 1
#pragma GCC diagnostic pop
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"

# 1
#define __nv_is_extended_device_lambda_closure_type(X) false
#define __nv_is_extended_host_device_lambda_closure_type(X) false
#define __nv_is_extended_device_lambda_with_preserved_return_type(X) false
#if defined(__nv_is_extended_device_lambda_closure_type) && defined(__nv_is_extended_host_device_lambda_closure_type)&& defined(__nv_is_extended_device_lambda_with_preserved_return_type)
#endif

# 1
# 15 "prelude.cuh"
typedef unsigned long size_t; 
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
# 16
#if 0
# 16
struct uint3 { unsigned x, y, z; }; 
#endif
# 17 "prelude.cuh"
#if 0
# 17
struct dim3 { 
# 18
unsigned x, y, z; 
# 22
}; 
#endif
# 23 "prelude.cuh"
#if 0
typedef struct CUstream_st *
# 23
cudaStream_t; 
#endif
# 24 "prelude.cuh"
extern "C" {
# 25
extern const uint3 __device_builtin_variable_threadIdx; 
# 26
extern const uint3 __device_builtin_variable_blockIdx; 
# 27
extern const dim3 __device_builtin_variable_blockDim; 
# 28
extern const dim3 __device_builtin_variable_gridDim; 
# 29
extern const int __device_builtin_variable_warpSize; 
# 30
}
# 31
extern "C" unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim = 1, size_t sharedMem = 0, CUstream_st * stream = 0); 
# 10 "v001719.cu"
__attribute((always_inline)) __attribute__((unused)) static inline unsigned long march5(int len6, int count7) {int volatile ___ = 1;(void)len6;(void)count7;
# 19
::exit(___);}
#if 0
# 10
{ 
# 11
float flag8 = count7 * 6; 
# 12
int pass9 = 0; 
# 13
do { 
# 14
__attribute__((unused)) static int sh_10[32]; 
# 15
++pass9; 
# 16
} while ((pass9 < count7) && (((__device_builtin_variable_threadIdx.x) / (434)) > flag8)); 
# 17
len6 = pass9; 
# 18
return 8; 
# 19
} 
#endif
# 21 "v001719.cu"
template< class T, int N> 
# 22
__attribute((always_inline)) __attribute__((unused)) inline int fuse11(T *dst12) {int volatile ___ = 1;(void)dst12;
# 35
::exit(___);}
#if 0
# 22
{ 
# 23
char m13 = (127); 
# 24
if ((dst12[m13]) <= 34U) { 
# 25
return N; 
# 26
}  
# 27
const float h14 = __device_builtin_variable_blockDim.x; 
# 28
m13 = ((3) - (h14 / (45UL))); 
# 29
if ((h14 - __device_builtin_variable_warpSize) == (N)) { 
# 30
return dst12[4]; 
# 31
}  
# 32
m13 = h14; 
# 33
(dst12[m13 & 7])--; 
# 34
return march5(march5((__device_builtin_variable_warpSize + 59) + N, march5(m13, m13)), N % (m13 * N)); 
# 35
} 
#endif
# 36 "v001719.cu"
static int d_accum15[16]; 
# 38
__attribute__((visibility("hidden"))) void sweep16_kernel(int *buf17, const int *coef18, int count19, const unsigned *input20) ;
#if 0
# 38
{ 
# 39
int tid21 = __device_builtin_variable_threadIdx.x; 
# 40
count19 = (march5(~tid21, (count19 + (__device_builtin_variable_gridDim.x)) * (coef18[tid21 & 7]))); 
# 41
if ((tid21 > 45) || ((*coef18) <= (buf17[2]))) { 
# 42
return; 
# 43
}  
# 44
if ((coef18[count19]) == ((count19 += (d_accum15[8])), 37U)) { 
# 45
return; 
# 46
}  
# 47
++(d_accum15[8]); 
# 48
(++(buf17[count19])), ((d_accum15[2]) = (+((input20[4]) - (36)))); 
# 49
double w22 = coef18[(__device_builtin_variable_threadIdx.x) & (7)]; 
# 50
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 52 "v001719.cu"
__attribute__((unused)) static float count23(int count24, int lane25) {int volatile ___ = 1;(void)count24;(void)lane25;
# 63
::exit(___);}
#if 0
# 52
{ 
# 53
lane25 = 46; 
# 54
lane25 = ((((d_accum15[7]) + (d_accum15[9])) | (count24 - lane25)) % ((int)(9 % (d_accum15[lane25])))); 
# 55
++(d_accum15[count24]); 
# 56
int iter26 = 0; 
# 57
while ((iter26 < 5) && (lane25 != 58)) { 
# 58
__attribute__((unused)) static float sh_27[12][2]; 
# 59
--count24; 
# 60
++iter26; 
# 61
}  
# 62
return march5(+(d_accum15[13]), -14) * (d_accum15[3]); 
# 63
} 
#endif

#pragma GCC diagnostic pop

# 65 "v001719.cu"
float run_bias28(unsigned char b29, float beta30, const float *input31) { 
# 66
const char *x32 = ("raw \\n text"); 
# 67
(++b29), (b29 = ((input31[b29 & 7]) + (53))); 
# 68
--b29; 
# 69
auto op33 = [=]() mutable->int { 
# 70
(b29) = (47ULL); 
# 71
++(b29); 
# 72
(beta30) = (beta30); 
# 73
return (beta30) * (*(input31)); 
# 74
} ; typedef decltype(op33) __T0;
# 75
float sum34 = b29; 
# 76
b29 = (((1076 | b29) & (43U - (x32[0]))) % (1548)); 
# 77
(__cudaPushCallConfiguration(dim3(64 * 2, 16 * 16, 32), dim3(8, 512))) ? (void)0 : sweep16_kernel(nullptr, nullptr, (+(x32[1])) - ((input31[b29 & 7]) / beta30), nullptr); 
# 78
return x32[0]; 
# 79
} 
# 81
int main() { 
# 82
int len35 = 770; 
# 83
int pass36 = 0; 
# 84
while ((pass36 < pass36) && ((len35 & len35) & 1)) { 
# 85
int off37 = pass36 % ((int)((float)len35)); 
# 86
len35 = (run_bias28(run_bias28(off37, (3.875F), nullptr), (20.75F), nullptr)); 
# 87
off37 = (10 | pass36); 
# 88
++pass36; 
# 89
}  
# 90
--len35; 
# 91
return 0; 
# 92
} 

# 1 "v001719.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__075e6bff_10_v001719_cu_cb164058
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001719.cudafe1.stub.c"
#include "v001719.cudafe1.stub.c"
# 1 "v001719.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
