# 1 "v002328.cu"
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
# 19 "v002328.cu"
int kick6(int n7, int count8, short q9) { 
# 20
auto op13 = [](unsigned e10, int v11)->unsigned { 
# 21
signed char flag12 = 28 - ((+v11) + (v11 & 15)); 
# 22
flag12 += 127UL; 
# 23
flag12 = v11; 
# 24
return (v11 & 15); 
# 25
} ; typedef decltype(op13) __T0;
# 26
int w14 = 0; 
# 27
while (w14 < 12) { 
# 28
count8--; 
# 29
cudaStream_t s15 = ((cudaStream_t)0); 
# 30
++w14; 
# 31
}  
# 32
return count8 + (q9 + 5); 
# 33
} 
# 35
__attribute__((visibility("hidden"))) void trace16(const double *coef17, unsigned *out18, int *dst19) ;
#if 0
# 35
{ 
# 36
unsigned idx20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 37
float off21 = dst19[idx20]; 
# 38
__attribute__((unused)) static int sh_22[128]; 
# 39
static_assert(((5 + 57) > 61));
# 40
} 
#endif
# 42 "v002328.cu"
int main() { 
# 43
int size23 = 845; 
# 44
if (size23 >= (size23 + (size23 - size23))) { 
# 45
(__cudaPushCallConfiguration(dim3((size23 + 255) / 256, 5 + (5 + 118), 5 + 11), 8 * 8)) ? (void)0 : trace16(nullptr, nullptr, (int *)nullptr); 
# 46
(__cudaPushCallConfiguration(2, 256, sizeof(double) * (64))) ? (void)0 : trace16(nullptr, (unsigned *)nullptr, &size23); 
# 47
for (int i24 = 0; i24 < 13; ++i24) { 
# 48
size23 = i24; 
# 49
}  
# 50
}  
# 51
(__cudaPushCallConfiguration(32, 64)) ? (void)0 : trace16(static_cast< const double *>(nullptr), (unsigned *)nullptr, &size23); 
# 52
return 0; 
# 53
} 

# 1 "v002328.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__523b2ec1_10_v002328_cu_560922db
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002328.cudafe1.stub.c"
#include "v002328.cudafe1.stub.c"
# 1 "v002328.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
