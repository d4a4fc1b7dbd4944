# 1 "v002038.cu"
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
# 9 "v002038.cu"
__attribute__((visibility("hidden"))) void pack3(int *buf4, signed char *out5) ;
#if 0
# 10
{ 
# 11
static_assert((sizeof(int) == (4)));
# 12
if ((*buf4) < (out5[1])) { 
# 13
return; 
# 14
}  
# 15
float lo6 = (21U); 
# 16
} 
#endif
# 17 "v002038.cu"
static_assert((sizeof(int) == (4)), "tile must fit");
# 18
static float d_score7; 
# 19
static double d_march8; 
# 22
__attribute__((visibility("hidden"))) void warp9_kernel(double *data10, const int *src11) ;
#if 0
# 23
{ 
# 24
const int idx12 = src11[0]; 
# 25
int u13 = (-25); 
# 26
float stride14 = idx12; 
# 27
size_t s15 = static_cast< double>((3700LL * u13) * (64)); 
# 28
(data10[s15 & (7)]) = (32); 
# 29
} 
#endif
# 31 "v002038.cu"
__attribute__((unused)) int fuse16(int len17, int count18, int lane19) 
# 32
{int volatile ___ = 1;(void)len17;(void)count18;(void)lane19;
# 43
::exit(___);}
#if 0
# 32
{ 
# 33
const double stride20 = d_march8; 
# 34
lane19--; 
# 35
d_march8 = (19.5); 
# 36
if (((double)count18) <= (35)) { 
# 37
return 50L; 
# 38
}  
# 39
d_score7++; 
# 40
unsigned acc21 = stride20; 
# 41
__attribute__((unused)) static int sh_22[6][2]; 
# 42
return (lane19 * 1) - (~(count18 % 43)); 
# 43
} 
#endif
# 45 "v002038.cu"
int main() 
# 46
{ 
# 47
int size23 = 189; 
# 48
size23 &= (size23 * size23); 
# 49
size23 = (2L % size23); 
# 50
--size23; 
# 51
size23 >>= (32 ^ size23); 
# 52
size23 *= size23; 
# 53
(__cudaPushCallConfiguration(2, 64, 0, nullptr)) ? (void)0 : pack3(nullptr, nullptr); 
# 54
(__cudaPushCallConfiguration(1, 128, sizeof(double) * (256), (cudaStream_t)0)) ? (void)0 : warp9_kernel(nullptr, &size23); 
# 55
return 0; 
# 56
} 

# 1 "v002038.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e9cf75df_10_v002038_cu_fffa341e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002038.cudafe1.stub.c"
#include "v002038.cudafe1.stub.c"
# 1 "v002038.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
