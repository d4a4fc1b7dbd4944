# 1 "i000187.cu"
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
# 11 "i000187.cu"
__attribute__((unused)) inline float filter3(double alpha4) {int volatile ___ = 1;(void)alpha4;
# 16
::exit(___);}
#if 0
# 11
{ 
# 12
signed char val5{static_cast< signed char>(alpha4)}; 
# 13
--alpha4; 
# 14
--alpha4; 
# 15
return val5; 
# 16
} 
#endif
# 18 "i000187.cu"
__attribute__((visibility("hidden"))) void probe6(int lane7, float q8) ;
#if 0
# 18
{ 
# 19
filter3(62); 
# 20
if (!((23) >= (lane7 + q8))) { 
# 21
if ((q8 * (57)) == q8) { 
# 22
return; 
# 23
}  
# 24
if (((__device_builtin_variable_blockIdx.y) == 17UL) || (q8 > q8)) { 
# 25
return; 
# 26
}  
# 27
}  
# 28
} 
#endif
# 30 "i000187.cu"
unsigned blend9(size_t *data10, double *out11, int lane12) { 
# 31
(data10[6]) = ((38UL) - (lane12 - ((out11[5]) * (*data10)))); 
# 32
lane12 = (57 * lane12); 
# 33
(__cudaPushCallConfiguration((lane12 + 127) / 128, dim3(1 << 2, 32, (lane12 + 127) / 128))) ? (void)0 : probe6(39, lane12); 
# 34
static long w13 = (36); 
# 35
lane12 = lane12; 
# 36
w13++; 
# 37
(__cudaPushCallConfiguration(128, sizeof(float) * (8))) ? (void)0 : probe6((static_cast< unsigned>(sizeof(float))) + (static_cast< unsigned short>(lane12)), ((23.0F) + w13) - ((*out11) + ((11.0F)))); 
# 38
return out11[lane12]; 
# 39
} 
# 40
static thread_local int tl_var18; 
# 42
int main() { 
# 43
int n14 = 2256; 
# 44
for (int n15 = 0; n15 < n14; ++n15) { 
# 45
if ((n15 + n14) > 58) { 
# 46
break; 
# 47
}  
# 48
for (int i16 = 0; i16 < n15; ++i16) { 
# 49
blend9(nullptr, nullptr, sizeof(unsigned)); 
# 50
dim3 v17(1 << 1); 
# 51
}  
# 52
}  
# 53
return 0; 
# 54
} 

# 1 "i000187.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4c1a4c71_10_i000187_cu_82db7477
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000187.cudafe1.stub.c"
#include "i000187.cudafe1.stub.c"
# 1 "i000187.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
