# 1 "v000262.cu"
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
# 26 "v000262.cu"
__attribute__((visibility("hidden"))) void lerp8_kernel(int *acc9) ;
#if 0
# 26
{ 
# 27
int gid10 = __device_builtin_variable_threadIdx.x; 
# 28
if ((__device_builtin_variable_gridDim.x) >= (7)) { 
# 29
return; }  
# 30
unsigned short prod11[5] = {}; 
# 31
} 
#endif
# 33 "v000262.cu"
__attribute__((unused)) float mix12(float a13, int len14, float alpha15 = 31) {int volatile ___ = 1;(void)a13;(void)len14;(void)alpha15;
# 37
::exit(___);}
#if 0
# 33
{ 
# 34
alpha15 *= (7); 
# 35
constexpr int val16 = (2 * 2); 
# 36
return (23.75F); 
# 37
} 
#endif
# 39 "v000262.cu"
__attribute__((visibility("hidden"))) void grow17_kernel(const size_t *input18) ;
#if 0
# 39
{ 
# 40
if ((*input18) == (*input18)) { 
# 41
if (mix12(__device_builtin_variable_threadIdx.x, ((*input18) > (7)) ? *input18 : (7), (13.25F)) == mix12(*input18, 5)) { }  
# 42
}  
# 43
} 
#endif
# 44 "v000262.cu"
constexpr int LANES19 = ((7 + (7 + 2)) * 2); 
# 46
__attribute__((visibility("hidden"))) void step20_kernel(int *buf21, const int *src22) ;
#if 0
# 46
{ 
# 47
int gid23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 48
for (int it24 = 0; it24 < 15; it24 += 2) { 
# 49
(buf21[gid23]) = (((mix12(buf21[4], 61, it24) != __device_builtin_variable_warpSize) ? 27U : it24) + (__device_builtin_variable_threadIdx.x)); 
# 50
if (buf21 != (nullptr)) { 
# 51
double h25[5]{static_cast< double>(gid23), static_cast< double>(it24), (14.75), ((18.375F)), ((10.375F))}; 
# 52
do { (buf21[6]) += ((__device_builtin_variable_threadIdx.x) + mix12(__device_builtin_variable_blockDim.x, __device_builtin_variable_gridDim.z)); } while (0); 
# 53
short flag26 = mix12(sizeof(char), buf21[__device_builtin_variable_blockIdx.x]); 
# 54
}  
# 55
}  
# 56
} 
#endif
# 58 "v000262.cu"
int main() { 
# 59
int size27 = 3550; 
# 60
(__cudaPushCallConfiguration((size27 + 127) / 128, 32, sizeof(double) * (32))) ? (void)0 : step20_kernel(&size27, &size27); 
# 61
const int w28 = (44L); 
# 62
char q29((55ULL)); 
# 63
for (int j30 = 0; j30 < size27; j30++) { 
# 64
size27++; 
# 65
(__cudaPushCallConfiguration((size27 + 127) / 128, 64, 4096, nullptr)) ? (void)0 : grow17_kernel((const unsigned long *)nullptr); 
# 66
}  
# 67
(__cudaPushCallConfiguration((size27 + 127) / 128, 1 << 6, sizeof(int) * (64), 0)) ? (void)0 : lerp8_kernel(&size27); 
# 68
return 0; 
# 69
} 

# 1 "v000262.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__94c5aae9_10_v000262_cu_e44fdd91
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000262.cudafe1.stub.c"
#include "v000262.cudafe1.stub.c"
# 1 "v000262.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
