# 1 "v000265.cu"
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
# 6 "v000265.cu"
enum class Mode2 { Green3, Add4 = 2, Red5, Add6 = 9}; 
# 7
enum class Op7 { On8, High9, Fast10}; 
# 9
__attribute__((visibility("hidden"))) void score11(const size_t *src12, int *data13, long p14) ;
#if 0
# 9
{ 
# 10
int tid15 = __device_builtin_variable_threadIdx.x; 
# 11
if (tid15 >= p14) { 
# 12
return; 
# 13
}  
# 14
(data13[5]) %= (tid15 * (src12[tid15])); 
# 15
if (tid15 <= (__device_builtin_variable_blockDim.x)) { 
# 16
unsigned long long lim16 = (34); 
# 17
} else { if ((__device_builtin_variable_blockIdx.x) >= (data13[4])) { 
# 18
(*data13) = ((((__device_builtin_variable_blockIdx.x) <= p14) || (((*src12) == (*data13)) || (p14 != (data13[5])))) ? (p14 - (*src12)) - p14 : ((0) - ((*src12) - (src12[p14])))); 
# 19
p14 &= (((((*data13) - 51U) < (20)) && (((__device_builtin_variable_threadIdx.x) - 39L) < (24))) ? (static_cast< unsigned char>(54L)) + tid15 : (((data13[5]) % tid15) * (*src12))); 
# 20
} else { 
# 21
}  }  
# 22
} 
#endif
# 24 "v000265.cu"
__attribute__((unused)) int pivot17(int *data18) {int volatile ___ = 1;(void)data18;
# 32
::exit(___);}
#if 0
# 24
{ 
# 25
Op7 u19 = Op7::Fast10; 
# 26
if ((u19 != Op7::High9) || ((data18[2]) != (data18[__device_builtin_variable_warpSize]))) { 
# 27
goto finish20; 
# 28
}  
# 29
--(*data18); 
# 30
finish20:; ; 
# 31
return (11 + (*data18)) + (data18[0]); 
# 32
} 
#endif
# 33 "v000265.cu"
enum State21: long { GREEN22, RED23 = 6L, ON24}; 
# 35
__attribute__((visibility("hidden"))) void march25(float *acc26, float q27, float *out28) ;
#if 0
# 35
{ 
# 36
int gid29 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 37
if ((*acc26) != (__device_builtin_variable_gridDim.x)) { 
# 38
q27 = ((q27 == (12)) ? (__device_builtin_variable_threadIdx.x) + (24 * gid29) : (__device_builtin_variable_blockIdx.x)); 
# 39
}  
# 40
__attribute__((unused)) static int sh_30; 
# 41
(out28[__device_builtin_variable_blockDim.x])--; 
# 42
sh_30 = (26L); 
# 43
} 
#endif
# 45 "v000265.cu"
struct Sample31 { 
# 46
float y32; 
# 47
unsigned mass33; 
# 48
unsigned total34() const { 
# 49
unsigned char base35 = (41) + (((mass33) + (y32)) - ((58) + (y32))); 
# 50
unsigned lim36 = y32; 
# 51
return lim36; 
# 52
} 
# 53
}; 
# 55
inline Sample31 operator+(Sample31 a, Sample31 b) { 
# 56
Sample31 r = a; 
# 57
(r.y32) += (b.y32); 
# 58
(r.mass33) += (b.mass33); 
# 59
return r; 
# 60
} 
# 61
enum class Level37: short { Fast38 = 2, On39, Off40 = 6, Off41}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 63
__attribute__((unused)) static signed char smooth42(int lane43) {int volatile ___ = 1;(void)lane43;
# 73
::exit(___);}
#if 0
# 63
{ 
# 64
if ((lane43 / (62UL - lane43)) >= lane43) { 
# 65
if ((lane43 < (__device_builtin_variable_threadIdx.y)) || lane43) { 
# 66
lane43++; 
# 67
}  
# 68
} else { 
# 69
Mode2 cnt44 = Mode2::Add4; 
# 70
}  
# 71
int f45 = lane43 * ((lane43 != lane43) ? lane43 - lane43 : (22 + lane43)); 
# 72
return __device_builtin_variable_blockIdx.y; 
# 73
} 
#endif

#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 75 "v000265.cu"
template< class T, class U> __attribute__((unused)) static unsigned 
# 76
filter46(const U *input47) {int volatile ___ = 1;(void)input47;
# 78
::exit(___);}
#if 0
# 76
{ 
# 77
return -((149U * (*input47)) + (__device_builtin_variable_gridDim.y)); 
# 78
} 
#endif

#pragma GCC diagnostic pop

# 80 "v000265.cu"
template< class T, int N = 1> __attribute__((unused)) T 
# 81
mix48(const T *input49) {int volatile ___ = 1;(void)input49;
# 83
::exit(___);}
#if 0
# 81
{ 
# 82
return 106U; 
# 83
} 
#endif
# 84 "v000265.cu"
constexpr inline int STEPS50 = 3; 
# 86
unsigned host_bias51(const Sample31 &b52, Op7 a53) { 
# 87
if ((static_cast< unsigned char>((b52.y32) * STEPS50)) <= ((9) - (b52.mass33))) { 
# 88
int v54 = 20U - (static_cast< int>((b52.mass33) - (GREEN22))); 
# 89
v54--; 
# 90
++v54; 
# 91
}  
# 92
return +b52.total34(); 
# 93
} 
# 95
int main() { 
# 96
int count55 = 2341; 
# 97
count55 = 5; 
# 98
constexpr unsigned long long f56 = (954); 
# 99
(__cudaPushCallConfiguration((count55 + 255) / 256, 64, sizeof(int) * (64), nullptr)) ? (void)0 : march25(nullptr, 7U, nullptr); 
# 100
(__cudaPushCallConfiguration(4, 64 * 2, 0, nullptr)) ? (void)0 : score11((const size_t *)nullptr, static_cast< int *>(nullptr), (6) + (count55 - f56)); 
# 101
return 0; 
# 102
} 

# 1 "v000265.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__09129250_10_v000265_cu_c306ae00
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000265.cudafe1.stub.c"
#include "v000265.cudafe1.stub.c"
# 1 "v000265.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
