# 1 "i000529.cu"
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
# 11 "i000529.cu"
constexpr int sift6(int stride7) 
# 12
{ 
# 13
constexpr double flag8 = (1); 
# 14
stride7 = 41; 
# 15
return 'z'; 
# 16
} 
# 18
__attribute__((visibility("hidden"))) void count9(char q10, float *acc11, int len12) ;
#if 0
# 19
{ 
# 20
auto val13 = (sift6(acc11[q10 & 7]) >= (((*acc11) >= (acc11[len12])) ? q10 : q10)) ? sizeof(size_t) : q10; 
# 21
len12 = (((55) + ((*acc11) - (acc11[3]))) - (sift6(len12 + 13))); 
# 22
double k14[3] = {(double)val13}; 
# 23
} 
#endif
# 24 "i000529.cu"
enum Mode15 { SLOW16, HIGH17 = 3, RED18 = 9}; 
# 25
static int g_trace19; 
# 28
int tile20(unsigned q21, int n22) 
# 29
{ 
# 30
if ((n22 != n22) || (q21 < q21)) { 
# 31
return '#'; 
# 32
}  
# 33
if ((q21 > 50U) || (n22 >= 5)) { 
# 34
return (26UL % n22) + (sift6(q21)); 
# 35
}  
# 36
return sift6((n22 <= q21) ? 21U : n22); 
# 37
} 
# 39
__attribute__((visibility("hidden"))) void mix23_kernel(int *acc24) ;
#if 0
# 40
{ 
# 41
(*acc24) = (15L); 
# 42
(acc24[2]) = (((acc24[3]) == (31 * (acc24[3]))) ? (unsigned)((acc24[3]) - (acc24[5])) : (sift6(*acc24))); 
# 43
Mode15 res25 = SLOW16; 
# 44
auto t26 = acc24[5]; 
# 45
float y27 = (sizeof(int)); 
# 46
if ((res25 * (acc24[7])) <= y27) { 
# 47
goto skip28; 
# 48
}  
# 49
(*acc24) = (((res25 - 36) % res25) + (tile20(128, -358) / (static_cast< int>(y27)))); 
# 50
skip28:; ; 
# 51
} 
#endif
# 52 "i000529.cu"
static int d_sift29; 
# 54
namespace _GLOBAL__N__7de461f5_10_i000529_cu_cf4a381e __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__7de461f5_10_i000529_cu_cf4a381e; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__7de461f5_10_i000529_cu_cf4a381e __attribute__((visibility("hidden")))  { 
# 55
enum class Axis30 { 
# 56
Blue31, 
# 57
Idle32, 
# 58
Busy33, 
# 59
Idle34, 
# 60
Fast35
# 61
}; 
# 62
}
# 64
inline unsigned host_gather36(Mode15 b37) 
# 65
{ 
# 66
g_trace19 = b37; 
# 67
float acc38 = +tile20(128, g_trace19 & b37); 
# 68
return sift6(g_trace19); 
# 69
} 
# 70
struct Q_41 { 
# 71
void Q_41::run(); 
# 72
}; 
# 74
int main() 
# 75
{ 
# 76
int n39 = 265; 
# 77
(__cudaPushCallConfiguration((n39 + 63) / 64, (HIGH17) + ((RED18) + 20))) ? (void)0 : count9(36, (float *)nullptr, n39); 
# 78
(__cudaPushCallConfiguration((g_trace19 + 63) / 64, (RED18) + ((RED18) + ((RED18) + 37)))) ? (void)0 : count9(tile20(44, 128) - g_trace19, nullptr, -59L); 
# 79
g_trace19 = n39; 
# 80
const unsigned idx40 = tile20(tile20(n39, host_gather36(RED18)), sift6(sift6(n39))); 
# 81
static_assert((sizeof(int) == (4)));
# 82
(__cudaPushCallConfiguration((n39 + 127) / 128, (RED18) + 503)) ? (void)0 : mix23_kernel(nullptr); 
# 83
return 0; 
# 84
} 

# 1 "i000529.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7de461f5_10_i000529_cu_cf4a381e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000529.cudafe1.stub.c"
#include "i000529.cudafe1.stub.c"
# 1 "i000529.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
