# 1 "v002050.cu"
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
# 12 "v002050.cu"
typedef unsigned idx5_t; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 15
template< class T, class U> static void 
# 16
__wrapper__device_stub_step6(U &cfg7) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 16
{ 
# 17
T res8 = (45) & (__device_builtin_variable_blockIdx.x); 
# 19
#pragma unroll 4
for (
# 19
int n9 = 0; n9 < 11; ++n9) { 
# 20
res8 /= ((n9 << n9) * 47ULL); 
# 21
}  
# 22
res8 -= (+(cfg7 * res8)); 
# 23
} 
#endif

#pragma GCC diagnostic pop

# 15 "v002050.cu"
template< class T, class U> static void 
# 16
step6(U cfg7) {__wrapper__device_stub_step6<T,U>(cfg7);
# 23
return;}
#if 0
# 16
{ 
# 17
T res8 = (45) & (__device_builtin_variable_blockIdx.x); 
# 19
#pragma unroll 4
for (
# 19
int n9 = 0; n9 < 11; ++n9) { 
# 20
res8 /= ((n9 << n9) * 47ULL); 
# 21
}  
# 22
res8 -= (+(cfg7 * res8)); 
# 23
} 
#endif
# 26 "v002050.cu"
__attribute((always_inline)) __attribute__((unused)) inline double bias10(const short *src11, short alpha12, bool beta13) {int volatile ___ = 1;(void)src11;(void)alpha12;(void)beta13;
# 31
::exit(___);}
#if 0
# 26
{ 
# 27
alpha12 <<= beta13; 
# 28
__attribute__((unused)) static unsigned sh_14[128]; 
# 29
float tmp15 = ((2) * (__device_builtin_variable_blockDim.x)) + alpha12; 
# 30
return static_cast< int>('\''); 
# 31
} 
#endif
# 33 "v002050.cu"
namespace _GLOBAL__N__a33ba890_10_v002050_cu_main __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__a33ba890_10_v002050_cu_main; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__a33ba890_10_v002050_cu_main __attribute__((visibility("hidden")))  { 
# 34
__attribute__((unused)) void reduce16(const long long *src17, int stride18 = 41U) {int volatile ___ = 1;(void)src17;(void)stride18;
# 39
::exit(___);}
#if 0
# 34
{ 
# 35
stride18 = ((stride18 * bias10(reinterpret_cast< const short *>(src17), '#', src17[stride18 & 7])) - (src17[0])); 
# 36
stride18 = (src17[stride18]); 
# 37
int e19 = (11ULL); 
# 38
bool lim20{false}; 
# 39
} 
#endif
# 41 "v002050.cu"
static float check_reduce21(int lane22, int n23) { 
# 42
do { lane22 += n23; } while (0); 
# 43
--lane22; 
# 44
int v24 = lane22; 
# 45
lane22++; 
# 46
const float *flag25 = ((const float *)nullptr); 
# 47
return __alignof__(double); 
# 48
} 
# 50
__attribute((noinline)) __attribute__((unused)) unsigned char step26(int stride27) {int volatile ___ = 1;(void)stride27;
# 56
::exit(___);}
#if 0
# 50
{ 
# 51
int tmp28 = (-64); 
# 52
++stride27; 
# 53
idx5_t v29 = (tmp28 << (63L - stride27)) % 8; 
# 54
int x30(stride27); 
# 55
return ((2 * ((stride27 * x30) + x30)) + bias10(static_cast< const short *>(nullptr), 16 - __device_builtin_variable_warpSize, __device_builtin_variable_blockDim.x)); 
# 56
} 
#endif
# 57 "v002050.cu"
}
# 59
static void host_tile31(int len32, int stride33, int count34) { 
# 60
double t35 = count34; 
# 61
check_reduce21(4562UL | stride33, check_reduce21(48, 30)); 
# 62
} 
# 64
int main() { 
# 65
int len36 = 3421; 
# 66
len36 %= len36; 
# 67
for (int i37 = 0; i37 < len36; ++i37) { 
# 68
short lim38[4]{(static_cast< short>(46L)), (static_cast< short>(62L)), static_cast< short>(len36), (62)}; 
# 69
}  
# 70
host_tile31(len36, len36, len36); 
# 71
(__cudaPushCallConfiguration(512, 1 << 7)) ? (void)0 : step6< long, unsigned> (len36 % 8); 
# 72
return 0; 
# 73
} 

# 1 "v002050.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a33ba890_10_v002050_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002050.cudafe1.stub.c"
#include "v002050.cudafe1.stub.c"
# 1 "v002050.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
