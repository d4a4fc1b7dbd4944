# 1 "v001519.cu"
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
# 5 "v001519.cu"
inline float score1(unsigned char *__restrict__ acc2) { 
# 6
(acc2[5]) -= 52; 
# 7
int acc3 = acc2[5]; 
# 8
unsigned long long z4{(3012LL)}; 
# 9
if ((*acc2) + acc3) { 
# 10
goto skip7; 
# 11
}  
# 12
if (acc3) { 
# 13
size_t x5 = (z4 - acc3) * acc3; 
# 14
unsigned res6 = 3 + (((acc2[6]) + 22) - (acc2[1])); 
# 15
}  
# 16
skip7:; ; 
# 17
return (((double)z4) <= z4) ? -acc3 : (20.875F); 
# 18
} 
# 19
static float g_clamp8; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 21
template< class T, class U> static void 
# 22
__wrapper__device_stub_probe9_kernel(const T *&src10, unsigned &alpha11, int &lane12) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 22
{ 
# 23
int idx13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 24
if (idx13 >= lane12) { 
# 25
return; 
# 26
}  
# 27
float idx14 = ((13.875F) + (lane12 << 2UL)) / idx13; 
# 28
__attribute__((unused)) static unsigned sh_15[32 * 4]; 
# 29
} 
#endif

#pragma GCC diagnostic pop

# 21 "v001519.cu"
template< class T, class U> static void 
# 22
probe9_kernel(const T *src10, unsigned alpha11, int lane12) {__wrapper__device_stub_probe9_kernel<T,U>(src10,alpha11,lane12);
# 29
return;}
#if 0
# 22
{ 
# 23
int idx13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 24
if (idx13 >= lane12) { 
# 25
return; 
# 26
}  
# 27
float idx14 = ((13.875F) + (lane12 << 2UL)) / idx13; 
# 28
__attribute__((unused)) static unsigned sh_15[32 * 4]; 
# 29
} 
#endif
# 31 "v001519.cu"
template< class T, int N> void 
# 32
clamp16(T q17) { 
# 33
q17 -= N; 
# 34
const bool cnt18 = q17 < (+(q17 - 16)); 
# 35
} 
# 37
int pivot19(size_t *buf20, int lane21, int len22) { 
# 38
int q23 = (lane21 + ((buf20[lane21]) % (36))) * ((len22 += 18), (((23) < (*buf20)) ? buf20[0] : len22)); 
# 39
int t24 = (*buf20) / ((52) + (buf20[0])); 
# 40
len22 |= q23; 
# 41
float sum25[3] = {(8.875F)}; 
# 42
return lane21 / len22; 
# 43
} 
# 46
__attribute__((unused)) inline char shade26(const float *__restrict__ src27, const float *__restrict__ src28) {int volatile ___ = 1;(void)src27;(void)src28;
# 50
::exit(___);}
#if 0
# 46
{ 
# 47
__attribute__((unused)) static int sh_29[3][4]; 
# 48
__attribute__((unused)) static unsigned sh_30[16]; 
# 49
return 60; 
# 50
} 
#endif
# 52 "v001519.cu"
__attribute((always_inline)) __attribute__((unused)) inline float pack31(int *buf32, unsigned a33) {int volatile ___ = 1;(void)buf32;(void)a33;
# 63
::exit(___);}
#if 0
# 52
{ 
# 53
long sum34 = ((buf32[a33]) <= a33) ? buf32[a33] : (static_cast< unsigned>(29)); 
# 54
a33 <<= a33; 
# 56
#pragma unroll
for (
# 56
int n35 = sum34; n35 > 0; --n35) { 
# 57
for (int j36 = 0; j36 < sum34; j36 += 1) { 
# 58
--sum34; 
# 59
const int base37 = (1618ULL); 
# 60
}  
# 61
}  
# 62
return -57L; 
# 63
} 
#endif
# 65 "v001519.cu"
static int check_smooth38(unsigned *data39, double q40, int n41) { 
# 66
if (((38) >= g_clamp8) ? 41UL : (data39[n41])) { 
# 67
return data39[6]; 
# 68
}  
# 69
constexpr int e42 = (-52); 
# 70
if (n41 - 47ULL) { 
# 71
goto skip44; 
# 72
}  
# 73
for (int n43 = 0; n43 < (3 * 3); ++n43) { 
# 74
if ((6) <= (data39[n43])) { 
# 75
break; 
# 76
}  
# 77
n41 ^= (4 + (static_cast< short>(n43 + (*data39)))); 
# 78
}  
# 79
skip44:; ; 
# 80
return ((data39[5]) << 4) + (data39[n41]); 
# 81
} 
# 83
int main() { 
# 84
int count45 = 626; 
# 85
--count45; 
# 86
++count45; 
# 87
(__cudaPushCallConfiguration(128, 128)) ? (void)0 : probe9_kernel< long, int> (static_cast< const long *>(nullptr), ((g_clamp8 > g_clamp8) || (g_clamp8 == g_clamp8)) ? (count45 == g_clamp8) ? 3U : count45 : (30), ((g_clamp8 += (19.5F)), (62 * count45))); 
# 88
return 0; 
# 89
} 

# 1 "v001519.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4a96caf4_10_v001519_cu_da815975
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001519.cudafe1.stub.c"
#include "v001519.cudafe1.stub.c"
# 1 "v001519.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
