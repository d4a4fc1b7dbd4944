# 1 "v000640.cu"
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
# 12 "v000640.cu"
static void apply5(int len6, int count7, const int *in8) ;
#if 0
# 12
{ 
# 13
int i9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 14
if (i9 >= count7) { 
# 15
return; 
# 16
}  
# 17
++count7; 
# 18
len6 = len6; 
# 19
} 
#endif
# 21 "v000640.cu"
template< class T, int N = 6> inline T 
# 22
stencil10(T *data11, int *out12) { 
# 23
auto mid13 = (-43); 
# 24
float off14 = N + (out12[mid13]); 
# 25
bool e15 = (mid13 ^ 12) != (mid13 - (7 | mid13)); 
# 26
return (23.75F); 
# 27
} 
# 28
constexpr unsigned TILE16 = (2 + 3); 
# 30
int spread17(int *out18, int lane19, const int *in20) { 
# 31
lane19 = ((4970) | (((out18[lane19]) + (in20[lane19])) + ((out18[lane19]) + 47U))); 
# 32
cudaStream_t lim21 = ((cudaStream_t)0); 
# 33
if ((in20[lane19]) < (out18[lane19 & 7])) { 
# 34
lane19 = (((out18[3]) - TILE16) * (in20[lane19])); 
# 35
}  
# 36
++lane19; 
# 37
int lo22 = ((('a') * (in20[lane19])) * 2) + ((*out18) * 26); 
# 38
return TILE16 + (*out18); 
# 39
} 
# 41
int run_scale23(long long a24) { 
# 42
([]{ 
# 43
float h25 = (TILE16); 
# 44
} )(); 
# 45
a24 = (3); 
# 46
a24 = TILE16; 
# 47
a24--; 
# 48
return (((a24 == a24) ? TILE16 : a24) + (10UL)); 
# 49
} 
# 50
enum Level26 { IDLE27, BLUE28, IDLE29}; 
# 52
namespace _GLOBAL__N__df9d7314_10_v000640_cu_31625ded __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__df9d7314_10_v000640_cu_31625ded; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__df9d7314_10_v000640_cu_31625ded __attribute__((visibility("hidden")))  { 
# 53
enum Color30 { 
# 54
HIGH31, 
# 55
FAST32 = 4, 
# 56
BUSY33, 
# 57
GREEN34 = 11, 
# 58
LOW35
# 59
}; 
# 61
float check_fuse36(int len37, const float *coef38, Color30 beta39) { 
# 62
if ((sizeof(float) + len37) > (len37 - (' '))) { 
# 63
unsigned off40 = TILE16 / (beta39 + (53LL - len37)); 
# 64
(__cudaPushCallConfiguration(64, 32, sizeof(int) * (128), nullptr)) ? (void)0 : apply5(((+off40) > (*coef38)) ? off40 : (3), 5U, reinterpret_cast< const int *>(coef38)); 
# 65
} else { if ((TILE16 & len37) == (((beta39 == (GREEN34)) ? len37 : (*coef38)) + (35UL - len37))) { }  }  
# 66
return ((!coef38) ? beta39 : TILE16) % TILE16; 
# 67
} 
# 68
enum Color41 { OFF42, HIGH43}; 
# 69
}
# 71
int main() { 
# 72
int size44 = 1022; 
# 73
size44 = (size44 | ((size44 + size44) % TILE16)); 
# 74
(__cudaPushCallConfiguration(dim3(sizeof(unsigned) * ((BUSY33) + 3), (size44 + 63) / 64, (GREEN34) + ((LOW35) + 105)), ((HIGH43) + 1) * ((BUSY33) + (GREEN34)))) ? (void)0 : apply5(((IDLE27) ^ size44) * (11L ^ size44), sizeof(int), &size44); 
# 75
size44 = 12; 
# 76
return 0; 
# 77
} 

# 1 "v000640.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__df9d7314_10_v000640_cu_31625ded
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000640.cudafe1.stub.c"
#include "v000640.cudafe1.stub.c"
# 1 "v000640.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
