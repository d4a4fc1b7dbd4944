# 1 "v001290.cu"
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
# 18 "v001290.cu"
constexpr float kW7 = (6.75F); 
# 25
__attribute__((visibility("hidden"))) void map_split9(unsigned *data, int n) ;
#if 0
# 25
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((unsigned)1)); }  } 
#endif
# 26 "v001290.cu"
inline void fold10(unsigned a11, int lane12) { 
# 27
(++lane12), (a11 = (static_cast< char>((a11 * kW7) * (a11 * kW7)))); 
# 28
a11 = kW7; 
# 29
int z13 = (lane12 - a11) * (lane12 - a11); 
# 30
} 
# 31
static unsigned c_smooth14; 
# 33
__attribute__((unused)) void probe15(float *buf16, int lane17, int n18) {int volatile ___ = 1;(void)buf16;(void)lane17;(void)n18;
# 38
::exit(___);}
#if 0
# 33
{ 
# 34
__attribute__((unused)) static int sh_19[128]; 
# 35
(buf16[3]) = kW7; 
# 36
int acc20 = 33; 
# 37
lane17--; 
# 38
} 
#endif
# 39 "v001290.cu"
int main() { 
# 40
int n21 = 2101; 
# 41
if (((n21 += 10), n21) <= 22) { 
# 42
return static_cast< unsigned>(26U); 
# 43
}  
# 44
const bool base22 = ((-n21) * (kW7 - n21)) > (n21 * 10); 
# 45
(__cudaPushCallConfiguration(10 + 22, 64)) ? (void)0 : map_split9(nullptr, (n21 + base22) + 64); 
# 46
return 0; 
# 47
} 

# 1 "v001290.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1aebfe07_10_v001290_cu_ab2df493
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001290.cudafe1.stub.c"
#include "v001290.cudafe1.stub.c"
# 1 "v001290.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
