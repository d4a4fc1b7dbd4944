# 1 "v001883.cu"
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
# 8 "v001883.cu"
template< class T, int N = 5> __attribute__((unused)) T 
# 9
warp3(T *__restrict__ dst4, T *dst5, short *__restrict__ dst6) 
# 10
{int volatile ___ = 1;(void)dst4;(void)dst5;(void)dst6;
# 18
::exit(___);}
#if 0
# 10
{ 
# 11
if (((dst4[__device_builtin_variable_threadIdx.x]) > (dst4[__device_builtin_variable_blockDim.x])) && ((-(*dst6)) & 1)) { 
# 12
if (T cnt7 = ((unsigned)N); (+cnt7) == 9ULL) { 
# 13
__attribute__((unused)) static float sh_8; 
# 14
}  
# 15
}  
# 16
(dst5[2]) = (((int)(dst5[3])) * (dst6[4])); 
# 17
return (((dst5[4]) += 28), 52); 
# 18
} 
#endif
# 20 "v001883.cu"
constexpr int accum9(int len10) 
# 21
{ 
# 22
return (46 - len10); 
# 23
} 
# 24
constexpr double kD11 = (1.0); 
# 26
namespace ops12 { namespace sub13 { 
# 27
const char *g_reduce14 = ("x=%d"); 
# 29
__attribute__((visibility("hidden"))) void update15_kernel(char *acc16, const char *__restrict__ src17, int n18, const unsigned *input19) ;
#if 0
# 30
{ 
# 31
int i20 = __device_builtin_variable_threadIdx.x; 
# 32
if (i20 >= n18) { 
# 33
return; }  
# 34
const float val21 = warp3(reinterpret_cast< int *>(acc16), reinterpret_cast< int *>(acc16), reinterpret_cast< short *>(acc16)); 
# 35
(++n18), ((acc16[i20]) = ((__device_builtin_variable_blockIdx.x) / ((int)((size_t)(__device_builtin_variable_blockIdx.y))))); 
# 36
float lim22 = (src17[__device_builtin_variable_warpSize & 7]) + kD11; 
# 37
auto s23 = accum9(((*acc16) * (acc16[__device_builtin_variable_blockIdx.x])) & accum9(src17[i20 & 7])); 
# 38
} 
#endif
# 39 "v001883.cu"
enum class Op24: unsigned char { 
# 40
Idle25, 
# 41
Add26, 
# 42
Busy27, 
# 43
High28, 
# 44
Slow29
# 45
}; 
# 46
}}
# 48
__attribute__((unused)) float spread30(unsigned *__restrict__ acc31, int len32, unsigned char b33) 
# 49
{int volatile ___ = 1;(void)acc31;(void)len32;(void)b33;
# 60
::exit(___);}
#if 0
# 49
{ 
# 50
b33 = (acc31[4]); 
# 51
constexpr float f34 = ('\?'); 
# 53
#pragma unroll 4
for (
# 53
int n35 = 0, j36 = 5; n35 < j36; (++n35), (--j36)) { 
# 54
accum9(len32 / (kD11 - len32)); 
# 55
accum9(b33); 
# 56
accum9(j36); 
# 57
}  
# 58
__attribute__((unused)) static int sh_37[128]; 
# 59
return ((float)((long)kD11)) + len32; 
# 60
} 
#endif
# 62 "v001883.cu"
int run_warp38(double a39) 
# 63
{ 
# 64
if (int r40 = (kD11); ((r40 % (ops12::sub13::g_reduce14[1])) * ((ops12::sub13::g_reduce14[0]) * (ops12::sub13::g_reduce14[0]))) == accum9(ops12::sub13::g_reduce14[0])) { 
# 65
int iter41 = 0; 
# 66
while (iter41 < r40) { 
# 67
a39 = (accum9((iter41 | 58) - a39)); 
# 68
(__cudaPushCallConfiguration((iter41 + 255) / 256, 32, 256, nullptr)) ? (void)0 : ops12::sub13::update15_kernel(nullptr, (const char *)nullptr, 48, (const unsigned *)nullptr); 
# 69
++iter41; 
# 70
}  
# 71
} else { if (((~r40) > r40) && (a39 >= (ops12::sub13::g_reduce14[1]))) { 
# 72
(__cudaPushCallConfiguration((r40 + 255) / 256, 64 * 8)) ? (void)0 : ops12::sub13::update15_kernel(nullptr, nullptr, ops12::sub13::g_reduce14[1], nullptr); 
# 73
ops12::sub13::Op24 r42 = ops12::sub13::Op24::Idle25; 
# 74
} else { 
# 75
}  }  
# 76
return -(ops12::sub13::g_reduce14[1]); 
# 77
} 
# 79
int main() 
# 80
{ 
# 81
int len43 = 3838; 
# 82
(__cudaPushCallConfiguration(128, 64)) ? (void)0 : ops12::sub13::update15_kernel((char *)nullptr, nullptr, kD11, nullptr); 
# 83
for (int i44 = 0; i44 < 12; i44++) { 
# 84
cudaStream_t off45 = (0); 
# 85
unsigned acc46 = (accum9(len43)) * (i44 * kD11); 
# 86
}  
# 87
float val47 = ops12::sub13::g_reduce14[1]; 
# 88
accum9(val47); 
# 89
return 0; 
# 90
} 

# 1 "v001883.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__94a55b3f_10_v001883_cu_eb14fbf4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001883.cudafe1.stub.c"
#include "v001883.cudafe1.stub.c"
# 1 "v001883.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
