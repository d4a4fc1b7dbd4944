# 1 "v001250.cu"
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
# 15 "v001250.cu"
struct Bounds5 { 
# 16
float mass6; 
# 17
unsigned mass7; 
# 18
}; 
# 19
enum Level8: unsigned char { 
# 20
SLOW9, 
# 21
HIGH10, 
# 22
LOW11, 
# 23
BLUE12, 
# 24
FAST13 = 5U
# 25
}; 
# 26
enum Phase14: short { 
# 27
RED15, 
# 28
ADD16, 
# 29
RED17, 
# 30
SLOW18 = 6, 
# 31
HIGH19 = 11
# 32
}; 
# 34
__attribute__((visibility("hidden"))) void scatter20(unsigned long *buf21) ;
#if 0
# 34
{ 
# 35
unsigned gid22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 36
Bounds5 off23 = Bounds5{(float)(*buf21), (static_cast< unsigned>('A'))}; 
# 38
#pragma unroll
for (
# 38
int n24 = 0; n24 < 7; n24 += 1) { 
# 40
#pragma unroll
for (
# 40
int i25 = 5; i25 > 0; --i25) { 
# 41
Level8 u26 = LOW11; 
# 42
}  
# 43
double val27 = (-(0.875F)); 
# 44
}  
# 45
(off23.mass7) |= ((38) ^ (off23.mass7)); 
# 46
} 
#endif
# 48 "v001250.cu"
int main() { 
# 49
int len28 = 105; 
# 50
(__cudaPushCallConfiguration(8, 512)) ? (void)0 : scatter20((unsigned long *)nullptr); 
# 51
len28 -= (SLOW18); 
# 52
static unsigned w29 = (28); 
# 53
static size_t flag30 = (18U); 
# 54
return 0; 
# 55
} 

# 1 "v001250.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__df1b1306_10_v001250_cu_109e9617
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001250.cudafe1.stub.c"
#include "v001250.cudafe1.stub.c"
# 1 "v001250.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
