# 1 "v002259.cu"
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
# 10 "v002259.cu"
void check_combine5(int stride6, float *dst7) { 
# 11
(*dst7) = (22U); 
# 12
auto lam9 = [=](int base8) mutable->double { 
# 13
(*(dst7))--; 
# 14
return (2) - ((*(dst7)) / (28)); 
# 15
} ; typedef decltype(lam9) __T0;
# 16
lam9(dst7[stride6]); 
# 17
stride6 /= 644; 
# 18
dim3 t10(64, 512, 1); 
# 19
float diff11 = dst7[6]; 
# 20
stride6 = (55ULL); 
# 21
float h12 = (static_cast< int>((3451) + diff11)) - (16.25F); 
# 22
} 
# 24
__attribute__((unused)) void spread13(int *buf14, int stride15 = 14) {int volatile ___ = 1;(void)buf14;(void)stride15;
# 29
::exit(___);}
#if 0
# 24
{ 
# 25
stride15 = 62; 
# 26
stride15 = (49 * (stride15 - (buf14[5]))); 
# 27
stride15 += (stride15 - (-(stride15 + stride15))); 
# 28
float v16{(5.875F)}; 
# 29
} 
#endif
# 31 "v002259.cu"
__attribute__((visibility("hidden"))) void grow17_kernel(float a18, const double *in19) ;
#if 0
# 31
{ 
# 32
__attribute__((unused)) extern size_t dyn_20[]; 
# 33
(dyn_20[0]) = ((long)a18); 
# 34
if (dyn_20[4]) { 
# 35
return; 
# 36
}  
# 37
unsigned v21[7] = {(25)}; 
# 38
} 
#endif
# 40 "v002259.cu"
int main() { 
# 41
int count22 = 1334; 
# 42
unsigned lim23[5] = {('\t'), (48L)}; 
# 43
auto r24 = 16UL - (count22 * (+(lim23[3]))); 
# 44
r24 = (43); 
# 45
(__cudaPushCallConfiguration(4 * 4, sizeof(unsigned) * (128))) ? (void)0 : grow17_kernel((r24 * ('z')) + ((lim23[count22]) - count22), static_cast< const double *>(nullptr)); 
# 46
return 0; 
# 47
} 

# 1 "v002259.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__93fb4611_10_v002259_cu_d3083f50
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002259.cudafe1.stub.c"
#include "v002259.cudafe1.stub.c"
# 1 "v002259.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
