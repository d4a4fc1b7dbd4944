# 1 "v001118.cu"
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
# 17 "v001118.cu"
template< class T> 
# 18
struct Pixel8 { 
# 19
T weight9; 
# 20
void apply10(T q11) { 
# 21
q11 = (q11 * (weight9)); 
# 22
} 
# 23
}; 
# 25
__attribute__((visibility("hidden"))) void filter12_kernel(double p13) ;
#if 0
# 25
{ 
# 26
float flag14 = p13 - (((12.375F)) / p13); 
# 27
Pixel8< long>  res15 = Pixel8< long> {(14)}; 
# 28
switch ((res15.weight9) * (8)) { 
# 29
case 0:  
# 30
do { (res15.weight9) += 64LL; } while (0); 
# 31
break; 
# 32
case 3:  
# 33
static_assert((sizeof(int) == (4)));
# 34
break; 
# 35
case 1:  { 
# 36
auto idx16 = (6.0F); 
# 37
break; 
# 38
} 
# 39
case 6:  
# 40
res15.apply10(flag14); 
# 41
break; 
# 42
}  
# 43
} 
#endif
# 45 "v001118.cu"
int main() { 
# 46
int n17 = 926; 
# 47
do { n17 += (n17 / 2); } while (0); 
# 48
n17--; 
# 49
(__cudaPushCallConfiguration((n17 + 63) / 64, sizeof(float) * (8))) ? (void)0 : filter12_kernel((22.0F)); 
# 50
(__cudaPushCallConfiguration(dim3(8 * 2, 8 + (8 + (8 + 104))), 8 + 120)) ? (void)0 : filter12_kernel((n17 - n17) + 30UL); 
# 51
n17 %= (-(n17 * n17)); 
# 52
n17++; 
# 53
return 0; 
# 54
} 

# 1 "v001118.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__69bbef87_10_v001118_cu_0f9eaaa8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001118.cudafe1.stub.c"
#include "v001118.cudafe1.stub.c"
# 1 "v001118.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
