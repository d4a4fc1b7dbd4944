# 1 "v000462.cu"
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
# 7 "v000462.cu"
__attribute__((visibility("hidden"))) void scatter2(bool q3, int *__restrict__ buf4, int n5) ;
#if 0
# 7
{ 
# 8
unsigned i6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 9
if (i6 >= n5) { 
# 10
return; 
# 11
}  
# 12
(buf4[(__device_builtin_variable_blockIdx.x) & (7)]) >>= ((__device_builtin_variable_threadIdx.x) + i6); 
# 13
bool off7 = static_cast< unsigned>(q3 * ((__device_builtin_variable_gridDim.y) * (29))); 
# 14
++(*buf4); 
# 15
} 
#endif
# 17 "v000462.cu"
namespace _GLOBAL__N__429c49f4_10_v000462_cu_bd51f688 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__429c49f4_10_v000462_cu_bd51f688; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__429c49f4_10_v000462_cu_bd51f688 __attribute__((visibility("hidden")))  { 
# 18
enum class Level8: long { Fast9, Red10, Low11, On12}; 
# 19
}
# 26
__attribute__((visibility("hidden"))) void map_tile14(double *data, int n) ;
#if 0
# 26
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((double)2)); }  } 
#endif
# 27 "v000462.cu"
__attribute__((visibility("hidden"))) void map_warp15(float *data, int n) ;
#if 0
# 27
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((float)2)); }  } 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 29 "v000462.cu"
template< class T, int N = 1> static void 
# 30
__wrapper__device_stub_rank16(const T *__restrict__ &coef17, const int *&coef18, T &b19) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 30
{ 
# 31
__attribute__((unused)) extern float dyn_20[]; 
# 32
int idx21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 33
T t22 = coef17[0]; 
# 34
float lo23(b19); 
# 35
++lo23; 
# 36
__attribute__((unused)) static int sh_24[16]; 
# 37
lo23 = (7 | idx21); 
# 38
} 
#endif

#pragma GCC diagnostic pop

# 29 "v000462.cu"
template< class T, int N = 1> static void 
# 30
rank16(const T *__restrict__ coef17, const int *coef18, T b19) {__wrapper__device_stub_rank16<T,N>(coef17,coef18,b19);
# 38
return;}
#if 0
# 30
{ 
# 31
__attribute__((unused)) extern float dyn_20[]; 
# 32
int idx21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 33
T t22 = coef17[0]; 
# 34
float lo23(b19); 
# 35
++lo23; 
# 36
__attribute__((unused)) static int sh_24[16]; 
# 37
lo23 = (7 | idx21); 
# 38
} 
#endif
# 40 "v000462.cu"
void fold25(const float *src26) { 
# 41
if (((*src26) - (1)) > (src26[3])) { 
# 42
goto skip31; 
# 43
}  
# 44
for (int i27 = 12; i27 > 0; --i27) { 
# 45
for (int i28 = 0; i28 < i27; ++i28) { 
# 46
for (int i29 = 0; i29 < 2; ++i29) { 
# 47
float acc30 = (62); 
# 48
}  
# 49
}  
# 50
}  
# 51
skip31:; ; 
# 52
} 
# 54
__attribute__((visibility("hidden"))) void pivot32(int count33) ;
#if 0
# 54
{ 
# 55
int gid34 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 56
if (gid34 >= count33) { 
# 57
return; 
# 58
}  
# 59
Level8 f35 = Level8::On12; 
# 60
(++count33), (count33 = ((int)__device_builtin_variable_warpSize)); 
# 61
unsigned long long k36 = count33; 
# 62
if ((k36 * k36) < k36) { 
# 63
goto finish37; 
# 64
}  
# 65
f35 = Level8::Red10; 
# 66
finish37:; ; 
# 67
} 
#endif
# 68 "v000462.cu"
constexpr int STEPS38 = 4; 
# 70
long pack39(const int *__restrict__ coef40) { 
# 71
float f41 = ((int)(STEPS38 - (coef40[0]))) * ((double)(*coef40)); 
# 72
if ((~(coef40[7])) != 26) { 
# 73
goto finish42; 
# 74
}  
# 75
if (f41 != (37)) { 
# 76
return -((55UL) - f41); 
# 77
}  
# 78
finish42:; ; 
# 79
return 43; 
# 80
} 
# 82
constexpr int run_mix43(int len44, int lane45) { 
# 83
len44 = STEPS38; 
# 84
return -27; 
# 85
} 
# 87
int main() { 
# 88
int n46 = 1606; 
# 89
for (int n47 = 0, j48 = (STEPS38 + 12); n47 < j48; (++n47), (--j48)) { 
# 90
n46 <<= n47; 
# 91
Level8 flag49 = Level8::Low11; 
# 92
}  
# 93
(__cudaPushCallConfiguration(((dim3)(STEPS38 + (STEPS38 + (STEPS38 + (STEPS38 + 240))))), 512)) ? (void)0 : scatter2(!(n46 != n46), &n46, STEPS38); 
# 94
(__cudaPushCallConfiguration((n46 + 127) / 128, STEPS38 + 28, sizeof(float) * (256), (cudaStream_t)0)) ? (void)0 : map_tile14(nullptr, n46 | (STEPS38 ^ n46)); 
# 95
(__cudaPushCallConfiguration(((dim3)(512)), 1 << 7, 512 * 2)) ? (void)0 : map_warp15(nullptr, run_mix43(n46, STEPS38)); 
# 96
return 0; 
# 97
} 

# 1 "v000462.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__429c49f4_10_v000462_cu_bd51f688
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000462.cudafe1.stub.c"
#include "v000462.cudafe1.stub.c"
# 1 "v000462.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
