# 1 "v000843.cu"
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
# 10 "v000843.cu"
enum Kind6 { GREEN7, RED8, MUL9, HIGH10}; 
# 12
__attribute__((unused)) unsigned update11(const float *__restrict__ src12, int n13, double *data14) {int volatile ___ = 1;(void)src12;(void)n13;(void)data14;
# 20
::exit(___);}
#if 0
# 12
{ 
# 13
if (((int)(__device_builtin_variable_threadIdx.x)) > n13) { 
# 14
return data14[7]; 
# 15
}  
# 16
constexpr int hi15 = 4; 
# 17
Kind6 r16 = GREEN7; 
# 18
r16 = r16; 
# 19
return (n13 == 39) ? +(11 - n13) : (__device_builtin_variable_blockDim.z); 
# 20
} 
#endif
# 22 "v000843.cu"
__attribute__((unused)) unsigned bias17(Kind6 cfg18, short alpha19) {int volatile ___ = 1;(void)cfg18;(void)alpha19;
# 32
::exit(___);}
#if 0
# 22
{ 
# 23
if (((alpha19 & alpha19) * alpha19) == ((46) | (__device_builtin_variable_blockIdx.y))) { 
# 24
if (float u20 = ((-alpha19) % 8) % 8; u20 < cfg18) { 
# 25
cfg18 = HIGH10; 
# 26
} else { if (alpha19 != (alpha19 - cfg18)) { 
# 27
__attribute__((unused)) static float sh_21; 
# 28
}  }  
# 29
}  
# 30
alpha19 = (((((__device_builtin_variable_threadIdx.x) == cfg18) ? cfg18 : (__device_builtin_variable_blockDim.x)) >> alpha19) + cfg18); 
# 31
return alpha19; 
# 32
} 
#endif
# 33 "v000843.cu"
enum class Color22 { Busy23, Low24, On25 = 4, Slow26}; 
# 35
inline float host_clamp27(int count28, const double *__restrict__ src29) { 
# 36
Kind6 m30 = GREEN7; 
# 37
auto diff31 = (((m30 % 8) < (RED8)) ? count28 : count28) << ((long)(('A') & count28)); 
# 38
return count28; 
# 39
} 
# 41
__attribute__((unused)) void drift32(float *buf33, unsigned b34, const unsigned *input35) {int volatile ___ = 1;(void)buf33;(void)b34;(void)input35;
# 49
::exit(___);}
#if 0
# 41
{ 
# 42
b34 = 29U; 
# 43
if ((63) == (__device_builtin_variable_blockDim.x)) { 
# 44
return; 
# 45
}  
# 46
unsigned w36 = (1046) + (__device_builtin_variable_gridDim.x); 
# 47
Kind6 z37 = MUL9; 
# 48
w36 = z37; 
# 49
} 
#endif
# 50 "v000843.cu"
enum Kind38 { GREEN39, ON40, GREEN41}; 
# 52
__attribute__((visibility("hidden"))) void combine42(float beta43, const int *src44, int *out45, double *__restrict__ buf46) ;
#if 0
# 52
{ 
# 53
(*buf46) = (-(21.875)); 
# 54
if ((__device_builtin_variable_blockIdx.y) < beta43) { 
# 55
return; 
# 56
}  
# 57
(buf46[5])++; 
# 58
} 
#endif
# 60 "v000843.cu"
static void mix47(double b48, int *out49, int *out50, float *buf51) ;
#if 0
# 60
{ 
# 61
(buf51[__device_builtin_variable_blockIdx.x]) = ((-((*buf51) + (0.125F))) + (23)); 
# 62
Kind38 stride52 = GREEN41; 
# 63
} 
#endif
# 64 "v000843.cu"
static unsigned c_march53[8]; 
# 66
__attribute__((unused)) inline int tally54(double q55, int lane56, double a57) {int volatile ___ = 1;(void)q55;(void)lane56;(void)a57;
# 72
::exit(___);}
#if 0
# 66
{ 
# 67
if (((unsigned)a57) & (1)) { 
# 68
Color22 cnt58 = Color22::On25; 
# 69
cnt58 = Color22::Slow26; 
# 70
}  
# 71
return c_march53[lane56]; 
# 72
} 
#endif
# 73 "v000843.cu"
static size_t d_apply59; 
# 75
static void check_tally60(float b61, float cfg62, float b63) { 
# 76
if (b63 > cfg62) { 
# 77
do { float tmp_ = b61; b61 = b63; b63 = tmp_; } while (0); 
# 78
cfg62 = cfg62; 
# 79
}  
# 80
} 
# 81
static_assert((sizeof(int) == (4)), "tile must fit");
# 83
__attribute__((unused)) inline float rank64(float q65) {int volatile ___ = 1;(void)q65;
# 88
::exit(___);}
#if 0
# 83
{ 
# 84
Kind6 f66 = MUL9; 
# 85
d_apply59 = (ON40); 
# 86
Kind38 lo67 = ON40; 
# 87
return (f66 | (f66 * 58)) + (20.25F); 
# 88
} 
#endif
# 90 "v000843.cu"
static unsigned long gather68(unsigned *__restrict__ data69, const float *src70, Kind38 alpha71) { 
# 91
if (int y72(((57) - ((*data69) % 13ULL)) / (alpha71 >> 2)); alpha71 != (ON40)) { 
# 92
(__cudaPushCallConfiguration((y72 + 255) / 256, 128)) ? (void)0 : mix47((src70[y72 & 7]) - (*src70), reinterpret_cast< int *>(data69), reinterpret_cast< int *>(data69), const_cast< float *>(src70)); 
# 93
}  
# 94
(__cudaPushCallConfiguration(16 * 4, (MUL9) + 510)) ? (void)0 : combine42((double)(((*data69) >= (47)) ? *data69 : (11.75)), reinterpret_cast< const int *>(data69), reinterpret_cast< int *>(data69), reinterpret_cast< double *>(data69)); 
# 95
{ 
# 96
if (alpha71 >= (src70[5])) { 
# 97
return (((data69[1]) += (*src70)), (src70[2])); 
# 98
}  
# 99
++(data69[6]); 
# 100
} 
# 101
return (size_t)((src70[5]) * ((MUL9) + alpha71)); 
# 102
} 
# 104
int main() { 
# 105
int size73 = 841; 
# 106
constexpr double sum74 = (24.0); 
# 107
if (-size73) { 
# 108
return ((short)sum74) % size73; 
# 109
}  
# 110
size73 = (HIGH10); 
# 111
const char *cnt75 = ("AB"); 
# 112
--size73; 
# 113
return 0; 
# 114
} 

# 1 "v000843.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f722bd8a_10_v000843_cu_302f431a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000843.cudafe1.stub.c"
#include "v000843.cudafe1.stub.c"
# 1 "v000843.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
