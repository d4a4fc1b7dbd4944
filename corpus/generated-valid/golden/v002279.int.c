# 1 "v002279.cu"
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
# 8 "v002279.cu"
static size_t d_bias4; 
# 9
static unsigned long long c_march5[8]; 
# 11
__attribute((always_inline)) __attribute__((unused)) inline float clamp6(int len7, long beta8, long q9 = 9UL) {int volatile ___ = 1;(void)len7;(void)beta8;(void)q9;
# 19
::exit(___);}
#if 0
# 11
{ 
# 12
q9 = (59); 
# 13
d_bias4 = d_bias4; 
# 14
auto z10 = d_bias4; 
# 15
beta8 = (2 - len7); 
# 16
bool w11 = len7; 
# 17
__attribute__((unused)) static char sh_12; 
# 18
return q9; 
# 19
} 
#endif
# 21 "v002279.cu"
__attribute__((visibility("hidden"))) void apply13_kernel(int n14) ;
#if 0
# 21
{ 
# 22
__attribute__((unused)) extern float dyn_15[]; 
# 23
if (d_bias4 >> 12) { 
# 24
goto done20; 
# 25
}  
# 26
if (((unsigned)31) == d_bias4) { 
# 27
for (int i16 = 0; i16 < 3; ++i16) { 
# 28
if (((d_bias4 += i16), i16) < (d_bias4 * (31L))) { 
# 29
d_bias4 = ((float)((c_march5[n14]) << n14)); 
# 30
float y17 = (14.375F) / d_bias4; 
# 31
unsigned q18 = i16 + ((36) + (c_march5[n14])); 
# 32
}  
# 33
int x19(i16); 
# 34
}  
# 35
} else { 
# 36
}  
# 37
done20:; ; 
# 38
} 
#endif
# 39 "v002279.cu"
static float c_gather21[8]; 
# 41
void run_step22(const float *__restrict__ coef23) { 
# 42
int flag24 = (-3LL); 
# 43
auto w25 = (11) * ((flag24 % 39U) * (coef23[flag24])); 
# 44
if (flag24 + 57) { 
# 45
return; 
# 46
}  
# 47
(__cudaPushCallConfiguration((flag24 + 255) / 256, 256 * 2, 1 << 10)) ? (void)0 : apply13_kernel(11L); 
# 48
if ((sizeof(float)) < (coef23[1])) { 
# 49
return; 
# 50
}  
# 51
} 
# 53
int tally26(unsigned p27) { 
# 54
p27 = ((57U * (p27 + p27)) - p27); 
# 55
for (int j28 = 10; j28 > 0; --j28) { 
# 56
p27 = (j28 - ((int)j28)); 
# 57
}  
# 58
p27 = ((p27 += p27), 50); 
# 59
return 54; 
# 60
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 62
template< class T, int N> static void 
# 63
__wrapper__device_stub_fuse29(T &q30) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 63
{ 
# 64
__attribute__((unused)) static float sh_31[128]; 
# 65
if (((sh_31[96]) - (c_march5[d_bias4])) <= (q30 - N)) { 
# 66
if (((q30 - 40UL) - ((sh_31[d_bias4]) + (N))) >= ((sh_31[5]) * (c_gather21[d_bias4]))) { 
# 67
if ((c_gather21[5]) == (sh_31[d_bias4])) { 
# 68
__attribute__((unused)) static float sh_32; 
# 69
(sh_31[d_bias4]) = (((T)((N) % (c_march5[d_bias4]))) + ((sh_31[d_bias4]) * (c_gather21[d_bias4]))); 
# 70
}  
# 71
(sh_31[d_bias4]) = (64); 
# 72
} else { 
# 73
}  
# 74
}  
# 75
} 
#endif

#pragma GCC diagnostic pop

# 62 "v002279.cu"
template< class T, int N> static void 
# 63
fuse29(T q30) {__wrapper__device_stub_fuse29<T,N>(q30);
# 75
return;}
#if 0
# 63
{ 
# 64
__attribute__((unused)) static float sh_31[128]; 
# 65
if (((sh_31[96]) - (c_march5[d_bias4])) <= (q30 - N)) { 
# 66
if (((q30 - 40UL) - ((sh_31[d_bias4]) + (N))) >= ((sh_31[5]) * (c_gather21[d_bias4]))) { 
# 67
if ((c_gather21[5]) == (sh_31[d_bias4])) { 
# 68
__attribute__((unused)) static float sh_32; 
# 69
(sh_31[d_bias4]) = (((T)((N) % (c_march5[d_bias4]))) + ((sh_31[d_bias4]) * (c_gather21[d_bias4]))); 
# 70
}  
# 71
(sh_31[d_bias4]) = (64); 
# 72
} else { 
# 73
}  
# 74
}  
# 75
} 
#endif
# 77 "v002279.cu"
int main() { 
# 78
int n33 = 3513; 
# 79
(--n33), (n33 = n33); 
# 80
(__cudaPushCallConfiguration(32, 32, sizeof(int) * (32))) ? (void)0 : apply13_kernel(n33 - n33); 
# 81
n33 = ((n33 > n33) ? (n33 * n33) + n33 : n33); 
# 82
unsigned long v34 = n33; 
# 83
(__cudaPushCallConfiguration(1 << 8, 1 << 8)) ? (void)0 : fuse29< long, 8> (((size_t)sizeof(double)) + ((v34 >= (10)) ? n33 : __alignof__(char))); 
# 84
return 0; 
# 85
} 

# 1 "v002279.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e93b1571_10_v002279_cu_c_march5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002279.cudafe1.stub.c"
#include "v002279.cudafe1.stub.c"
# 1 "v002279.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
