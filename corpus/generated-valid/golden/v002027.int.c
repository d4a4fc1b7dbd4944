# 1 "v002027.cu"
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
# 10 "v002027.cu"
namespace ops5 { 
# 11
constexpr int clamp6(int n7) { 
# 12
int cnt8 = (((n7 += n7), (-(n7 - n7)))); 
# 13
return 23; 
# 14
} 
# 15
}
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 17
__attribute__((unused)) static float update9(double *acc10) {int volatile ___ = 1;(void)acc10;
# 23
::exit(___);}
#if 0
# 17
{ 
# 18
const int *res11 = reinterpret_cast< const int *>(acc10); 
# 19
float flag12 = (46); 
# 20
(acc10[__device_builtin_variable_threadIdx.x]) /= ((int)(acc10[5])); 
# 21
(*acc10) *= (__alignof__(float)); 
# 22
return __device_builtin_variable_blockDim.y; 
# 23
} 
#endif

#pragma GCC diagnostic pop

# 25 "v002027.cu"
__attribute__((visibility("hidden"))) void score13_kernel(int *acc14) ;
#if 0
# 25
{ 
# 26
unsigned gid15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 27
float s16[2] = {(45)}; 
# 28
(acc14[4]) = (47UL % (__device_builtin_variable_blockDim.x)); 
# 29
constexpr int z17 = (53U); 
# 30
(acc14[1]) <<= 5; 
# 31
(s16[0]) /= (40); 
# 32
(s16[gid15]) += ((50) - (((acc14[gid15]) * (__device_builtin_variable_blockIdx.z)) >> (8 ^ (acc14[4])))); 
# 33
} 
#endif
# 35 "v002027.cu"
__attribute((always_inline)) __attribute__((unused)) static inline int rank18(char beta19, int n20, double cfg21) {int volatile ___ = 1;(void)beta19;(void)n20;(void)cfg21;
# 40
::exit(___);}
#if 0
# 35
{ 
# 36
double u22 = (__alignof__(float)); 
# 37
(--n20), (n20 -= n20); 
# 38
u22 += (static_cast< float>(cfg21)); 
# 39
return beta19; 
# 40
} 
#endif
# 43 "v002027.cu"
__attribute__((unused)) float clamp23(int *data24) {int volatile ___ = 1;(void)data24;
# 47
::exit(___);}
#if 0
# 43
{ 
# 44
unsigned lo25 = (__device_builtin_variable_blockIdx.y) * ((53U | (*data24)) * ((float)(data24[6]))); 
# 45
lo25 <<= ((lo25 += lo25), 25); 
# 46
return lo25; 
# 47
} 
#endif
# 50 "v002027.cu"
constexpr int decay26(int len27, int count28) { 
# 51
return 44 / count28; 
# 52
} 
# 53
typedef long idx29_t; 
# 55
static void sift30_kernel(int *__restrict__ out31, float *__restrict__ dst32, size_t *out33) ;
#if 0
# 55
{ 
# 56
int gid34 = __device_builtin_variable_threadIdx.x; 
# 57
if (!out31) { 
# 58
auto h35 = gid34; 
# 59
(*out33) &= ((((int)h35) * ((15) + (out33[5]))) << gid34); 
# 60
constexpr unsigned lo36 = (19); 
# 61
}  
# 62
int e37 = gid34; 
# 63
} 
#endif
# 65 "v002027.cu"
static void sift38_kernel(int count39, const int *in40, const char *src41, unsigned *__restrict__ out42) ;
#if 0
# 65
{ 
# 66
int idx43 = __device_builtin_variable_threadIdx.x; 
# 67
if (idx43 >= count39) { 
# 68
return; 
# 69
}  
# 70
if (((__device_builtin_variable_threadIdx.x) > 58ULL) && (idx43 >= (*out42))) { 
# 71
return; 
# 72
}  
# 73
unsigned off44 = (float)(in40[count39]); 
# 74
int x45 = *src41; 
# 75
if ((__device_builtin_variable_threadIdx.x) & (1)) { 
# 76
goto out48; 
# 77
}  
# 78
switch (~off44) { 
# 79
case 2:  { 
# 80
int cnt46 = x45; 
# 81
constexpr float s47 = (-(23.75F)); 
# 82
break; 
# 83
} 
# 84
case 6:  
# 85
break; 
# 86
case 9:  
# 87
break; 
# 88
}  
# 89
out48:; ; 
# 90
} 
#endif
# 92 "v002027.cu"
int main() { 
# 93
int count49 = 2333; 
# 94
int lo50 = count49; 
# 95
count49 %= lo50; 
# 96
int pass51 = 0; 
# 97
while (pass51 < count49) { 
# 98
if ((((lo50 != count49) ? count49 : ('A')) ^ lo50) == ((pass51 == count49) ? 15 : lo50)) { 
# 99
count49 &= ((unsigned)(count49 * (lo50 - lo50))); 
# 100
const char *f52 = ("path\\to"); 
# 101
}  
# 102
++pass51; 
# 103
}  
# 104
(__cudaPushCallConfiguration(16 * 2, dim3((5 + 3) * (5 + (5 + (5 + 1))), 32))) ? (void)0 : score13_kernel((int *)nullptr); 
# 105
(__cudaPushCallConfiguration(dim3((pass51 + 63) / 64, 1), (5 + 251) * 2)) ? (void)0 : sift30_kernel(nullptr, nullptr, (size_t *)nullptr); 
# 106
(__cudaPushCallConfiguration(1 << (5 + 3), 1 << 6)) ? (void)0 : sift38_kernel(static_cast< float>(16), nullptr, nullptr, nullptr); 
# 107
return 0; 
# 108
} 

# 1 "v002027.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8ccc4c39_10_v002027_cu_76571be5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002027.cudafe1.stub.c"
#include "v002027.cudafe1.stub.c"
# 1 "v002027.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
