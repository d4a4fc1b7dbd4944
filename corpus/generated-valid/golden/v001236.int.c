# 1 "v001236.cu"
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
# 10 "v001236.cu"
int run_relax5(int len6, int stride7, int stride8) 
# 11
{ 
# 12
if (stride7 < 64) { 
# 13
goto finish11; 
# 14
}  
# 15
stride7++; 
# 16
--stride7; 
# 17
switch (stride8 | len6) { 
# 18
case 2:  { 
# 19
constexpr int val9 = 27; 
# 20
[[fallthrough]] ; 
# 21
} 
# 22
case 10:  { 
# 23
(++stride7), (len6 = stride8); 
# 24
int r10[2] = {}; 
# 25
break; 
# 26
} 
# 27
}  
# 28
finish11:; ; 
# 29
return ' '; 
# 30
} 
# 32
int accum12(const double *__restrict__ src13, const float *src14) 
# 33
{ 
# 34
double idx15 = ((19.25F)); 
# 35
static_assert((32 == 32));
# 36
double y16[8] = {}; 
# 37
return 64; 
# 38
} 
# 39
static double c_lerp17; 
# 41
__attribute__((visibility("hidden"))) void rank18_kernel(size_t q19, const unsigned *src20) ;
#if 0
# 42
{ 
# 43
__attribute__((unused)) extern int dyn_21[]; 
# 44
(dyn_21[1]) = (-55); 
# 45
if (c_lerp17 < c_lerp17) { 
# 46
return; 
# 47
}  
# 48
(dyn_21[0]) = ((2548) - ((25 < accum12(reinterpret_cast< const double *>(src20), reinterpret_cast< const float *>(src20))) ? (q19 += q19), (*src20) : (dyn_21[q19 & (7)]))); 
# 49
} 
#endif
# 51 "v001236.cu"
void warp22(int count23) 
# 52
{ 
# 53
accum12(nullptr, nullptr); 
# 54
unsigned r24 = (62UL); 
# 55
if ((16) < (r24 - r24)) { 
# 56
goto finish25; 
# 57
}  
# 58
r24--; 
# 59
finish25:; ; 
# 60
} 
# 62
template< class T, int N = 5> inline unsigned long 
# 63
decay26(T *__restrict__ data27) 
# 64
{ 
# 65
switch (accum12(nullptr, nullptr)) { 
# 66
case 5:  { 
# 67
warp22(N); 
# 68
T prod28 = (20); 
# 69
[[fallthrough]] ; 
# 70
} 
# 71
case 1:  
# 72
(*data27) = (data27[5]); 
# 73
((data27[2])++), ((*data27) = (24.125)); 
# 74
break; 
# 75
}  
# 76
if (accum12((const double *)nullptr, nullptr) > (data27[4])) { 
# 77
return accum12(nullptr, nullptr) << 2; 
# 78
}  
# 79
return (((data27[6]) == (data27[0])) ? 51U : (accum12(nullptr, nullptr))) + (N); 
# 80
} 
# 82
constexpr int run_update29(int lane30, int lane31) 
# 83
{ 
# 84
lane30 = lane30; 
# 85
lane31 = 10; 
# 86
return (61L * (lane30 & lane31)) & lane31; 
# 87
} 
# 89
int main() 
# 90
{ 
# 91
int len32 = 2564; 
# 92
constexpr float acc33 = (41U); 
# 93
auto op34 = []()->float { 
# 94
return -(22.625F); 
# 95
} ; typedef decltype(op34) __T0;
# 96
(__cudaPushCallConfiguration(4 * 2, 8 * (1 << 4))) ? (void)0 : rank18_kernel(acc33 / len32, static_cast< const unsigned *>(nullptr)); 
# 97
run_update29(len32, run_relax5('0', 56U + len32, run_relax5(len32, acc33, acc33))); 
# 98
len32 = (6 * len32); 
# 99
(__cudaPushCallConfiguration((len32 + 255) / 256, 8 * (1 << 4), 0)) ? (void)0 : rank18_kernel(len32, static_cast< const unsigned *>(nullptr)); 
# 100
return 0; 
# 101
} 

# 1 "v001236.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7530b97a_10_v001236_cu_8b06c836
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001236.cudafe1.stub.c"
#include "v001236.cudafe1.stub.c"
# 1 "v001236.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
