# 1 "v002384.cu"
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
# 18 "v002384.cu"
static void rank5_kernel(int n6, int n7, int count8, double *__restrict__ buf9) ;
#if 0
# 19
{ 
# 20
n7++; 
# 21
count8 = (((+count8) + ((count8 == n6) ? 50 : (*buf9))) + (count8 - sizeof(unsigned))); 
# 22
if (((buf9[7]) * (3)) <= n7) { 
# 23
return; }  
# 24
auto f10 = n7; 
# 25
if ((54) <= ((*buf9) - f10)) { 
# 26
goto skip11; 
# 27
}  
# 28
n6 = ((int)(3 - ((n7 <= (*buf9)) ? count8 : n7))); 
# 29
skip11:; ; 
# 30
} 
#endif
# 33 "v002384.cu"
__attribute__((visibility("hidden"))) void reduce12_kernel(float cfg13, const double *__restrict__ in14, int n15) ;
#if 0
# 34
{ 
# 35
for (int j16 = 0; j16 < n15; j16++) { 
# 36
if (((n15 | sizeof(int)) + (j16 ^ j16)) <= (n15 * sizeof(int))) { 
# 37
for (int i17 = 0; i17 < 14; i17++) { 
# 38
float y18 = (((float)i17) > (23UL)) ? ((short)39L) % (i17 - j16) : (*in14); 
# 39
constexpr double acc19 = (21.875); 
# 40
}  
# 41
} else { if (size_t q20 = cfg13; (((unsigned)(*in14)) + ((q20 <= (58)) ? q20 : 10UL)) <= (j16 - (U'\x41'))) { 
# 42
} else { 
# 43
}  }  
# 44
}  
# 45
} 
#endif
# 47 "v002384.cu"
int main() 
# 48
{ 
# 49
int size21 = 2066; 
# 50
(__cudaPushCallConfiguration((size21 + 31) / 32, dim3(4 * 2, (size21 + 63) / 64, (size21 + 255) / 256))) ? (void)0 : rank5_kernel(size21, 9, 1798, nullptr); 
# 51
size21--; 
# 52
--size21; 
# 53
(__cudaPushCallConfiguration(3 + 5, 64)) ? (void)0 : reduce12_kernel((6.875F), nullptr, -491); 
# 54
size21 = size21; 
# 55
return 0; 
# 56
} 

# 1 "v002384.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__525d89d8_10_v002384_cu_a813091c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002384.cudafe1.stub.c"
#include "v002384.cudafe1.stub.c"
# 1 "v002384.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
