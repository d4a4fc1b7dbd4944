# 1 "v002382.cu"
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
# 21 "v002382.cu"
static float d_stencil8; 
# 23
__attribute__((unused)) float tally9(const int *input10, float b11, int lane12 = 29) {int volatile ___ = 1;(void)input10;(void)b11;(void)lane12;
# 30
::exit(___);}
#if 0
# 23
{ 
# 24
for (int i13 = 0; i13 < 9; i13 += 3) { 
# 25
float e14 = ((62UL) + b11) + (__device_builtin_variable_threadIdx.x); 
# 26
unsigned u15 = e14; 
# 27
}  
# 28
b11 /= (static_cast< int>(4151)); 
# 29
return (+(lane12 | lane12)) * ((*input10) & 15); 
# 30
} 
#endif
# 32 "v002382.cu"
void shade16(int len17, int stride18) { 
# 33
len17 &= 64; 
# 34
float w19[8]{(23.5F), (-20L), (15.125F), (2435U), (float)stride18, (' '), static_cast< float>(stride18), (30LL)}; 
# 35
do { stride18 += ((((w19[6]) + (54)) == (w19[stride18])) ? w19[len17] : (6)); } while (0); 
# 36
long prod20((43LL)); 
# 37
int *flag21 = (static_cast< int *>(nullptr)); 
# 38
short lim22 = len17 + 9; 
# 39
} 
# 41
static int stencil23(int stride24, float a25) { 
# 42
a25 *= a25; 
# 43
const int *off26 = (nullptr); 
# 44
dim3 diff27(1 << 1); 
# 45
return stride24; 
# 46
} 
# 48
__attribute__((visibility("hidden"))) void decay28(int n29, int n30, int lane31, double *acc32) ;
#if 0
# 48
{ 
# 49
__attribute__((unused)) extern int dyn_33[]; 
# 50
int idx34 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 51
for (int it35 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); it35 < 11; it35 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 52
(lane31--), ((acc32[lane31]) -= (idx34 - (idx34 * lane31))); 
# 53
int acc36 = n29; 
# 54
n29 -= ((8U) / ((acc32[4]) - (41))); 
# 55
}  
# 56
} 
#endif
# 58 "v002382.cu"
template< class T, class U> __attribute__((unused)) T 
# 59
pivot37(U p38, U *acc39) {int volatile ___ = 1;(void)p38;(void)acc39;
# 68
::exit(___);}
#if 0
# 59
{ 
# 60
U v40((+(__device_builtin_variable_blockIdx.y)) + (tally9(static_cast< const int *>(nullptr), 43) * d_stencil8)); 
# 61
for (int n41 = 0; n41 < 3; n41 += 3) { 
# 62
(acc39[n41 & 7]) -= tally9(&n41, tally9(&n41, (16.5F)) + ((n41 > v40) ? d_stencil8 : v40)); }  
# 63
if (((size_t)v40) < d_stencil8) { 
# 64
return static_cast< U>(v40); }  
# 65
T lim42 = (v40 + ((*acc39) - tally9(static_cast< const int *>(nullptr), 50))) + (static_cast< T>((2) & (__device_builtin_variable_gridDim.y))); 
# 66
const U res43 = v40; 
# 67
return tally9(nullptr, res43, (v40 * d_stencil8) / ((14) & (__device_builtin_variable_threadIdx.y))); 
# 68
} 
#endif
# 70 "v002382.cu"
int main() { 
# 71
int size44 = 3007; 
# 72
shade16(size44 * ((int)size44), (float)stencil23(size44, (19.375F))); 
# 73
(__cudaPushCallConfiguration(256, 2 + (2 + 28))) ? (void)0 : decay28(size44 & 15, 2, size44, nullptr); 
# 74
for (int i45 = 0; i45 < 3; i45++) { 
# 75
size44 += size44; 
# 76
float flag46 = -(i45 & 15); 
# 77
}  
# 78
return 0; 
# 79
} 

# 1 "v002382.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7736d604_10_v002382_cu_5d714322
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002382.cudafe1.stub.c"
#include "v002382.cudafe1.stub.c"
# 1 "v002382.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
