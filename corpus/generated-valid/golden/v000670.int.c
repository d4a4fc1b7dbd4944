# 1 "v000670.cu"
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
# 7 "v000670.cu"
size_t clamp1(int n2, const int *in3, int *__restrict__ dst4) 
# 8
{ 
# 9
const char *acc5 = ("tile"); 
# 10
(*dst4) = 7; 
# 11
n2 >>= ((acc5[1]) + ((*in3) - (static_cast< unsigned char>(sizeof(unsigned))))); 
# 12
return in3[1]; 
# 13
} 
# 14
enum Mode6 { MUL7, ON8}; 
# 15
static int g_drift9; 
# 18
__attribute__((visibility("hidden"))) void smooth10_kernel(unsigned long *out11, double *buf12, int stride13, int lane14) ;
#if 0
# 19
{ 
# 20
int gid15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 21
if (gid15 >= lane14) { 
# 22
return; 
# 23
}  
# 24
if ((*buf12) > (24)) { 
# 25
stride13 = (__device_builtin_variable_blockIdx.y); 
# 26
int pass16 = 0; 
# 27
while (pass16 < pass16) { 
# 28
auto u17 = (*buf12) + (__device_builtin_variable_threadIdx.x); 
# 29
stride13 /= (6 - stride13); 
# 30
++pass16; 
# 31
}  
# 32
}  
# 33
} 
#endif
# 35 "v000670.cu"
__attribute__((visibility("hidden"))) void blend18_kernel(int lane19) ;
#if 0
# 36
{ 
# 37
unsigned gid20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 38
if (gid20 >= lane19) { 
# 39
return; 
# 40
}  
# 41
auto idx21 = gid20; 
# 42
constexpr int y22 = (8UL); 
# 43
unsigned v23 = ((unsigned)MUL7); 
# 44
for (int j24 = 0; j24 < lane19; ++j24) { 
# 45
unsigned long long val25 = idx21; 
# 46
}  
# 47
if ((lane19 >> lane19) != (__device_builtin_variable_gridDim.z)) { 
# 48
return; 
# 49
}  
# 50
v23 >>= 3; 
# 51
} 
#endif
# 53 "v000670.cu"
static void gather26_kernel(int count27, unsigned char p28, bool cfg29, int len30) ;
#if 0
# 54
{ 
# 55
int idx31 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 56
if (idx31 >= len30) { 
# 57
return; 
# 58
}  
# 59
p28 = (23 * ((((int)idx31) > idx31) ? count27 : len30)); 
# 60
++p28; 
# 61
} 
#endif
# 63 "v000670.cu"
int main() 
# 64
{ 
# 65
int len32 = 187; 
# 66
long z33 = g_drift9; 
# 67
g_drift9 += (3387L << ((g_drift9 + 50U) + g_drift9)); 
# 68
(__cudaPushCallConfiguration(((dim3)((g_drift9 + 31) / 32)), 32)) ? (void)0 : gather26_kernel(48LL, g_drift9 * (MUL7), (!(z33 >= len32)) ? g_drift9 - len32 : (g_drift9 % z33), g_drift9); 
# 69
(__cudaPushCallConfiguration((z33 + (63)) / (64), 128, 0, (cudaStream_t)0)) ? (void)0 : smooth10_kernel(nullptr, static_cast< double *>(nullptr), g_drift9, len32); 
# 70
(__cudaPushCallConfiguration((g_drift9 + 63) / 64, 256, 0, 0)) ? (void)0 : blend18_kernel(len32); 
# 71
return 0; 
# 72
} 

# 1 "v000670.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__983d09c4_10_v000670_cu_f903b112
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000670.cudafe1.stub.c"
#include "v000670.cudafe1.stub.c"
# 1 "v000670.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
