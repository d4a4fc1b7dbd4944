# 1 "v000332.cu"
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
# 17 "v000332.cu"
template< class T, int N = 1> 
# 18
__attribute((always_inline)) __attribute__((unused)) inline double step7(const T *input8) {int volatile ___ = 1;(void)input8;
# 25
::exit(___);}
#if 0
# 18
{ 
# 19
if (((*input8) - (*input8)) < (N + (*input8))) { 
# 20
if ((*input8) >= N) { }  
# 21
T prod9 = (35); 
# 22
}  
# 23
const float s10 = (T)((__device_builtin_variable_blockIdx.y) + ((*input8) / N)); 
# 24
return ((input8[__device_builtin_variable_threadIdx.z]) + 5) + 56UL; 
# 25
} 
#endif
# 26 "v000332.cu"
enum class Color11: int { 
# 27
Fast12, 
# 28
Off13, 
# 29
Busy14, 
# 30
Slow15, 
# 31
Off16 = 6
# 32
}; 
# 34
__attribute__((visibility("hidden"))) void shade17_kernel(int *__restrict__ out18, const unsigned short *src19, int *__restrict__ buf20, int *out21) ;
#if 0
# 34
{ 
# 35
unsigned gid22 = __device_builtin_variable_threadIdx.x; 
# 36
int w23 = 0; 
# 37
do { 
# 38
if ((__device_builtin_variable_blockIdx.y) >= gid22) { 
# 39
Color11 w24 = Color11::Fast12; 
# 40
w24 = Color11::Busy14; 
# 41
}  
# 42
++w23; 
# 43
} while (w23 < (3 * (3 + 1))); 
# 44
} 
#endif
# 46 "v000332.cu"
__attribute__((unused)) double step25(double *__restrict__ acc26, double a27, Color11 a28) {int volatile ___ = 1;(void)acc26;(void)a27;(void)a28;
# 59
::exit(___);}
#if 0
# 46
{ 
# 47
if (((char)(acc26[3])) != step7< long, 1> (nullptr)) { 
# 48
float res29 = -(acc26[5]); 
# 49
}  
# 50
for (int j30 = 5; j30 > 0; --j30) { 
# 51
Color11 k31 = Color11::Busy14; 
# 52
k31 = Color11::Fast12; 
# 53
}  
# 54
bool h32 = (acc26[__device_builtin_variable_warpSize]) == (*acc26); 
# 55
if (a27 == (10)) { 
# 56
return ((__device_builtin_variable_threadIdx.x) << h32) * (a27 - h32); 
# 57
}  
# 58
return ((h32 - a27) == (h32 * (acc26[__device_builtin_variable_threadIdx.x]))) ? a27 * a27 : a27; 
# 59
} 
#endif
# 60 "v000332.cu"
const float g_mix33 = (47); 
# 67
__attribute__((visibility("hidden"))) void map_kick35(unsigned *data, int n) ;
#if 0
# 67
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((unsigned)1)); }  } 
#endif
# 68 "v000332.cu"
static_assert((sizeof(int) == (4)));
# 75
__attribute__((visibility("hidden"))) void map_bump37(float *data, int n) ;
#if 0
# 75
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((float)2)); }  } 
#endif
# 76 "v000332.cu"
static unsigned c_accum38; 
# 78
__attribute__((visibility("hidden"))) void reduce39(const long *input40, signed char *__restrict__ out41, int stride42, int n43) ;
#if 0
# 78
{ 
# 79
step25(nullptr, (out41[c_accum38]) << (out41[5]), Color11::Busy14); 
# 80
(out41[6]) = stride42; 
# 81
} 
#endif
# 83 "v000332.cu"
__attribute__((unused)) long pack44(bool alpha45, int lane46) {int volatile ___ = 1;(void)alpha45;(void)lane46;
# 93
::exit(___);}
#if 0
# 83
{ 
# 84
const unsigned acc47 = (-step7< int, 1> (&lane46)) + (((c_accum38 / (60)) < (__device_builtin_variable_threadIdx.x)) ? step7< long, 1> (nullptr) : ((49) - c_accum38)); 
# 85
lane46 = ((long)alpha45); 
# 86
for (int it48 = 0; it48 < 3; it48++) { 
# 87
step25((double *)nullptr, alpha45, Color11::Fast12); 
# 88
if ((3) <= step7< int, 1> (&it48)) { 
# 89
return __device_builtin_variable_blockIdx.x; 
# 90
}  
# 91
}  
# 92
return lane46; 
# 93
} 
#endif
# 95 "v000332.cu"
constexpr int gather49(int lane50, int lane51) { 
# 96
lane50 = (((long long)lane51) * 19ULL); 
# 97
return lane51; 
# 98
} 
# 100
int main() { 
# 101
int size52 = 1856; 
# 102
double w53 = (g_mix33); 
# 103
(__cudaPushCallConfiguration((size52 + 127) / 128, 35 + (3 + (3 + (3 + 20))))) ? (void)0 : map_bump37((float *)nullptr, w53); 
# 104
if (((3) != w53) ? 35 : size52) { 
# 105
return (40L - size52) / (gather49(size52, 13U)); 
# 106
}  
# 107
Color11 q54 = Color11::Busy14; 
# 108
(__cudaPushCallConfiguration((3 + (3 + (3 + 23))) * (3 + 1), 1 << 7)) ? (void)0 : shade17_kernel(&size52, nullptr, nullptr, &size52); 
# 109
(__cudaPushCallConfiguration(4, 512)) ? (void)0 : map_kick35(nullptr, size52 % (size52 % size52)); 
# 110
(__cudaPushCallConfiguration((size52 + 63) / 64, 1 << (3 + 4))) ? (void)0 : reduce39(nullptr, (signed char *)nullptr, size52 + gather49(w53, g_mix33), size52 >> 7); 
# 111
return 0; 
# 112
} 

# 1 "v000332.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9779f63c_10_v000332_cu_bb9900e6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000332.cudafe1.stub.c"
#include "v000332.cudafe1.stub.c"
# 1 "v000332.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
