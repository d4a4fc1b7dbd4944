# 1 "v001398.cu"
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
# 17 "v001398.cu"
static unsigned c_scatter8; 
# 19
constexpr int host_spread9(int len10, int n11) 
# 20
{ 
# 21
len10 ^= (((((len10 + 2) == sizeof(double)) ? 19 * len10 : 60) < 44) ? 10 : 37); 
# 22
const float m12 = (n11 - (len10 << n11)) & 15; 
# 23
return +(~len10); 
# 24
} 
# 26
__attribute__((visibility("hidden"))) void sweep13(float *acc14, long q15) ;
#if 0
# 27
{ 
# 28
__attribute__((unused)) extern long dyn_16[]; 
# 29
if (((dyn_16[7]) & (58)) >= (47)) { 
# 30
return; 
# 31
}  
# 32
--q15; 
# 33
} 
#endif
# 35 "v001398.cu"
void check_march17(float q18) 
# 36
{ 
# 37
(__cudaPushCallConfiguration(1, 59 + (59 + (59 + 335)))) ? (void)0 : sweep13(static_cast< float *>(nullptr), '\000'); 
# 38
if (q18 == (52)) { 
# 39
return; 
# 40
}  
# 41
} 
# 43
int main() 
# 44
{ 
# 45
int size19 = 1815; 
# 46
size19 = ((((size19 += 1), (size19 & 15)) + ((((size19 >= size19) ? 39 : size19) >= 10) ? (float)(17.125F) : (size19 % size19))) + size19); 
# 47
(__cudaPushCallConfiguration(sizeof(unsigned) * (8), 1 << 9)) ? (void)0 : sweep13((float *)nullptr, host_spread9(size19, size19 | size19)); 
# 48
return 0; 
# 49
} 

# 1 "v001398.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1403054d_10_v001398_cu_bc809eb3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001398.cudafe1.stub.c"
#include "v001398.cudafe1.stub.c"
# 1 "v001398.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
