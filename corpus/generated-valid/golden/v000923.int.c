# 1 "v000923.cu"
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
# 16 "v000923.cu"
enum class Op7 { Add8, Idle9, Off10}; 
# 18
__attribute__((visibility("hidden"))) void accum11(long long *buf12, Op7 q13, short *out14) ;
#if 0
# 19
{ 
# 20
constexpr unsigned char prod15 = (13); 
# 21
static_assert((sizeof(int) == (4)), "expected value");
# 22
q13 = q13; 
# 23
} 
#endif
# 26 "v000923.cu"
double fuse16(float beta17, float beta18 = -(15.0F)) 
# 27
{ 
# 28
if (beta17 >= (23)) { 
# 29
return 60; 
# 30
}  
# 31
beta17 = beta17; 
# 32
return (17.125); 
# 33
} 
# 34
enum class Phase19: int { 
# 35
Mul20 = 2, 
# 36
Fast21, 
# 37
Add22, 
# 38
Mul23, 
# 39
Add24
# 40
}; 
# 42
int main() 
# 43
{ 
# 44
int size25 = 1655; 
# 45
int iter26 = 0; 
# 46
while (iter26 < 11) { 
# 47
const long cnt27 = size25; 
# 48
(__cudaPushCallConfiguration((cnt27 + (255)) / (256), dim3(4, (cnt27 + (255)) / (256), (cnt27 + (31)) / (32)), sizeof(float) * (128))) ? (void)0 : accum11(nullptr, Op7::Add8, static_cast< short *>(nullptr)); 
# 49
++iter26; 
# 50
}  
# 51
constexpr float x28 = (12.75F); 
# 52
size25 = ((((unsigned)size25) < (-(-53))) ? (unsigned)size25 : (-(-53))); 
# 53
unsigned mid29 = iter26; 
# 54
return 0; 
# 55
} 

# 1 "v000923.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b33e9b8f_10_v000923_cu_bb42b274
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000923.cudafe1.stub.c"
#include "v000923.cudafe1.stub.c"
# 1 "v000923.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
