# 1 "v000780.cu"
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
# 8 "v000780.cu"
enum Kind4: long { RED5, FAST6, GREEN7}; 
# 10
constexpr int run_lerp8(int lane9) 
# 11
{ 
# 12
return lane9; 
# 13
} 
# 14
static float c_probe10; 
# 16
__attribute__((visibility("hidden"))) void sift11_kernel(float p12) ;
#if 0
# 17
{ 
# 18
for (int n13 = 0, j14 = ((FAST6) + (14)); n13 < j14; (++n13), (--j14)) { 
# 19
p12 *= (((n13 + 55) * (static_cast< unsigned>(47))) << (GREEN7)); 
# 20
}  
# 21
p12 = ('z'); 
# 22
int pass15 = 0; 
# 23
do { 
# 24
++p12; 
# 25
p12 += (pass15 | pass15); 
# 26
++pass15; 
# 27
} while ((pass15 < pass15) && (p12 == p12)); 
# 28
} 
#endif
# 29 "v000780.cu"
static_assert((sizeof(int) == (4)), "size check");
# 31
unsigned long long weigh16(int stride17, int count18, Kind4 b19) 
# 32
{ 
# 33
(++count18), (count18 = (62 << (((stride17 += (RED5)), count18) + b19))); 
# 34
stride17++; 
# 35
return ((stride17 += stride17), stride17); 
# 36
} 
# 38
void rank20(int lane21, unsigned short beta22, int n23) 
# 39
{ 
# 40
beta22 = ((14U) - weigh16(n23 - 47, n23 / beta22, RED5)); 
# 41
Kind4 m24 = FAST6; 
# 42
if ((lane21 * 14) <= 21) { 
# 43
return; 
# 44
}  
# 45
beta22++; 
# 46
double val25 = n23; 
# 47
} 
# 49
static size_t count26(int count27, int stride28, unsigned char q29) 
# 50
{ 
# 51
(__cudaPushCallConfiguration((stride28 + 255) / 256, (GREEN7) + (510))) ? (void)0 : sift11_kernel(stride28); 
# 52
weigh16(stride28, run_lerp8(weigh16(16ULL, stride28, FAST6)), RED5); 
# 53
static float sum30 = (6); 
# 54
return (((count27 += ('0')), (q29 / q29)) * ((count27 += ('0')), (q29 / q29))); 
# 55
} 
# 57
int main() 
# 58
{ 
# 59
int n31 = 568; 
# 60
n31 *= ((n31 % n31) * (n31 % n31)); 
# 61
if (count26(17ULL | n31, 3976UL, sizeof(int)) != ((n31 <= (FAST6)) ? n31 : 5)) { 
# 62
++n31; 
# 63
}  
# 64
Kind4 lim32 = GREEN7; 
# 65
--n31; 
# 66
return 0; 
# 67
} 

# 1 "v000780.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d1314db0_10_v000780_cu_81b6d585
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000780.cudafe1.stub.c"
#include "v000780.cudafe1.stub.c"
# 1 "v000780.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
