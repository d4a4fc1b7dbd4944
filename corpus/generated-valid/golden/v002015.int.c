# 1 "v002015.cu"
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
# 21 "v002015.cu"
enum Kind9 { IDLE10, RED11}; 
# 23
static void smooth12_kernel(int stride13) ;
#if 0
# 24
{ 
# 25
__attribute__((unused)) extern long dyn_14[]; 
# 26
(dyn_14[stride13]) *= stride13; 
# 27
(dyn_14[stride13]) %= ('a'); 
# 28
(dyn_14[6])--; 
# 29
do { (dyn_14[4]) += ((double)stride13); } while (0); 
# 30
} 
#endif
# 32 "v002015.cu"
__attribute__((visibility("hidden"))) void score15_kernel(unsigned long *data16, int stride17) ;
#if 0
# 33
{ 
# 34
__attribute__((unused)) extern float dyn_18[]; 
# 35
stride17 >>= ((data16 != (nullptr)) ? stride17 : (*data16)); 
# 36
(data16[7]) = ((stride17 + (data16[stride17])) >> 2); 
# 37
} 
#endif
# 39 "v002015.cu"
namespace math19 { 
# 40
char check_scale20(int len21, float b22, float p23) 
# 41
{ 
# 42
if ((b22 / (RED11)) < (4)) { 
# 43
return ((42UL) + b22) + p23; 
# 44
}  
# 45
len21 ^= 42U; 
# 46
b22 *= (b22 + (256 + len21)); 
# 47
return 43LL; 
# 48
} 
# 50
__attribute__((visibility("hidden"))) void filter24(int *out25) ;
#if 0
# 51
{ 
# 52
__attribute__((unused)) extern double dyn_26[]; 
# 53
do { (dyn_26[3]) += (18); } while (0); 
# 54
int sum27 = (10U); 
# 55
sum27 &= ((unsigned)sum27); 
# 56
sum27--; 
# 57
} 
#endif
# 59 "v002015.cu"
__attribute__((visibility("hidden"))) void blend28_kernel(double *buf29, int *buf30, const double *in31) ;
#if 0
# 60
{ 
# 61
if ((' ') == (((2) * (buf29[1])) + (*in31))) { 
# 62
return; 
# 63
}  
# 64
if ((in31[2]) > ((buf30[5]) + (*buf29))) { 
# 65
return; 
# 66
}  
# 67
(buf30[4]) = ((float)(+(-(in31[3])))); 
# 68
} 
#endif
# 69 "v002015.cu"
}
# 71
int main() 
# 72
{ 
# 73
int count32 = 1474; 
# 74
auto lam35 = [](int hi33)->double { 
# 75
unsigned z34[4] = {2U, (50), (static_cast< unsigned>(1)), static_cast< unsigned>(hi33 + ('a'))}; 
# 76
(z34[1]) = (46); 
# 77
(z34[hi33]) ^= ((z34[0]) - ((z34[hi33]) % hi33)); 
# 78
return hi33; 
# 79
} ; typedef decltype(lam35) __T0;
# 80
math19::check_scale20((((2 * count32) + 5) <= 7UL) ? count32 + count32 : 14L, (long)count32, math19::check_scale20(2506L, count32, count32)); 
# 81
(__cudaPushCallConfiguration(((dim3)((count32 + 255) / 256)), 128)) ? (void)0 : smooth12_kernel(count32); 
# 82
(__cudaPushCallConfiguration(((dim3)(2 * 2)), (RED11) + ((RED11) + 126))) ? (void)0 : score15_kernel(nullptr, count32); 
# 83
(__cudaPushCallConfiguration(16, 32)) ? (void)0 : math19::filter24(&count32); 
# 84
(__cudaPushCallConfiguration(1, 1 << (5 + (RED11)))) ? (void)0 : math19::blend28_kernel(nullptr, &count32, nullptr); 
# 85
return 0; 
# 86
} 

# 1 "v002015.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6165fe62_10_v002015_cu_baa378da
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002015.cudafe1.stub.c"
#include "v002015.cudafe1.stub.c"
# 1 "v002015.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
