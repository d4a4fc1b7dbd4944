# 1 "v001243.cu"
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
# 9 "v001243.cu"
static void count4_kernel(unsigned char p5, unsigned *__restrict__ data6, const long long *input7) ;
#if 0
# 9
{ 
# 10
int idx8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 11
const float x9 = (1.25F); 
# 12
int w10 = 0; 
# 13
while (w10 < 12) { 
# 14
__attribute__((unused)) static unsigned char sh_11[8]; 
# 15
++w10; 
# 16
}  
# 17
__attribute__((unused)) static int sh_12[32]; 
# 18
} 
#endif
# 20 "v001243.cu"
__attribute__((visibility("hidden"))) void scale13_kernel(int count14, unsigned cfg15) ;
#if 0
# 20
{ 
# 21
int i16 = __device_builtin_variable_threadIdx.x; 
# 22
if (i16 >= count14) { 
# 23
return; }  
# 24
cfg15 = i16; 
# 25
const int *y17 = ((const int *)nullptr); 
# 26
int pass18 = 0; 
# 27
while (pass18 < i16) { 
# 28
unsigned k19 = i16 + ((y17[__device_builtin_variable_threadIdx.x]) + ((__device_builtin_variable_threadIdx.x) + __device_builtin_variable_warpSize)); 
# 29
int w20 = 0; 
# 30
while (w20 < w20) { 
# 31
count14 >>= (static_cast< int>(__device_builtin_variable_threadIdx.x)); 
# 32
++w20; 
# 33
}  
# 34
--k19; 
# 35
++pass18; 
# 36
}  
# 37
} 
#endif
# 39 "v001243.cu"
double run_gather21(int lane22, const float *input23) { 
# 40
lane22 &= (static_cast< unsigned char>(lane22)); 
# 41
constexpr int y24 = (2454L); 
# 42
const char *sum25 = ("path\\to"); 
# 43
int pass26 = 0; 
# 44
do { 
# 45
lane22 = ((sum25[1]) + 49); 
# 46
++pass26; 
# 47
} while (pass26 < 16); 
# 48
size_t t27 = (0); 
# 49
(__cudaPushCallConfiguration(dim3(128, (t27 + (63)) / (64)), 64, 0, (cudaStream_t)0)) ? (void)0 : count4_kernel(43UL >> (lane22 - 27L), (unsigned *)nullptr, (const long long *)nullptr); 
# 50
return (9.25); 
# 51
} 
# 53
int main() { 
# 54
int len28 = 3510; 
# 55
len28 = len28; 
# 56
len28++; 
# 57
for (int j29 = 0; j29 < 7; ++j29) { 
# 58
(__cudaPushCallConfiguration(((dim3)(1 << 9)), dim3((j29 + 255) / 256, 256, 1 << 1))) ? (void)0 : scale13_kernel(((len28 += len28), j29), (len28 + 21) + (j29 << j29)); 
# 59
float h30 = j29; 
# 60
}  
# 61
return 0; 
# 62
} 

# 1 "v001243.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f0ce9558_10_v001243_cu_64a0380f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001243.cudafe1.stub.c"
#include "v001243.cudafe1.stub.c"
# 1 "v001243.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
