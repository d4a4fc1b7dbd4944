# 1 "v000848.cu"
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
# 15 "v000848.cu"
static float d_scatter7[32]; 
# 17
void pack8(unsigned *out9, int stride10) { 
# 18
stride10 = (((+(out9[5])) - 54L) + ((9 - stride10) - (stride10 & ('0')))); 
# 19
++stride10; 
# 20
int hi11 = stride10; 
# 21
double diff12 = (5); 
# 22
if (!(stride10 != (out9[hi11 & 7]))) { 
# 23
int acc13 = ((diff12 >= (5)) ? stride10 + stride10 : 20) >> hi11; 
# 24
if (((int)diff12) != 17) { 
# 25
return; 
# 26
}  
# 27
}  
# 28
} 
# 30
__attribute__((visibility("hidden"))) void apply14_kernel(double cfg15, int *out16) ;
#if 0
# 30
{ 
# 31
int i17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 32
char f18 = ((!(3 >= i17)) ? (d_scatter7[21]) / (127) : cfg15) * ((*out16) % ((*out16) & 45)); 
# 33
static_assert((19 > 18), "tile must fit");
# 34
const unsigned x19 = (4382); 
# 35
(d_scatter7[23])++; 
# 36
} 
#endif
# 39 "v000848.cu"
__attribute__((visibility("hidden"))) void relax20_kernel(float beta21, const unsigned *input22, float *acc23, int *out24) ;
#if 0
# 39
{ 
# 40
int gid25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 41
if (unsigned diff26 = (__device_builtin_variable_threadIdx.x) | (((__device_builtin_variable_blockIdx.y) * (*out24)) << (((out24[__device_builtin_variable_blockDim.x]) <= gid25) ? input22[gid25] : (input22[gid25 & 7]))); gid25 >= gid25) { 
# 42
int z27 = (((5) & (__device_builtin_variable_blockDim.y)) + (input22[7])) - (d_scatter7[(__device_builtin_variable_threadIdx.y) & (31)]); 
# 43
if ((-z27) < diff26) { 
# 44
beta21--; 
# 45
}  
# 46
}  
# 47
for (auto z28 : d_scatter7) { 
# 48
int z29(*input22); 
# 49
beta21 = (acc23[gid25]); 
# 50
}  
# 51
} 
#endif
# 53 "v000848.cu"
inline unsigned char run_kick30(int stride31) { 
# 54
stride31 = (((39UL | stride31) - ((unsigned char)stride31)) + stride31); 
# 55
--stride31; 
# 56
const char *f32 = ("ok"); 
# 57
if ((32 >= stride31) && ((f32[1]) >= sizeof(unsigned))) { 
# 58
(__cudaPushCallConfiguration(1 << 3, 32)) ? (void)0 : relax20_kernel(stride31, (const unsigned *)nullptr, nullptr, &stride31); 
# 59
}  
# 60
int r33 = stride31; 
# 61
if ((r33 != stride31) || ((f32[1]) < r33)) { 
# 62
return stride31; 
# 63
}  
# 64
return 45; 
# 65
} 
# 67
__attribute__((visibility("hidden"))) void smooth34_kernel(short a35) ;
#if 0
# 67
{ 
# 68
int tid36 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 69
a35 = (24); 
# 70
if (a35 != (__device_builtin_variable_warpSize - 24)) { 
# 71
return; 
# 72
}  
# 73
(d_scatter7[a35 & 31]) = ((__device_builtin_variable_threadIdx.x) | tid36); 
# 74
__attribute__((unused)) static double sh_37[64]; 
# 75
(d_scatter7[30]) = (d_scatter7[7]); 
# 76
} 
#endif
# 78 "v000848.cu"
int main() { 
# 79
int size38 = 3375; 
# 80
unsigned mid39 = size38; 
# 81
size38 = mid39; 
# 82
mid39 = (((size38 >> mid39) - mid39) << mid39); 
# 83
float u40 = ~(size38 / size38); 
# 84
(__cudaPushCallConfiguration((mid39 + (127)) / (128), 512)) ? (void)0 : apply14_kernel(u40, nullptr); 
# 85
(__cudaPushCallConfiguration((size38 + 255) / 256, 4 + 60)) ? (void)0 : smooth34_kernel(24U); 
# 86
return 0; 
# 87
} 

# 1 "v000848.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__20233a8b_10_v000848_cu_591d4254
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000848.cudafe1.stub.c"
#include "v000848.cudafe1.stub.c"
# 1 "v000848.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
