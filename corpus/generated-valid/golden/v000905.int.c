# 1 "v000905.cu"
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
# 6 "v000905.cu"
enum Level2 { ADD3, IDLE4, SLOW5, LOW6}; 
# 7
void check_sift7(int lane8) { 
# 8
if (lane8 > ((float)lane8)) { 
# 9
goto finish9; 
# 10
}  
# 11
switch (lane8) { 
# 12
case 6 * ((IDLE4) + (IDLE4)):  
# 13
lane8 = (2752U); 
# 14
break; 
# 15
case IDLE4:  
# 16
lane8 += 56UL; 
# 17
break; 
# 18
default:  
# 19
if (((signed char)lane8) != 7UL) { 
# 20
break; 
# 21
}  
# 22
break; 
# 23
}  
# 24
lane8 = lane8; 
# 25
finish9:; ; 
# 26
} 
# 27
__attribute__((visibility("hidden"))) void gather10(unsigned *out11, double *acc12, float b13, const long *in14) ;
#if 0
# 27
{ 
# 28
unsigned gid15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 29
float u16 = ((__device_builtin_variable_warpSize | 58) * (__device_builtin_variable_threadIdx.y)) - ((22.25F) * (out11[7])); 
# 30
if ((__device_builtin_variable_blockIdx.x) <= (56)) { 
# 31
return; 
# 32
}  
# 33
(acc12[__device_builtin_variable_warpSize]) = (47); 
# 34
(out11[__device_builtin_variable_warpSize]) |= (LOW6); 
# 35
} 
#endif
# 36 "v000905.cu"
int main() { 
# 37
int size17 = 3768; 
# 38
check_sift7(size17); 
# 39
long z18 = ((-size17) + (ADD3)) + size17; 
# 40
cudaStream_t r19 = ((cudaStream_t)0); 
# 41
check_sift7(static_cast< short>(538)); 
# 42
(__cudaPushCallConfiguration(((LOW6) + 1) * ((IDLE4) + 1), 128)) ? (void)0 : gather10(static_cast< unsigned *>(nullptr), (double *)nullptr, 4 + size17, &z18); 
# 43
return 0; 
# 44
} 

# 1 "v000905.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ec959733_10_v000905_cu_e00709ec
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000905.cudafe1.stub.c"
#include "v000905.cudafe1.stub.c"
# 1 "v000905.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
