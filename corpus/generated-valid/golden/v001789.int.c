# 1 "v001789.cu"
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
# 5 "v001789.cu"
__attribute__((visibility("hidden"))) void apply1_kernel(float q2, int *dst3, const float *src4) ;
#if 0
# 5
{ 
# 6
int i5 = __device_builtin_variable_threadIdx.x; 
# 7
auto lo6 = (-50); 
# 8
q2 = ((6.125F) + (((dst3[i5]) += (-49)), (+(*src4)))); 
# 9
} 
#endif
# 11 "v001789.cu"
inline void mix7(int count8, int count9) { 
# 12
for (int it10 = 0, j11 = count8; it10 < j11; (++it10), (--j11)) { 
# 13
count8 = it10; 
# 14
static_assert(((sizeof(int) * (10)) > (39)), "bad config");
# 15
}  
# 16
} 
# 18
struct Node12 { 
# 19
unsigned val13; 
# 20
int val14; 
# 21
short lo15; 
# 22
unsigned char id16; 
# 23
}; 
# 25
namespace detail17 { 
# 26
static short g_sift18; 
# 27
}
# 29
__attribute__((visibility("hidden"))) void clamp19(int *dst20, float alpha21, float *buf22) ;
#if 0
# 29
{ 
# 30
int tid23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 31
Node12 lo24 = Node12{}; 
# 32
float mid25 = (lo24.val14) - (*dst20); 
# 33
if (tid23 < (__device_builtin_variable_gridDim.y)) { 
# 34
goto skip26; 
# 35
}  
# 36
(*buf22) = mid25; 
# 37
(++alpha21), (alpha21 = (64UL)); 
# 38
skip26:; ; 
# 39
} 
#endif
# 41 "v001789.cu"
__attribute__((visibility("hidden"))) void spread27(unsigned char p28, const unsigned char *__restrict__ in29) ;
#if 0
# 41
{ 
# 42
int i30 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 43
float lo31 = static_cast< short>(*in29); 
# 44
unsigned sum32 = (51ULL); 
# 45
p28++; 
# 46
} 
#endif
# 48 "v001789.cu"
struct Node33 { 
# 49
float w34; 
# 50
int x35; 
# 51
}; 
# 53
__attribute__((visibility("hidden"))) void drift36_kernel(int len37) ;
#if 0
# 53
{ 
# 54
__attribute__((unused)) extern int dyn_38[]; 
# 55
int gid39 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 56
if (gid39 >= len37) { 
# 57
return; 
# 58
}  
# 59
unsigned short y40 = __device_builtin_variable_blockIdx.x; 
# 60
if ((y40 - gid39) >= (dyn_38[__device_builtin_variable_blockIdx.x])) { 
# 61
return; 
# 62
}  
# 63
y40 = len37; 
# 64
float w41{(13)}; 
# 65
(dyn_38[len37]) = (((static_cast< int>(__device_builtin_variable_gridDim.x)) * ((__device_builtin_variable_gridDim.y) * (__device_builtin_variable_blockIdx.x))) / w41); 
# 66
double t42 = gid39; 
# 67
} 
#endif
# 69 "v001789.cu"
int main() { 
# 70
int size43 = 2614; 
# 71
detail17::g_sift18++; 
# 72
if (-size43) { 
# 73
return (size43 >> 1) + ((int)size43); 
# 74
}  
# 75
Node33 val44 = Node33{}; 
# 76
float z45 = val44.w34; 
# 77
(__cudaPushCallConfiguration(32, 16 * 2)) ? (void)0 : apply1_kernel(110, (int *)nullptr, &z45); 
# 78
(__cudaPushCallConfiguration((size43 + 31) / 32, 128 * 2)) ? (void)0 : clamp19(&size43, ((short)size43) - (7.875F), &z45); 
# 79
(__cudaPushCallConfiguration(128, 64)) ? (void)0 : spread27(static_cast< int>(val44.x35), nullptr); 
# 80
return 0; 
# 81
} 

# 1 "v001789.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0a4e098e_10_v001789_cu_b438e21a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001789.cudafe1.stub.c"
#include "v001789.cudafe1.stub.c"
# 1 "v001789.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
