# 1 "v000158.cu"
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
# 11 "v000158.cu"
struct Span4 { 
# 12
int x5; 
# 13
unsigned z6; 
# 14
}; 
# 16
static void warp7_kernel(int lane8) ;
#if 0
# 16
{ 
# 17
if (lane8) { 
# 18
return; 
# 19
}  
# 20
--lane8; 
# 21
int y9 = lane8; 
# 22
__attribute__((unused)) static int sh_10[(8 + 8) * 4]; 
# 23
} 
#endif
# 25 "v000158.cu"
__attribute__((unused)) float mix11(const float *__restrict__ coef12, float b13, unsigned long q14) {int volatile ___ = 1;(void)coef12;(void)b13;(void)q14;
# 35
::exit(___);}
#if 0
# 25
{ 
# 26
for (int n15 = 0; n15 < 13; ++n15) { 
# 27
for (int j16 = n15; j16 > 0; --j16) { 
# 28
if (((j16 > j16) ? j16 : j16) > (*coef12)) { 
# 29
continue; 
# 30
}  
# 31
}  
# 32
q14 = b13; 
# 33
}  
# 34
return 27; 
# 35
} 
#endif
# 37 "v000158.cu"
int main() { 
# 38
int n17 = 3883; 
# 39
float val18 = (16.125F); 
# 40
(__cudaPushCallConfiguration((n17 + 255) / 256, 8 + 120)) ? (void)0 : warp7_kernel(n17); 
# 41
if (n17 <= 4) { 
# 42
return ((8) * val18) - val18; 
# 43
}  
# 44
Span4 r19 = Span4{(-14), (2100)}; 
# 45
return 0; 
# 46
} 

# 1 "v000158.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3a4c42f3_10_v000158_cu_fc59cfa0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000158.cudafe1.stub.c"
#include "v000158.cudafe1.stub.c"
# 1 "v000158.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
