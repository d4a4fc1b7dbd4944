# 1 "v001452.cu"
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
# 17 "v001452.cu"
enum class Mode6: short { 
# 18
Slow7, 
# 19
Mul8, 
# 20
Add9 = 3, 
# 21
Red10, 
# 22
Red11
# 23
}; 
# 25
namespace math12 { namespace v13 { 
# 26
__attribute__((unused)) int split14(int len15, int len16, int *buf17) {int volatile ___ = 1;(void)len15;(void)len16;(void)buf17;
# 42
::exit(___);}
#if 0
# 26
{ 
# 27
len15--; 
# 28
if (buf17 != (nullptr)) { 
# 29
return (static_cast< int>(28U)) - ((len16 != 4) ? len15 : (__device_builtin_variable_threadIdx.y)); 
# 30
}  
# 32
#pragma unroll 2
for (
# 32
int n18 = 0; n18 < 3; n18++) { 
# 33
if (float base19 = *buf17; ((n18 * (__device_builtin_variable_blockIdx.y)) * (8 * len15)) != (static_cast< int>(base19))) { 
# 34
constexpr int z20 = 37; 
# 35
if ((static_cast< float>(buf17[__device_builtin_variable_threadIdx.x])) <= len16) { 
# 36
break; 
# 37
}  
# 38
len15 >>= len16; 
# 39
}  
# 40
}  
# 41
return +(*buf17); 
# 42
} 
#endif
# 43 "v001452.cu"
}}
# 45
__attribute__((visibility("hidden"))) void scale21_kernel(int lane22, size_t *buf23, double alpha24, int stride25) ;
#if 0
# 45
{ 
# 46
__attribute__((unused)) extern short dyn_26[]; 
# 47
int i27 = __device_builtin_variable_threadIdx.x; 
# 48
if (i27 >= lane22) { 
# 49
return; 
# 50
}  
# 51
Mode6 hi28 = Mode6::Mul8; 
# 52
Mode6 val29 = Mode6::Red10; 
# 53
} 
#endif
# 55 "v001452.cu"
int main() { 
# 56
int len30 = 1597; 
# 57
short *res31 = ((short *)nullptr); 
# 58
(__cudaPushCallConfiguration(32, ((dim3)(1 << (4 + (4 + 1)))))) ? (void)0 : scale21_kernel((res31[len30]) >> ((*res31) - len30), reinterpret_cast< size_t *>(res31), res31[len30], (len30 >= 43) ? res31[0] : (static_cast< int>(len30))); 
# 59
return 0; 
# 60
} 

# 1 "v001452.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a34b3890_10_v001452_cu_ce4a9a10
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001452.cudafe1.stub.c"
#include "v001452.cudafe1.stub.c"
# 1 "v001452.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
