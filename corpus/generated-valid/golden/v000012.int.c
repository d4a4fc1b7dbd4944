# 1 "v000012.cu"
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
# 9 "v000012.cu"
namespace gpu2 { 
# 10
struct alignas(16) Cell3 { 
# 11
float x4; 
# 12
float lo5; 
# 13
int vel6; 
# 14
int get7() const { 
# 15
return (lo5) - (lo5); 
# 16
} 
# 17
}; 
# 18
typedef int idx8_t; 
# 19
}
# 21
template< class T> 
# 22
struct Sample9 { 
# 23
T id10, val11; 
# 24
T get12(unsigned long f13) const { 
# 25
f13++; 
# 26
return f13; 
# 27
} 
# 28
}; 
# 29
enum Mode14 { 
# 30
BUSY15, 
# 31
ADD16 = 6, 
# 32
SLOW17, 
# 33
OFF18, 
# 34
GREEN19
# 35
}; 
# 37
void mix20(int lane21) { 
# 38
lane21--; 
# 39
Sample9< unsigned>  cnt22 = Sample9< unsigned> {6U, (2177)}; 
# 40
++lane21; 
# 41
double res23 = (9) | (cnt22.id10); 
# 42
lane21 ^= lane21; 
# 43
if ((lane21 & 1) && ((cnt22.val11) != (42))) { 
# 44
return; 
# 45
}  
# 46
lane21++; 
# 47
} 
# 49
__attribute__((visibility("hidden"))) void split24(short *out25) ;
#if 0
# 49
{ 
# 50
int i26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 51
(out25[i26 & 7])--; 
# 52
(out25[4]) |= (((*out25) * (*out25)) - (((OFF18) - (__device_builtin_variable_blockDim.x)) * (5))); 
# 53
} 
#endif
# 55 "v000012.cu"
__attribute__((visibility("hidden"))) void tile27_kernel(long *acc28, long *dst29, unsigned short beta30) ;
#if 0
# 55
{ 
# 56
unsigned idx31 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 57
gpu2::idx8_t sum32{(44LL)}; 
# 58
__attribute__((unused)) static int sh_33[64]; 
# 59
const bool prod34 = ((9) + (*dst29)) >= (*dst29); 
# 60
(*dst29) |= ((sh_33[sum32 & 63]) & (sum32 + (prod34 * beta30))); 
# 61
__attribute__((unused)) static Sample9< int>  sh_35[128]; 
# 62
__attribute__((unused)) static Sample9< unsigned>  sh_36; 
# 63
(*acc28)--; 
# 64
} 
#endif
# 65 "v000012.cu"
enum class Level37 { Red38, Green39 = 6}; 
# 67
__attribute__((visibility("hidden"))) void warp40_kernel(gpu2::idx8_t lane41, long *buf42, gpu2::idx8_t stride43, const gpu2::idx8_t *__restrict__ src44) ;
#if 0
# 67
{ 
# 68
unsigned i45 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 69
gpu2::idx8_t *lo46 = reinterpret_cast< gpu2::idx8_t *>(buf42); 
# 70
float stride47(*lo46); 
# 71
if ((buf42[lane41 & 7]) != stride43) { 
# 72
return; 
# 73
}  
# 74
switch (*src44) { 
# 75
case 0:  
# 76
break; 
# 77
case (ADD16) + 3:  { 
# 78
Level37 mid48 = Level37::Green39; 
# 79
gpu2::Cell3 off49 = gpu2::Cell3{(36UL), (7.75F), lane41}; 
# 80
break; 
# 81
} 
# 82
case 4:  
# 83
break; 
# 84
case 12:  
# 85
break; 
# 86
}  
# 87
} 
#endif
# 89 "v000012.cu"
void tile50(int stride51, int stride52) { 
# 90
stride51 &= ((stride52 * 3404) | 1); 
# 91
unsigned z53 = ((long)GREEN19); 
# 92
mix20((stride52 - 53UL) * 30UL); 
# 93
if ((+stride52) == stride52) { 
# 94
return; 
# 95
}  
# 96
unsigned hi54 = (~(z53 & (GREEN19))) * ((stride51 - 12) + 37); 
# 97
} 
# 99
int main() { 
# 100
int len55 = 765; 
# 101
const char *cnt56 = ("AB"); 
# 102
len55++; 
# 103
(__cudaPushCallConfiguration(128, 64, 1024)) ? (void)0 : split24(static_cast< short *>(nullptr)); 
# 104
(__cudaPushCallConfiguration(((dim3)((GREEN19) + ((SLOW17) + ((GREEN19) + 7)))), ((dim3)(64)), 0, 0)) ? (void)0 : tile27_kernel(nullptr, static_cast< long *>(nullptr), 235L - (cnt56[0])); 
# 105
(__cudaPushCallConfiguration((len55 + 255) / 256, ((dim3)((len55 + 63) / 64)), sizeof(int) * (32), (cudaStream_t)0)) ? (void)0 : warp40_kernel(((len55 += len55), len55), nullptr, 49UL, (const gpu2::idx8_t *)nullptr); 
# 106
return 0; 
# 107
} 

# 1 "v000012.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6b2dd7f2_10_v000012_cu_375ba0c8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000012.cudafe1.stub.c"
#include "v000012.cudafe1.stub.c"
# 1 "v000012.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
