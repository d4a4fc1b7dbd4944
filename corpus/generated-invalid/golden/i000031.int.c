# 1 "i000031.cu"
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
# 13 "i000031.cu"
__attribute__((visibility("hidden"))) void accum3(int len4, const unsigned long *in5, float *buf6) ;
#if 0
# 13
{ 
# 14
int i7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 15
if (i7 >= len4) { 
# 16
return; 
# 17
}  
# 18
int hi8 = len4 >> ((!in5) ? 4410U : ((unsigned char)(__device_builtin_variable_blockDim.x))); 
# 19
if (i7 >= (i7 << (in5[1]))) { 
# 20
unsigned val9 = hi8; 
# 21
double e10 = (35UL); 
# 22
}  
# 23
(buf6[(__device_builtin_variable_threadIdx.x) & (7)]) = len4; 
# 24
} 
#endif
# 26 "i000031.cu"
__attribute__((visibility("hidden"))) void apply11(long *dst12) ;
#if 0
# 26
{ 
# 27
int gid13 = __device_builtin_variable_threadIdx.x; 
# 28
switch ((dst12[1]) + gid13) { 
# 29
case 7:  
# 30
break; 
# 31
default:  { 
# 32
int stride14 = (19UL); 
# 33
break; 
# 34
} 
# 35
}  
# 36
__attribute__((unused)) static double sh_15; 
# 37
constexpr float s16 = (4); 
# 38
double t17[6] = {sh_15, (11.625)}; 
# 39
} 
#endif
# 40 "i000031.cu"
static constexpr double kD18 = (2.75); 
# 41
float g_shade19[] = {(9.875F), (47U), (8.875F), (10.625F), (23)}; 
# 43
class Node20 { 
# 44
signed char mass21; 
# 46
public: Node20(signed char b22) : mass21(b22) { } 
# 47
signed char mix23(int sum24) const { 
# 48
Node20 x25{mass21}; 
# 49
constexpr int prod26 = (8 + 12); 
# 50
return 4846L % ((sum24 != sum24) ? prod26 : (mass21)); 
# 51
} 
# 52
}; 
# 53
enum class Axis27: unsigned { 
# 54
Slow28, 
# 55
Busy29 = 5U, 
# 56
Blue30, 
# 57
Red31 = 12U, 
# 58
Red32 = 16U
# 59
}; 
# 60
static constexpr unsigned RADIUS33 = (64 * 4); 
# 61
enum class Op34 { Low35 = 2, Blue36, Low37}; 
# 62
static int d_shade38; 
# 64
__attribute__((visibility("hidden"))) void fuse39(Node20 a40) ;
#if 0
# 64
{ 
# 65
unsigned idx41 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 66
if (d_shade38 <= 52) { 
# 67
Axis27 lo42 = Axis27::Blue30; 
# 68
a40 = ((Node20)(a40.mix23(-47))); 
# 69
}  
# 70
} 
#endif
# 71 "i000031.cu"
__attribute__((visibility("hidden"))) void gc_kernel44(int x, int *p) ;
#if 0
# 72
{ 
# 73
(p[0]) = x; 
# 74
} 
#endif
# 76 "i000031.cu"
int main() { 
# 77
int size43 = 1332; 
# 78
(g_shade19[size43]) = ((float)((23) - (g_shade19[2]))); 
# 79
(__cudaPushCallConfiguration(4, 1 << 8)) ? (void)0 : apply11(nullptr); 
# 80
(__cudaPushCallConfiguration((size43 + 127) / 128, 256, sizeof(double) * (256), nullptr)) ? (void)0 : accum3(43 ^ (size43 - 55), nullptr, g_shade19); 
# 81
(__cudaPushCallConfiguration((size43 + 31) / 32, 1 << (8 + 1))) ? (void)0 : fuse39(((Node20)(RADIUS33 * size43))); 
# 82
return 0; 
# 83
} 

# 1 "i000031.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d5fdf119_10_i000031_cu_72ba6b81
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000031.cudafe1.stub.c"
#include "i000031.cudafe1.stub.c"
# 1 "i000031.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
