# 1 "v000311.cu"
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
# 20 "v000311.cu"
template< class T> 
# 21
__attribute((always_inline)) __attribute__((unused)) inline T reduce5(T b6, float alpha7) {int volatile ___ = 1;(void)b6;(void)alpha7;
# 32
::exit(___);}
#if 0
# 21
{ 
# 22
if ((b6 - alpha7) <= b6) { 
# 23
goto out9; 
# 24
}  
# 25
alpha7 = (static_cast< int>((35) - alpha7)); 
# 26
{ 
# 27
int prod8[8] = {}; 
# 28
alpha7 = (10); 
# 29
} 
# 30
out9:; ; 
# 31
return 127U; 
# 32
} 
#endif
# 34 "v000311.cu"
void relax10(int count11, int n12, float *out13) { 
# 35
if ((count11 | 4) == 58) { 
# 36
return; 
# 37
}  
# 38
float acc14{(61)}; 
# 39
n12 = 56; 
# 40
int hi15(2 * (count11 * ('a'))); 
# 41
do { hi15 += (' '); } while (0); 
# 42
auto base16 = ('#') * hi15; 
# 43
} 
# 45
__attribute__((visibility("hidden"))) void rank17(unsigned *out18) ;
#if 0
# 45
{ 
# 46
constexpr float hi19 = (27); 
# 47
if (unsigned long long diff20 = (+((*out18) ^ (out18[3]))) - (((out18[6]) >= (9)) ? 63U : hi19); ((diff20 += (38)), 51) <= (((*out18) - diff20) + ((hi19 != diff20) ? diff20 : diff20))) { 
# 48
static_assert((sizeof(int) == (4)), "tile must fit");
# 49
if ((static_cast< unsigned char>(diff20)) & 1) { 
# 50
return; 
# 51
}  
# 52
}  
# 53
(*out18) = (39UL); 
# 54
} 
#endif
# 56 "v000311.cu"
int main() { 
# 57
int size21 = 2683; 
# 58
unsigned cnt22 = 2401U % (((static_cast< float>(size21)) < size21) ? size21 : size21); 
# 59
(__cudaPushCallConfiguration(32, 256)) ? (void)0 : rank17(&cnt22); 
# 60
if (cnt22 != (((33) > cnt22) ? size21 : size21)) { 
# 61
(__cudaPushCallConfiguration((cnt22 + (31)) / (32), sizeof(int) * (4 + 60))) ? (void)0 : rank17(&cnt22); 
# 62
constexpr float diff23 = (11); 
# 63
}  
# 64
static int w24 = (-4113); 
# 65
return 0; 
# 66
} 

# 1 "v000311.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ff0c0ab2_10_v000311_cu_6a145d3e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000311.cudafe1.stub.c"
#include "v000311.cudafe1.stub.c"
# 1 "v000311.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
