# 1 "v000724.cu"
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
# 17 "v000724.cu"
template< class T> 
# 18
struct Span5 { 
# 19
T hi6, lo7; 
# 20
char x8; 
# 21
}; 
# 24
__attribute__((visibility("hidden"))) void bias9_kernel(unsigned q10, int *dst11, int *acc12) ;
#if 0
# 25
{ 
# 26
int tid13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 27
q10 = ((*acc12) - (*acc12)); 
# 28
const int k14 = __device_builtin_variable_warpSize; 
# 29
{ 
# 30
__attribute__((unused)) static float sh_15[8]; 
# 31
int t16[5] = {k14, (static_cast< int>((char)16)), 53, (60L)}; 
# 32
} 
# 33
bool h17 = dst11[7]; 
# 34
} 
#endif
# 35 "v000724.cu"
static char c_update18; 
# 38
extern "C" __attribute__((visibility("hidden"))) void scale19_kernel(const long long *input20, int *acc21) ;
#if 0
# 39
{ 
# 40
__attribute__((unused)) extern float dyn_22[]; 
# 41
int gid23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 42
long idx24 = (45); 
# 43
int y25 = idx24; 
# 44
do { y25 += (((float)((__device_builtin_variable_threadIdx.x) & (28))) + ((__device_builtin_variable_threadIdx.y) - (idx24 & (2)))); } while (0); 
# 45
} 
#endif
# 46 "v000724.cu"
static_assert((9 > 8), "bad config");
# 47
enum class Axis26 { Slow27, Green28 = 6}; 
# 50
void combine29(int lane30, char *buf31) 
# 51
{ 
# 52
(lane30++), ((buf31[4]) = (-1)); 
# 53
const float k32 = lane30 - (22U * (*buf31)); 
# 54
(*buf31) |= (lane30 | ((63 ^ (*buf31)) + (26 << (buf31[lane30])))); 
# 55
lane30 = ((*buf31) + 31); 
# 56
} 
# 58
__attribute__((visibility("hidden"))) void tally33(const int *in34, float *out35, int stride36) ;
#if 0
# 59
{ 
# 60
int i37 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 61
Span5< double>  stride38 = {(static_cast< double>((20.625F))), (-(5.125)), (64)}; 
# 62
Span5< double>  u39 = stride38; 
# 63
u39 = u39; 
# 64
if (out35 == (nullptr)) { 
# 65
return; 
# 66
}  
# 67
stride36 += (out35[0]); 
# 68
stride36 -= ((((stride38.x8) += (out35[0])), ((stride38.x8) + (*in34))) & (~stride36)); 
# 69
} 
#endif
# 71 "v000724.cu"
static void run_spread40(int stride41 = 38) 
# 72
{ 
# 73
switch (stride41) { 
# 74
case 7:  { 
# 75
char s42 = (stride41 % 43) + (stride41 * (stride41 - stride41)); 
# 76
if (s42 < 22L) { 
# 77
return; 
# 78
}  
# 79
break; 
# 80
} 
# 81
case 10:  
# 82
break; 
# 83
default:  
# 84
break; 
# 85
}  
# 86
} 
# 88
int main() 
# 89
{ 
# 90
int len43 = 718; 
# 91
cudaStream_t cnt44 = (0); 
# 92
unsigned char y45 = (5); 
# 93
(__cudaPushCallConfiguration(26 + 6, 26 + 102)) ? (void)0 : bias9_kernel(23LL | len43, &len43, &len43); 
# 94
(__cudaPushCallConfiguration(16 + 16, 26 + (16 + 22))) ? (void)0 : scale19_kernel((const long long *)nullptr, &len43); 
# 95
(__cudaPushCallConfiguration(26 + 6, sizeof(float) * (16 + 16))) ? (void)0 : tally33(&len43, nullptr, 32 * len43); 
# 96
return 0; 
# 97
} 

# 1 "v000724.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__14e3c246_10_v000724_cu_887d6b05
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000724.cudafe1.stub.c"
#include "v000724.cudafe1.stub.c"
# 1 "v000724.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
