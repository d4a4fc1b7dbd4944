# 1 "v000241.cu"
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
# 15 "v000241.cu"
__attribute__((visibility("hidden"))) void scale8(int n9, int stride10) ;
#if 0
# 16
{ 
# 17
__attribute__((unused)) extern float dyn_11[]; 
# 18
int q12 = (-13); 
# 19
if (q12 > 10U) { 
# 20
(dyn_11[q12]) = ((n9 % 8) + 48); 
# 21
switch (stride10) { 
# 22
case 6:  
# 23
if (stride10 - n9) { 
# 24
return; }  
# 25
break; 
# 26
}  
# 27
stride10--; 
# 28
}  
# 29
} 
#endif
# 30 "v000241.cu"
enum Kind13: unsigned { 
# 31
SLOW14 = 3U, 
# 32
RED15 = 5U, 
# 33
LOW16, 
# 34
LOW17, 
# 35
ON18
# 36
}; 
# 38
struct Tile19 { 
# 39
float y20; 
# 40
unsigned mass21; 
# 41
char y22; 
# 42
}; 
# 44
inline double blend23(unsigned cfg24, int len25, int n26) 
# 45
{ 
# 46
++len25; 
# 47
cfg24 &= (5); 
# 48
if ((len25 - 54) > 4) { 
# 49
return (16.625F); }  
# 50
int w27 = 0; 
# 51
while (w27 < w27) { 
# 52
len25 = n26; 
# 53
n26++; 
# 54
++w27; 
# 55
}  
# 56
return n26 + n26; 
# 57
} 
# 59
__attribute__((unused)) int tile28(int *dst29) 
# 60
{int volatile ___ = 1;(void)dst29;
# 70
::exit(___);}
#if 0
# 60
{ 
# 61
blend23((1) * (static_cast< float>(*dst29)), *dst29, *dst29); 
# 62
(dst29[1]) = (dst29[7]); 
# 63
if ((dst29[1]) < (dst29[0])) { 
# 64
if ((dst29[3]) > (dst29[0])) { 
# 65
return blend23(blend23(37, *dst29, *dst29), 43UL, (LOW17) & (*dst29)); }  
# 66
double e30 = (2.875); 
# 67
}  
# 68
--(dst29[4]); 
# 69
return 44; 
# 70
} 
#endif
# 72 "v000241.cu"
namespace _GLOBAL__N__fcb05667_10_v000241_cu_d2e60b64 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__fcb05667_10_v000241_cu_d2e60b64; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__fcb05667_10_v000241_cu_d2e60b64 __attribute__((visibility("hidden")))  { 
# 73
enum class Phase31: int { Add32, Busy33}; 
# 75
struct __attribute((aligned(8))) Bounds34 { 
# 76
unsigned hi35; 
# 77
int count36; 
# 78
void get37(double f38) 
# 79
{ 
# 80
(count36) >>= ((SLOW14) - ((count36) + __alignof__(double))); 
# 81
} 
# 82
unsigned scale39() const 
# 83
{ 
# 84
const unsigned val40 = (28); 
# 85
return (sizeof(Bounds34)) + ((double)(hi35)); 
# 86
} 
# 87
}; 
# 89
unsigned probe41(int lane42, int count43, long *buf44) 
# 90
{ 
# 91
lane42--; 
# 92
Kind13 q45 = ON18; 
# 93
count43++; 
# 94
return count43; 
# 95
} 
# 96
}
# 98
void check_spread46(Bounds34 beta47) 
# 99
{ 
# 100
probe41(beta47.count36, (probe41(beta47.count36, beta47.hi35, nullptr) > (beta47.hi35)) ? probe41(beta47.count36, beta47.hi35, nullptr) : (beta47.hi35), nullptr); 
# 101
int tmp48 = beta47.hi35; 
# 102
(__cudaPushCallConfiguration(64, (ON18) + (56), 0)) ? (void)0 : scale8(14, beta47.scale39()); 
# 103
} 
# 105
int main() 
# 106
{ 
# 107
int count49 = 1302; 
# 108
count49++; 
# 109
count49 = (count49 % 8); 
# 110
if (count49 > probe41(count49, count49, (long *)nullptr)) { 
# 111
probe41(count49 * (2501 - count49), count49, nullptr); 
# 112
count49 = (~count49); 
# 113
double *m50 = (nullptr); 
# 114
}  
# 115
return 0; 
# 116
} 

# 1 "v000241.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fcb05667_10_v000241_cu_d2e60b64
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000241.cudafe1.stub.c"
#include "v000241.cudafe1.stub.c"
# 1 "v000241.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
