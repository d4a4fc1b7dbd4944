# 1 "v001242.cu"
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
# 25 "v001242.cu"
__attribute__((visibility("hidden"))) void sift8(const float *input9) ;
#if 0
# 26
{ 
# 27
if ((*input9) < ((-0) + (input9[7]))) { 
# 28
int flag10(*input9); 
# 29
unsigned stride11 = (3284); 
# 30
} else { 
# 31
}  
# 32
} 
#endif
# 33 "v001242.cu"
constexpr inline long RADIUS12 = (8); 
# 34
static int c_merge13; 
# 36
__attribute__((visibility("hidden"))) void grow14_kernel(double *dst15, long p16, double *out17, const double *in18) ;
#if 0
# 37
{ 
# 38
if (!((47) > (in18[c_merge13]))) { 
# 39
return; 
# 40
}  
# 41
p16 -= (out17[7]); 
# 42
double diff19 = (8); 
# 43
constexpr char s20 = (2 + 21); 
# 44
} 
#endif
# 46 "v001242.cu"
int main() 
# 47
{ 
# 48
int size21 = 2576; 
# 49
for (int n22 = 0; n22 < 12; ++n22) { 
# 50
size21--; 
# 51
}  
# 52
int res23 = (RADIUS12); 
# 53
auto x24 = (float)size21; 
# 54
++x24; 
# 55
(__cudaPushCallConfiguration(8 + 8, dim3(16, sizeof(float) * (32)), sizeof(double) * (32))) ? (void)0 : sift8(&x24); 
# 56
(__cudaPushCallConfiguration(dim3(sizeof(float) * (52 + 76), 8 + 120), 64, sizeof(unsigned) * (RADIUS12 + (RADIUS12 + ((2) + (RADIUS12 + ((8) + (RADIUS12 + (22))))))))) ? (void)0 : grow14_kernel(nullptr, 5 + size21, nullptr, nullptr); 
# 57
return 0; 
# 58
} 

# 1 "v001242.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4872f23d_10_v001242_cu_4a209242
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001242.cudafe1.stub.c"
#include "v001242.cudafe1.stub.c"
# 1 "v001242.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
