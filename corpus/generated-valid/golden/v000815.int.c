# 1 "v000815.cu"
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
# 8 "v000815.cu"
enum Kind4 { MUL5, BUSY6 = 5, BLUE7 = 11, ON8}; 
# 9
static int c_accum9; 
# 10
static int d_decay10; 
# 11
static_assert((sizeof(int) == (4)));
# 13
__attribute__((visibility("hidden"))) void weigh11_kernel(int *buf12, int lane13, float *buf14) ;
#if 0
# 13
{ 
# 14
int tid15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 15
(*buf12) *= (tid15 / d_decay10); 
# 16
long idx16 = (10); 
# 17
bool k17 = (__device_builtin_variable_gridDim.y) + tid15; 
# 18
unsigned sum18((3UL + tid15) / lane13); 
# 19
} 
#endif
# 21 "v000815.cu"
__attribute__((visibility("hidden"))) void step19(int n20, int count21, int lane22) ;
#if 0
# 21
{ 
# 22
double prod23(((__device_builtin_variable_threadIdx.y) + count21) - (c_accum9 - c_accum9)); 
# 23
int tmp24 = c_accum9; 
# 24
if ((n20 % 9) < 7L) { 
# 25
return; 
# 26
}  
# 27
Kind4 k25 = MUL5; 
# 28
prod23 -= d_decay10; 
# 29
const float cnt26 = (__device_builtin_variable_threadIdx.x) / 32U; 
# 30
size_t *cnt27 = (nullptr); 
# 31
} 
#endif
# 33 "v000815.cu"
__attribute__((visibility("hidden"))) void drift28_kernel(unsigned long long q29, unsigned short *out30) ;
#if 0
# 33
{ 
# 34
int tid31 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 35
if (!(out30 == (nullptr))) { 
# 36
for (int n32 = 0, j33 = d_decay10; n32 < j33; (++n32), (--j33)) { 
# 37
int pass34 = 0; 
# 38
do { 
# 39
q29 = (19); 
# 40
if ((tid31 - q29) > (__device_builtin_variable_threadIdx.z)) { 
# 41
break; 
# 42
}  
# 43
(out30[j33]) = (*out30); 
# 44
++pass34; 
# 45
} while (pass34 < j33); 
# 46
}  
# 47
} else { 
# 48
}  
# 49
} 
#endif
# 51 "v000815.cu"
long long check_grow35(unsigned *acc36, int len37 = 3) { 
# 52
for (int n38 = 0, j39 = 10; n38 < j39; (++n38), (--j39)) { 
# 53
(__cudaPushCallConfiguration(2, 64)) ? (void)0 : weigh11_kernel(reinterpret_cast< int *>(acc36), (((acc36[7]) += (0)), (-36)), reinterpret_cast< float *>(acc36)); 
# 54
(*acc36) = len37; 
# 55
}  
# 56
return sizeof(unsigned); 
# 57
} 
# 58
static float d_reduce40; 
# 59
enum State41: int { ADD42, OFF43}; 
# 60
using idx44_t = unsigned; 
# 61
enum Mode45: short { SLOW46, SLOW47}; 
# 64
__attribute__((visibility("hidden"))) void count48_kernel(float p49, const double *coef50) ;
#if 0
# 64
{ 
# 65
__attribute__((unused)) extern unsigned long dyn_51[]; 
# 66
int idx52 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 67
if (!((55L) != ((__device_builtin_variable_blockDim.y) - (coef50[6])))) { 
# 68
if (((dyn_51[4]) * idx52) <= (18)) { 
# 69
return; 
# 70
}  
# 71
Mode45 lo53 = SLOW47; 
# 72
}  
# 73
auto mid54 = idx52; 
# 74
} 
#endif
# 76 "v000815.cu"
int main() { 
# 77
int n55 = 2131; 
# 78
if (52 > n55) { 
# 79
if (n55 != n55) { 
# 80
return 64UL; 
# 81
}  
# 82
n55 = (sizeof(unsigned) + n55); 
# 83
}  
# 84
(__cudaPushCallConfiguration((n55 + 31) / 32, (BUSY6) + 251)) ? (void)0 : step19(n55, n55, n55); 
# 85
(__cudaPushCallConfiguration(1, 64)) ? (void)0 : drift28_kernel(n55 - n55, (unsigned short *)nullptr); 
# 86
(__cudaPushCallConfiguration(((dim3)(16)), (BLUE7) + 117)) ? (void)0 : count48_kernel((8.125F), (const double *)nullptr); 
# 87
return 0; 
# 88
} 

# 1 "v000815.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1aa96d26_10_v000815_cu_c_accum9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000815.cudafe1.stub.c"
#include "v000815.cudafe1.stub.c"
# 1 "v000815.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
