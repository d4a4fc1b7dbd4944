# 1 "v000747.cu"
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
# 11 "v000747.cu"
static void update4_kernel(const int *in5, signed char *__restrict__ data6) ;
#if 0
# 12
{ 
# 13
float diff7 = *data6; 
# 14
int *res8 = reinterpret_cast< int *>(data6); 
# 15
int w9 = 48 + (in5[2]); 
# 16
} 
#endif
# 17 "v000747.cu"
static float c_clamp10[4]; 
# 18
static int c_norm11; 
# 20
__attribute__((visibility("hidden"))) void norm12(const int *input13) ;
#if 0
# 21
{ 
# 22
__attribute__((unused)) extern int dyn_14[]; 
# 23
auto acc15 = 48; 
# 24
--(dyn_14[c_norm11]); 
# 25
auto k16 = (19.5F); 
# 26
} 
#endif
# 28 "v000747.cu"
__attribute__((visibility("hidden"))) void lerp17_kernel(float *dst18, int *buf19, int *__restrict__ data20, bool alpha21) ;
#if 0
# 29
{ 
# 30
int acc22 = (10UL); 
# 31
acc22 *= 48; 
# 32
} 
#endif
# 34 "v000747.cu"
inline double fold23(const float *__restrict__ src24) 
# 35
{ 
# 36
{ 
# 37
} 
# 38
return (21.875) / (((src24[0]) == (57)) ? src24[6] : (14.25)); 
# 39
} 
# 41
int main() 
# 42
{ 
# 43
int count25 = 498; 
# 44
int flag26 = 14; 
# 45
(__cudaPushCallConfiguration((count25 + 127) / 128, ((dim3)(1 << 3)))) ? (void)0 : norm12((const int *)nullptr); 
# 46
(__cudaPushCallConfiguration(((dim3)((count25 + 31) / 32)), 512)) ? (void)0 : update4_kernel(nullptr, (signed char *)nullptr); 
# 47
(__cudaPushCallConfiguration(sizeof(int) * (8), 48 + 16, 128 * 2, 0)) ? (void)0 : lerp17_kernel(nullptr, &count25, &count25, (unsigned char)count25); 
# 48
return 0; 
# 49
} 

# 1 "v000747.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__89169808_10_v000747_cu_13e2ff91
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000747.cudafe1.stub.c"
#include "v000747.cudafe1.stub.c"
# 1 "v000747.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
