# 1 "v002352.cu"
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
# 12 "v002352.cu"
using real3_t = double; 
# 14
__attribute((noinline)) __attribute__((unused)) float tile4(int stride5) {int volatile ___ = 1;(void)stride5;
# 20
::exit(___);}
#if 0
# 14
{ 
# 15
if (stride5 < (('\177') / stride5)) { 
# 16
int v6 = stride5 - ((24) + ((float)(__device_builtin_variable_threadIdx.z))); 
# 17
bool flag7 = v6 + (__device_builtin_variable_gridDim.z); 
# 18
}  
# 19
return stride5 + ((stride5 - stride5) - 36UL); 
# 20
} 
#endif
# 22 "v002352.cu"
unsigned long tile8(int count9, int *out10) { 
# 23
int e11{1}; 
# 24
float e12(((9.125F) - (e11 + (12.375F))) * e11); 
# 25
count9++; 
# 26
for (int it13 = 0; it13 < e11; ++it13) { 
# 27
e12 = (((e11 / (0.5F)) * ((count9 += it13), 14)) + (out10[3])); 
# 28
++(out10[4]); 
# 29
}  
# 30
return (((short)0U) + (out10[count9])) % e11; 
# 31
} 
# 33
__attribute__((visibility("hidden"))) void relax14_kernel(int lane15, const int *src16) ;
#if 0
# 33
{ 
# 34
int tid17 = __device_builtin_variable_threadIdx.x; 
# 35
if (tid17 >= lane15) { 
# 36
return; 
# 37
}  
# 38
__attribute__((unused)) static int sh_18[8]; 
# 39
(sh_18[1]) = (tile4(tile8(src16[tid17], &lane15) - lane15)); 
# 40
static_assert((sizeof(int) == (4)), "bad config");
# 41
__attribute__((unused)) static float sh_19[9][14]; 
# 43
#pragma unroll
for (
# 43
int j20 = 0, j21 = tid17; j20 < j21; (++j20), (--j21)) { 
# 44
lane15 = (tile8((25UL - (sh_18[__device_builtin_variable_warpSize])) + lane15, nullptr)); 
# 45
int s22((char)j20); 
# 46
}  
# 47
} 
#endif
# 49 "v002352.cu"
int main() { 
# 50
int size23 = 2827; 
# 51
double s24 = (31UL); 
# 52
if (tile8(s24, nullptr) > (size23 * 54L)) { 
# 53
if (!(s24 >= s24)) { 
# 54
cudaStream_t acc25 = (nullptr); 
# 55
}  
# 56
(s24++), (s24 = (24)); 
# 57
}  
# 58
(__cudaPushCallConfiguration(dim3((24 + (24 + (24 + (24 + 160)))) * 2, (size23 + 127) / 128, 8), dim3(sizeof(float) * (8), 24 + 8), 0, 0)) ? (void)0 : relax14_kernel(40ULL, &size23); 
# 59
return 0; 
# 60
} 

# 1 "v002352.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8fa612b5_10_v002352_cu_c166ce62
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002352.cudafe1.stub.c"
#include "v002352.cudafe1.stub.c"
# 1 "v002352.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
