# 1 "i000324.cu"
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
# 14 "i000324.cu"
unsigned char g_clamp6 = (14 * 3); 
# 15
enum class Kind7: short { Busy8, Low9 = 6, Add10, Off11}; 
# 18
__attribute__((visibility("hidden"))) void mix12_kernel(unsigned *__restrict__ buf13, double *buf14, int *__restrict__ buf15) ;
#if 0
# 18
{ 
# 19
unsigned i16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 20
int acc17 = (((buf13[i16]) < (30 / (buf15[3]))) ? buf13[i16] : (30 / (buf15[3]))) * ((12 * (buf15[__device_builtin_variable_threadIdx.y])) + ((__device_builtin_variable_gridDim.x) - (47))); 
# 21
int flag18 = *buf15; 
# 22
++(*buf15); 
# 23
} 
#endif
# 25 "i000324.cu"
namespace kern19 { namespace sub20 { 
# 26
struct __attribute((aligned(8))) Sample21 { 
# 27
long weight22; 
# 28
float count23; 
# 29
int mass24; 
# 30
}; 
# 31
enum class State25 { Idle26 = 1, Low27 = 5}; 
# 32
}}
# 35
struct Stats28 { 
# 36
float w29; 
# 37
long vel30; 
# 38
}; 
# 40
static void apply31_kernel(int lane32, unsigned cfg33) ;
#if 0
# 40
{ 
# 41
int res34{(31L)}; 
# 42
cfg33 /= (30 * lane32); 
# 43
(res34--), (lane32 &= 28LL); 
# 44
(res34--), (lane32 *= 30); 
# 45
float v35 = (static_cast< long>(4)); 
# 46
} 
#endif
# 48 "i000324.cu"
__attribute__((visibility("hidden"))) void score36(float *__restrict__ out37, unsigned cfg38) ;
#if 0
# 48
{ 
# 49
unsigned gid39 = __device_builtin_variable_threadIdx.x; 
# 50
cfg38 |= cfg38; 
# 51
cfg38 /= gid39; 
# 52
} 
#endif
# 55 "i000324.cu"
inline float pivot40(int count41, const unsigned *coef42, int count43) { 
# 56
for (int n44 = 0; n44 < count41; n44 += 2) { 
# 57
long flag45(n44); 
# 58
Kind7 f46 = Kind7::Low9; 
# 59
}  
# 60
return static_cast< int>(count41); 
# 61
} 
# 63
unsigned char trace47(int n48, Stats28 b49) { 
# 64
kern19::sub20::Sample21 u50 = kern19::sub20::Sample21{(37), ('0'), n48}; 
# 65
n48 %= (b49.vel30); 
# 66
u50 = kern19::sub20::Sample21{(37), (7.875F), (-22L)}; 
# 67
(u50.mass24) %= 2343L; 
# 68
pivot40(n48, (const unsigned *)nullptr, 34); 
# 69
short t51(b49.vel30); 
# 70
pivot40(n48, static_cast< const unsigned *>(nullptr), 30 + t51); 
# 71
return (double)(b49.w29); 
# 72
} 
# 74
__attribute__((unused)) double pack52(float q53, double beta54, kern19::sub20::State25 q55) {int volatile ___ = 1;(void)q53;(void)beta54;(void)q55;
# 87
::exit(___);}
#if 0
# 74
{ 
# 75
unsigned z56 = (24UL); 
# 76
if ((beta54 + q53) != __device_builtin_variable_warpSize) { 
# 77
return -(12.0); 
# 78
}  
# 79
z56 = (__device_builtin_variable_gridDim.x); 
# 80
q53++; 
# 81
int hi57 = (unsigned)((__device_builtin_variable_warpSize % z56) + (64)); 
# 82
if (z56 >= sizeof(kern19::sub20::Sample21)) { 
# 83
return ((hi57 += q53), (__device_builtin_variable_blockDim.x)) + ((__device_builtin_variable_threadIdx.z) + z56); 
# 84
}  
# 85
--beta54; 
# 86
return beta54 + (15.375); 
# 87
} 
#endif
# 88 "i000324.cu"
__attribute((global)) int misplaced59; 
# 90
int main() { 
# 91
int size58 = 247; 
# 92
g_clamp6--; 
# 93
if (g_clamp6 > 4) { 
# 94
return (18 > (size58 * g_clamp6)) ? g_clamp6 : size58; 
# 95
}  
# 96
trace47((static_cast< int>(8)) * (size58 % 8), Stats28{(6.75F), 4603L}); 
# 97
g_clamp6++; 
# 98
--size58; 
# 99
(__cudaPushCallConfiguration(sizeof(unsigned) * (16), 256, 30 + 4066, 0)) ? (void)0 : mix12_kernel(nullptr, nullptr, nullptr); 
# 100
(__cudaPushCallConfiguration(8, 30 + (30 + (30 + 166)), sizeof(int) * (64), 0)) ? (void)0 : apply31_kernel(size58, g_clamp6); 
# 101
(__cudaPushCallConfiguration((size58 + 255) / 256, (30 + 2) * 2, sizeof(float) * (128))) ? (void)0 : score36(nullptr, U'\x20'); 
# 102
return 0; 
# 103
} 

# 1 "i000324.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__59d75a35_10_i000324_cu_g_clamp6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000324.cudafe1.stub.c"
#include "i000324.cudafe1.stub.c"
# 1 "i000324.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
