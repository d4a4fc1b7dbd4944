# 1 "v000549.cu"
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
# 7 "v000549.cu"
int trace2(int stride3, size_t cfg4) 
# 8
{ 
# 9
stride3 = 32; 
# 10
float z5 = +cfg4; 
# 11
return (7) - z5; 
# 12
} 
# 13
enum class Axis6 { Blue7, Idle8}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 15
template< class T, class U> static void 
# 16
__wrapper__device_stub_relax9_kernel(U *&acc10, const T *&src11) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 17
{ 
# 18
__attribute__((unused)) extern int dyn_12[]; 
# 19
if (acc10 == nullptr) { 
# 20
(dyn_12[7]) >>= (29 * ((dyn_12[3]) * (-(-10)))); 
# 21
++(*acc10); 
# 22
(dyn_12[0]) = (dyn_12[2]); 
# 23
}  
# 24
(*acc10) = (11.5); 
# 25
T y13 = (((short)16) | (~(dyn_12[1]))) + (45 >> ((dyn_12[2]) | (dyn_12[2]))); 
# 26
} 
#endif

#pragma GCC diagnostic pop

# 15 "v000549.cu"
template< class T, class U> static void 
# 16
relax9_kernel(U *acc10, const T *src11) 
# 17
{__wrapper__device_stub_relax9_kernel<T,U>(acc10,src11);
# 26
return;}
#if 0
# 17
{ 
# 18
__attribute__((unused)) extern int dyn_12[]; 
# 19
if (acc10 == nullptr) { 
# 20
(dyn_12[7]) >>= (29 * ((dyn_12[3]) * (-(-10)))); 
# 21
++(*acc10); 
# 22
(dyn_12[0]) = (dyn_12[2]); 
# 23
}  
# 24
(*acc10) = (11.5); 
# 25
T y13 = (((short)16) | (~(dyn_12[1]))) + (45 >> ((dyn_12[2]) | (dyn_12[2]))); 
# 26
} 
#endif
# 28 "v000549.cu"
inline float mix14(Axis6 a15, long long *data16) 
# 29
{ 
# 30
static_assert((sizeof(int) == (4)), "size check");
# 31
(data16[6])--; 
# 32
a15 = a15; 
# 33
if ((!data16) || ((data16[5]) == (data16[1]))) { 
# 34
return (16) * ((*data16) + (16)); 
# 35
}  
# 36
long u17(data16[2]); 
# 37
u17 += ((32) - (*data16)); 
# 38
return 2 << (*data16); 
# 39
} 
# 41
struct __attribute((aligned(8))) Body18 { 
# 42
short weight19; 
# 43
short mass20; 
# 44
int weight21; 
# 45
}; 
# 47
Body18 operator+(Body18 a, Body18 b) 
# 48
{ 
# 49
Body18 r = a; 
# 50
(r.weight19) += (b.weight19); 
# 51
(r.mass20) += (b.mass20); 
# 52
(r.weight21) += (b.weight21); 
# 53
return r; 
# 54
} 
# 55
constexpr double kT22 = (5.75); 
# 57
inline void gather23(int lane24, double q25, int count26) 
# 58
{ 
# 59
for (int it27 = 0; it27 < 16; ++it27) { 
# 60
(q25--), (lane24 -= ((unsigned long long)(+(lane24 & it27)))); 
# 61
count26 <<= (10 * count26); 
# 62
float u28 = it27; 
# 63
}  
# 64
for (int i29 = 9; i29 > 0; --i29) { 
# 65
int k30 = ('\\'); 
# 66
}  
# 67
(--q25), (q25 = ((sizeof(float)) - q25)); 
# 68
} 
# 70
static void merge31(int lane32) ;
#if 0
# 71
{ 
# 72
__attribute__((unused)) extern float dyn_33[]; 
# 73
(dyn_33[5]) = (lane32 - (-(4 & lane32))); 
# 74
(dyn_33[5])++; 
# 75
__attribute__((unused)) static int sh_34; 
# 76
} 
#endif
# 77 "v000549.cu"
static_assert(((16 + (10 * 3)) == 46), "size check");
# 79
__attribute__((visibility("hidden"))) void pivot35(unsigned char *acc36, int stride37, int len38, const float *coef39) ;
#if 0
# 80
{ 
# 81
__attribute__((unused)) extern unsigned dyn_40[]; 
# 82
int w41[8] = {}; 
# 83
unsigned diff42 = mix14(Axis6::Idle8, reinterpret_cast< long long *>(acc36)); 
# 84
mix14(Axis6::Idle8, reinterpret_cast< long long *>(acc36)); 
# 85
__attribute__((unused)) static long sh_43[128]; 
# 86
} 
#endif
# 88 "v000549.cu"
int main() 
# 89
{ 
# 90
int len44 = 3717; 
# 91
mix14(Axis6::Idle8, nullptr); 
# 92
len44 = len44; 
# 93
(__cudaPushCallConfiguration(((dim3)((len44 + 127) / 128)), dim3((len44 + 255) / 256, (len44 + 127) / 128))) ? (void)0 : relax9_kernel< float, float> (nullptr, (const float *)nullptr); 
# 94
if (len44 <= 43) { 
# 95
return mix14(Axis6::Idle8, (long long *)nullptr) + len44; 
# 96
}  
# 97
if (kT22 >= (mix14(Axis6::Idle8, (long long *)nullptr))) { 
# 98
return 16; 
# 99
}  
# 100
(__cudaPushCallConfiguration(dim3((len44 + 255) / 256, 128), sizeof(int) * (16))) ? (void)0 : merge31(kT22); 
# 101
(__cudaPushCallConfiguration(16, 512)) ? (void)0 : pivot35(nullptr, 36U, kT22, nullptr); 
# 102
return 0; 
# 103
} 

# 1 "v000549.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__24014e30_10_v000549_cu_91204319
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000549.cudafe1.stub.c"
#include "v000549.cudafe1.stub.c"
# 1 "v000549.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
