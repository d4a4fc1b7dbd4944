# 1 "v001669.cu"
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
# 21 "v001669.cu"
static void step6_kernel(double *acc7, float p8, float b9, int *dst10) ;
#if 0
# 22
{ 
# 23
(dst10[5]) = ((31) + b9); 
# 24
constexpr int idx11 = 3162; 
# 25
} 
#endif
# 26 "v001669.cu"
enum class Phase12 { High13, Busy14 = 6, Green15}; 
# 28
__attribute__((visibility("hidden"))) void filter16(int *acc17) ;
#if 0
# 29
{ 
# 30
size_t stride18[8] = {}; 
# 31
(acc17[0]) = (((1814) - ((acc17[7]) * (stride18[5]))) - (3356)); 
# 32
int acc19[6] = {}; 
# 33
} 
#endif
# 35 "v001669.cu"
__attribute__((visibility("hidden"))) void pack20_kernel(int n21, float *out22, unsigned char p23) ;
#if 0
# 36
{ 
# 37
p23 = (45); 
# 38
(out22[n21 & 7]) = ((((out22[p23 & 7]) - n21) - (48)) * (13U | (n21 * n21))); 
# 39
} 
#endif
# 42 "v001669.cu"
__attribute__((visibility("hidden"))) void stencil24(unsigned *data25, int count26, int count27, unsigned a28) ;
#if 0
# 43
{ 
# 44
count26 = (sizeof(long)); 
# 45
if (count26 == 26) { 
# 46
return; 
# 47
}  
# 48
Phase12 flag29 = Phase12::Busy14; 
# 49
int s30 = (7) & ((count27 - (u'\x61')) & (*data25)); 
# 50
++s30; 
# 51
static_assert((5 == 5), "bad config");
# 52
auto off31 = sizeof(float); 
# 53
} 
#endif
# 55 "v001669.cu"
static float check_tally32(const unsigned *coef33, float cfg34, float *data35) 
# 56
{ 
# 57
auto u36 = cfg34; 
# 58
([]{ 
# 59
Phase12 flag37 = Phase12::High13; 
# 60
flag37 = Phase12::Busy14; 
# 61
} )(); 
# 62
(__cudaPushCallConfiguration(16, 128, 0, (cudaStream_t)0)) ? (void)0 : stencil24(const_cast< unsigned *>(coef33), u36, *coef33, ((*coef33) >> 1) % (48)); 
# 63
cfg34 = (u36 / (((*coef33) * (25)) & ('a'))); 
# 64
(__cudaPushCallConfiguration(1 << 9, (16 + 112) * 2, 64 * 16)) ? (void)0 : filter16((int *)nullptr); 
# 65
return (16) * ((*coef33) / (~(*coef33))); 
# 66
} 
# 68
int main() 
# 69
{ 
# 70
int n38 = 217; 
# 71
check_tally32(nullptr, n38, nullptr); 
# 72
const long lim39 = n38; 
# 73
auto op43 = [](unsigned t40, int diff41)->size_t { 
# 74
int w42 = check_tally32(static_cast< const unsigned *>(nullptr), check_tally32(static_cast< const unsigned *>(nullptr), t40, (float *)nullptr), nullptr); 
# 75
return (diff41 * 41) + (static_cast< int>(t40)); 
# 76
} ; typedef decltype(op43) __T0;
# 77
float r44 = lim39; 
# 78
unsigned hi45 = lim39; 
# 79
(__cudaPushCallConfiguration((lim39 + (31)) / (32), 8 * 8)) ? (void)0 : step6_kernel(nullptr, op43(lim39 & n38, lim39 | lim39), __alignof__(double) + lim39, nullptr); 
# 80
(__cudaPushCallConfiguration((hi45 + (63)) / (64), 31 + (31 + 2), 0)) ? (void)0 : pack20_kernel(check_tally32((const unsigned *)nullptr, lim39 + (39), (float *)nullptr), nullptr, check_tally32(static_cast< const unsigned *>(nullptr), n38, nullptr) * ((64) - r44)); 
# 81
return 0; 
# 82
} 

# 1 "v001669.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7e22644a_10_v001669_cu_ebbe11fe
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001669.cudafe1.stub.c"
#include "v001669.cudafe1.stub.c"
# 1 "v001669.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
