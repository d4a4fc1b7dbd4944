# 1 "v002158.cu"
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
# 18 "v002158.cu"
static void kick8_kernel(int lane9, long *data10, const int *__restrict__ coef11, long long *__restrict__ out12) ;
#if 0
# 19
{ 
# 20
int idx13 = __device_builtin_variable_threadIdx.x; 
# 21
++(*out12); 
# 22
int lo14 = (sizeof(signed char)); 
# 23
} 
#endif
# 24 "v002158.cu"
static int c_fold15; 
# 25
constexpr inline int STEPS16 = 2; 
# 26
static float d_update17; 
# 27
static int d_blend18; 
# 29
long mix19(int lane20 = 10) 
# 30
{ 
# 31
if ((lane20 - lane20) < (static_cast< unsigned>(26))) { 
# 32
--lane20; 
# 33
lane20 += ((4L / (lane20 + lane20)) - lane20); 
# 34
for (int j21 = 0, j22 = 10; j21 < j22; (++j21), (--j22)) { 
# 35
++lane20; 
# 36
int e23 = j22; 
# 37
}  
# 38
}  
# 39
lane20 /= (15 + lane20); 
# 40
return lane20; 
# 41
} 
# 43
__attribute__((visibility("hidden"))) void gather24(const float *coef25, int stride26, int *__restrict__ out27, int len28) ;
#if 0
# 44
{ 
# 45
if ((len28 > ('0')) && (c_fold15 <= STEPS16)) { 
# 46
goto skip29; 
# 47
}  
# 48
if (((__device_builtin_variable_gridDim.x) + (__device_builtin_variable_threadIdx.x)) == (out27[1])) { 
# 49
return; 
# 50
}  
# 51
if (c_fold15 % (__device_builtin_variable_threadIdx.z)) { 
# 52
return; 
# 53
}  
# 54
skip29:; ; 
# 55
} 
#endif
# 57 "v002158.cu"
int main() 
# 58
{ 
# 59
int n30 = 944; 
# 60
double s31 = n30; 
# 61
dim3 idx32(32, (4 + (4 + 8)) * (4 + 12), sizeof(int)); 
# 62
s31 -= (s31 - (((s31 > (32)) && (s31 != s31)) ? 6 : STEPS16)); 
# 63
(__cudaPushCallConfiguration(256, STEPS16 + 510)) ? (void)0 : gather24((const float *)nullptr, mix19(mix19(s31)), nullptr, s31); 
# 64
n30 /= mix19(); 
# 65
(__cudaPushCallConfiguration(idx32, idx32)) ? (void)0 : kick8_kernel((n30) ? n30 : n30, static_cast< long *>(nullptr), &n30, nullptr); 
# 66
return 0; 
# 67
} 

# 1 "v002158.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__add353da_10_v002158_cu_c_fold15
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002158.cudafe1.stub.c"
#include "v002158.cudafe1.stub.c"
# 1 "v002158.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
