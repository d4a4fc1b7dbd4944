# 1 "v001810.cu"
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
# 13 "v001810.cu"
inline int host_warp5(int lane6, const long *input7, int lane8) 
# 14
{ 
# 15
if (lane8 == lane8) { 
# 16
return (-62); 
# 17
}  
# 18
for (int i9 = 0, j10 = 5; i9 < j10; (++i9), (--j10)) { 
# 19
if ((input7[4]) > (20)) { 
# 20
return (((2) * (j10 + 54L)) + (28)); 
# 21
}  
# 22
}  
# 23
lane6 = 256; 
# 24
lane8 = 7; 
# 25
unsigned short e11[8]{(static_cast< unsigned short>(38)), (25L), (19), (static_cast< unsigned short>(48)), (38), (3476), (61UL), static_cast< unsigned short>(lane8)}; 
# 26
return lane8 + (256 + ((int)lane6)); 
# 27
} 
# 29
__attribute__((visibility("hidden"))) void count12(int count13, const double *input14) ;
#if 0
# 30
{ 
# 31
unsigned idx15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 32
int val16 = (((count13 += (__device_builtin_variable_blockIdx.x)), (input14[count13]))); 
# 33
if (!input14) { 
# 34
return; 
# 35
}  
# 36
} 
#endif
# 37 "v001810.cu"
enum Mode17: int { ON18, IDLE19, RED20 = 6, IDLE21}; 
# 39
__attribute__((unused)) void sweep22(long *acc23, unsigned b24, const int *src25) 
# 40
{int volatile ___ = 1;(void)acc23;(void)b24;(void)src25;
# 55
::exit(___);}
#if 0
# 40
{ 
# 41
b24++; 
# 42
if (((__device_builtin_variable_gridDim.y) - (21)) <= b24) { 
# 43
return; 
# 44
}  
# 45
if (((__device_builtin_variable_threadIdx.x) >> (__device_builtin_variable_threadIdx.x)) != (*acc23)) { 
# 46
return; 
# 47
}  
# 48
if ((*src25) > 17) { 
# 49
return; 
# 50
}  
# 51
if (acc23 == (nullptr)) { 
# 52
return; 
# 53
}  
# 54
signed char u26 = src25[b24]; 
# 55
} 
#endif
# 57 "v001810.cu"
int main() 
# 58
{ 
# 59
int count27 = 2630; 
# 60
host_warp5((2 * count27) + 2, nullptr, host_warp5(host_warp5(count27, (const long *)nullptr, count27), nullptr, count27 * count27)); 
# 61
int flag28 = (count27 << count27) * (((int)42) / count27); 
# 62
(__cudaPushCallConfiguration((count27 + 127) / 128, 512)) ? (void)0 : count12(((flag28 += 5U), host_warp5(753UL, nullptr, 29U)), nullptr); 
# 63
return 0; 
# 64
} 

# 1 "v001810.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8b0096a0_10_v001810_cu_1aef7dc7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001810.cudafe1.stub.c"
#include "v001810.cudafe1.stub.c"
# 1 "v001810.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
