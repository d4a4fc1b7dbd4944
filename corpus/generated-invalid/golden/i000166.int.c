# 1 "i000166.cu"
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
# 10 "i000166.cu"
__attribute__((visibility("hidden"))) void grow5(int *buf6) ;
#if 0
# 10
{ 
# 11
float v7 = (1); 
# 12
if (((*buf6) & 26U) < 5U) { 
# 13
return; 
# 14
}  
# 15
int diff8 = (*buf6) | 4431L; 
# 16
unsigned char z9[7] = {(13ULL)}; 
# 17
int off10[6]{55, diff8, diff8, diff8, 5, diff8}; 
# 18
(off10[0]) = v7; 
# 19
} 
#endif
# 22 "i000166.cu"
__attribute__((visibility("hidden"))) void weigh11(float *dst12, long long p13) ;
#if 0
# 22
{ 
# 23
unsigned e14[3]{7U, (static_cast< unsigned>(44)), 2U}; 
# 24
(e14[p13]) &= p13; 
# 25
int t15 = ((dst12[p13]) * (' ')) - (((e14[1]) - (57)) | 57L); 
# 26
} 
#endif
# 29 "i000166.cu"
int run_norm16(char a17, unsigned a18) { 
# 30
int pass19 = 0; 
# 31
while (pass19 < 10) { 
# 32
a17--; 
# 33
dim3 z20((pass19 + 63) / 64); 
# 34
++pass19; 
# 35
}  
# 36
return 14UL * (a17 % 8); 
# 37
} 
# 39
inline int tile21(long beta22, unsigned short q23) { 
# 40
if (beta22 < (beta22 * beta22)) { 
# 41
int s24 = beta22; 
# 42
} else { 
# 43
++q23; 
# 44
}  
# 45
beta22 -= ((q23 % 8) + ((size_t)(q23 / 2))); 
# 46
return q23 % beta22; 
# 47
} 
# 48
enum class Phase25 { Fast26, High27, Blue28, Off29 = 8}; 
# 49
inline namespace { 
# 50
void hidden_kernel34(int *p) ;
#if 0
# 50
{ (p[0]) = 0; } 
#endif
# 51 "i000166.cu"
}
# 53
int main() { 
# 54
int size30 = 3648; 
# 55
dim3 cnt31(16 * 8, 32); 
# 56
int z32 = tile21(+size30, size30) - ((int)size30); 
# 57
int flag33[4]{4646, (60L), z32, (17UL)}; 
# 58
(__cudaPushCallConfiguration(dim3((size30 + 127) / 128, 64, 128), 512)) ? (void)0 : grow5((int *)nullptr); 
# 59
(__cudaPushCallConfiguration((z32 + 127) / 128, 16 * 4)) ? (void)0 : weigh11(nullptr, 4L + (run_norm16(size30, 54U))); 
# 60
return 0; 
# 61
} 

# 1 "i000166.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4b969575_10_i000166_cu_c8c02689
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000166.cudafe1.stub.c"
#include "i000166.cudafe1.stub.c"
# 1 "i000166.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
