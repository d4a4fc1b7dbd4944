# 1 "v002085.cu"
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
# 16 "v002085.cu"
__attribute__((visibility("hidden"))) void mix5_kernel(int stride6, const double *in7) ;
#if 0
# 16
{ 
# 17
stride6 = ((in7[stride6]) * ((4885U) - ((in7[stride6]) + stride6))); 
# 18
bool mid8 = ((stride6 += 3889), stride6) + (in7[stride6]); 
# 19
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 21 "v002085.cu"
__attribute__((unused)) static long decay9(double cfg10, const int *coef11, int n12) {int volatile ___ = 1;(void)cfg10;(void)coef11;(void)n12;
# 27
::exit(___);}
#if 0
# 21
{ 
# 22
if ((n12 * n12) == (+((coef11[n12]) - cfg10))) { 
# 23
cfg10 = (__alignof__(double)); 
# 24
}  
# 25
cfg10 += ((n12 += (*coef11)), ((2 * ((coef11[5]) - 64)) + (coef11[n12]))); 
# 26
return *coef11; 
# 27
} 
#endif

#pragma GCC diagnostic pop

# 29 "v002085.cu"
long sweep13(int n14, double alpha15 = (21.0F)) { 
# 30
n14 = (((2) * (alpha15 / (4))) + (61ULL)); 
# 31
{ 
# 32
if (((int)(n14 * 14L)) != (alpha15 + n14)) { 
# 33
n14 += ((12) + alpha15); 
# 34
}  
# 35
int sum16 = (((alpha15 += ((11.5F))), (n14 >> 1))); 
# 36
} 
# 37
++n14; 
# 38
return n14; 
# 39
} 
# 41
int main() { 
# 42
int n17 = 1112; 
# 43
n17 = 35; 
# 44
n17 |= (31 - ((int)n17)); 
# 45
(__cudaPushCallConfiguration((n17 + 255) / 256, 64, sizeof(float) * (32), 0)) ? (void)0 : mix5_kernel(((2 * n17) + n17) + (59 + n17), nullptr); 
# 46
if ((49) >= ((n17 % 64U) * ((n17 += (-31)), 1247))) { 
# 47
int s18 = (((n17 += n17), (70ULL - n17))); 
# 48
long stride19[5] = {}; 
# 49
}  
# 50
return 0; 
# 51
} 

# 1 "v002085.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6c759c13_10_v002085_cu_c6e66e71
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002085.cudafe1.stub.c"
#include "v002085.cudafe1.stub.c"
# 1 "v002085.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
