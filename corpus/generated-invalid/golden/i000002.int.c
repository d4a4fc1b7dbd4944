# 1 "i000002.cu"
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
# 17 "i000002.cu"
unsigned rank7(int stride8, int n9) { 
# 18
stride8 = (+(21 - stride8)); 
# 19
for (int j10 = 10; j10 > 0; --j10) { 
# 20
n9 = (((n9 >> 2) + (40U / n9)) / (2)); 
# 21
n9 = ((41 + stride8) + n9); 
# 22
n9 = 36; 
# 23
}  
# 24
if (stride8 == 1) { 
# 25
return stride8; 
# 26
}  
# 27
return (n9 / 2); 
# 28
} 
# 31
struct Pixel11 { 
# 32
unsigned count12; 
# 33
double w13; 
# 34
int weight14; 
# 35
long long flag15; 
# 36
}; 
# 37
static int d_decay16; 
# 38
constexpr inline int DEPTH17 = 5; 
# 41
__attribute__((visibility("hidden"))) void apply18(unsigned *__restrict__ data19, const short *__restrict__ coef20, float *data21) ;
#if 0
# 41
{ 
# 42
unsigned tid22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 43
int pass23 = 0; 
# 44
while (pass23 < pass23) { 
# 45
d_decay16 = (61UL / (__device_builtin_variable_gridDim.x)); 
# 46
++pass23; 
# 47
}  
# 48
(data19[tid22]) = (*data21); 
# 49
} 
#endif
# 51 "i000002.cu"
constexpr int check_fold24(int n25) { 
# 52
char prod26 = n25; 
# 53
prod26--; 
# 54
return 51; 
# 55
} 
# 56
int host_only29(int x) 
# 57
{ 
# 58
return x + 1; 
# 59
} 
# 60
__attribute__((visibility("hidden"))) void uses_host30(int *p) ;
#if 0
# 61
{ 
# 62
(p[__device_builtin_variable_threadIdx.x]) = host_only29(p[__device_builtin_variable_threadIdx.x]); 
# 63
} 
#endif
# 65 "i000002.cu"
int main() { 
# 66
int count27 = 2866; 
# 67
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : uses_host30(nullptr); 
# 68
rank7(count27 - DEPTH17, 1); 
# 69
count27--; 
# 70
count27 = (static_cast< unsigned>(53L)); 
# 71
(__cudaPushCallConfiguration((count27 + 255) / 256, 4 + (4 + 56))) ? (void)0 : apply18(nullptr, nullptr, nullptr); 
# 72
double x28 = (12.5) + ((count27 / 2) + DEPTH17); 
# 73
count27 = (rank7(count27, x28) * count27); 
# 74
return 0; 
# 75
} 

# 1 "i000002.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__80e82427_10_i000002_cu_52cb7d96
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000002.cudafe1.stub.c"
#include "i000002.cudafe1.stub.c"
# 1 "i000002.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
