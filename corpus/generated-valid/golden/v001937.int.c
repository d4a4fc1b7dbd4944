# 1 "v001937.cu"
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
# 11 "v001937.cu"
void stencil5(int stride6, int count7, size_t b8) { 
# 12
b8 = ((((count7 | 51) <= stride6) && (stride6 == b8)) ? ((unsigned)sizeof(unsigned)) ^ stride6 : ((unsigned)(count7 - b8))); 
# 13
for (int it9 = 0; it9 < 4; ++it9) { 
# 14
b8 = (it9 - stride6); 
# 15
stride6 = (sizeof(int)); 
# 16
++count7; 
# 17
}  
# 18
float h10 = (11U); 
# 19
b8 = 47UL; 
# 20
} 
# 21
static_assert((8 > 7), "size check");
# 23
__attribute__((visibility("hidden"))) void blend11(int lane12, const double *__restrict__ input13, int lane14) ;
#if 0
# 23
{ 
# 24
__attribute__((unused)) extern long dyn_15[]; 
# 25
for (int it16 = 0; it16 < lane14; ++it16) { 
# 26
if (((input13[4]) <= (it16 * it16)) && (it16 == lane12)) { 
# 27
for (int i17 = 0; i17 < it16; i17++) { 
# 28
if (it16 && (i17 != lane12)) { 
# 29
continue; 
# 30
}  
# 31
if (((*input13) > (15)) || (input13 != (nullptr))) { 
# 32
return; 
# 33
}  
# 34
}  
# 35
} else { 
# 36
}  
# 37
}  
# 38
} 
#endif
# 40 "v001937.cu"
__attribute__((visibility("hidden"))) void probe18(int *dst19, int n20) ;
#if 0
# 40
{ 
# 41
n20 = 18; 
# 42
(dst19[3]) = n20; 
# 43
} 
#endif
# 45 "v001937.cu"
int main() { 
# 46
int len21 = 3855; 
# 47
for (int n22 = 0; n22 < 5; ++n22) { 
# 48
if ((len21 & 17) == len21) { 
# 49
return n22 | len21; 
# 50
}  
# 51
}  
# 52
int mid23 = len21; 
# 53
(__cudaPushCallConfiguration(3 + (4 + 1), 32 * 2)) ? (void)0 : blend11(sizeof(signed char), (const double *)nullptr, static_cast< long>(mid23 * mid23)); 
# 54
(__cudaPushCallConfiguration(1 << 5, sizeof(unsigned) * (128))) ? (void)0 : probe18(&mid23, mid23); 
# 55
return 0; 
# 56
} 

# 1 "v001937.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a74b2edc_10_v001937_cu_048bd7e2
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001937.cudafe1.stub.c"
#include "v001937.cudafe1.stub.c"
# 1 "v001937.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
