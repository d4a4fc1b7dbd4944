# 1 "v001957.cu"
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
# 9 "v001957.cu"
__attribute__((visibility("hidden"))) void tally4(int len5, int n6, int lane7) ;
#if 0
# 10
{ 
# 11
__attribute__((unused)) extern float dyn_8[]; 
# 12
unsigned tid9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 13
--lane7; 
# 14
lane7 *= len5; 
# 15
lane7++; 
# 16
if ((__device_builtin_variable_blockIdx.x) <= (n6 & lane7)) { 
# 17
return; 
# 18
}  
# 19
len5 *= 62; 
# 20
lane7--; 
# 21
} 
#endif
# 23 "v001957.cu"
namespace impl10 { 
# 24
struct Span11 { 
# 25
int z12; 
# 26
unsigned short vel13; 
# 27
size_t x14; 
# 28
bool weight15; 
# 29
}; 
# 31
template< class T> 
# 32
struct Bounds16 { 
# 33
T count17; 
# 34
T reset18() const 
# 35
{ 
# 36
return '\?'; 
# 37
} 
# 38
}; 
# 39
}
# 41
int main() 
# 42
{ 
# 43
int count19 = 1731; 
# 44
count19--; 
# 45
int pass20 = 0; 
# 46
do { 
# 47
count19 = ((float)count19); 
# 48
(__cudaPushCallConfiguration(dim3(2, 256, 1 << 7), 128 * 4, 1 << 12)) ? (void)0 : tally4(count19, (2 * count19) + ((pass20 <= pass20) ? pass20 : count19), 51); 
# 49
++pass20; 
# 50
} while (pass20 < 3); 
# 51
return 0; 
# 52
} 

# 1 "v001957.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__280bdb7c_10_v001957_cu_0434bb74
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001957.cudafe1.stub.c"
#include "v001957.cudafe1.stub.c"
# 1 "v001957.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
