# 1 "v000629.cu"
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
# 16 "v000629.cu"
namespace gpu5 { 
# 17
__attribute__((unused)) void merge6(int count7) 
# 18
{int volatile ___ = 1;(void)count7;
# 29
::exit(___);}
#if 0
# 18
{ 
# 19
if (count7 <= count7) { 
# 20
goto skip10; 
# 21
}  
# 22
count7 %= count7; 
# 23
for (int i8 = 0; i8 < count7; i8 += 4) { 
# 24
auto k9 = 29LL; 
# 25
k9 = k9; 
# 26
--k9; 
# 27
}  
# 28
skip10:; ; 
# 29
} 
#endif
# 30 "v000629.cu"
static int d_pack11[16]; 
# 31
}
# 33
__attribute((noinline)) __attribute__((unused)) long long pack12(size_t beta13, int count14, const int *in15) 
# 34
{int volatile ___ = 1;(void)beta13;(void)count14;(void)in15;
# 42
::exit(___);}
#if 0
# 34
{ 
# 35
beta13++; 
# 36
count14 = (1909UL * beta13); 
# 37
constexpr float y16 = (13.75F); 
# 38
float lo17 = (14.5F); 
# 39
float lim18 = (16.625F); 
# 40
beta13 <<= 1; 
# 41
return *in15; 
# 42
} 
#endif
# 44 "v000629.cu"
__attribute__((visibility("hidden"))) void combine19(int n20, int n21, const int *src22) ;
#if 0
# 45
{ 
# 46
if (((src22[n20]) - 7) >= 5) { 
# 47
return; 
# 48
}  
# 49
if ((static_cast< char>(src22[1])) != ((gpu5::d_pack11[n20]) + 45)) { 
# 50
long lo23 = (35U); 
# 51
lo23--; 
# 52
}  
# 53
} 
#endif
# 55 "v000629.cu"
inline float tally24(int n25, const unsigned char *__restrict__ coef26, int len27) 
# 56
{ 
# 57
if ((*coef26) >= n25) { 
# 58
(__cudaPushCallConfiguration(((dim3)((len27 + 127) / 128)), 7 + (64 + 441), 0)) ? (void)0 : combine19(+(static_cast< unsigned>(coef26[n25])), 33, reinterpret_cast< const int *>(coef26)); 
# 59
len27 = (4507 * (((coef26[n25]) % n25) >> n25)); 
# 60
(__cudaPushCallConfiguration(dim3(32, (n25 + 31) / 32, 4), 64 + (64 + 384))) ? (void)0 : combine19(2901U, 7 * (+len27), reinterpret_cast< const int *>(coef26)); 
# 61
} else { 
# 62
auto u28 = len27 + 2142; 
# 63
}  
# 64
return n25; 
# 65
} 
# 67
int main() 
# 68
{ 
# 69
int n29 = 613; 
# 70
n29 = n29; 
# 71
for (int j30 = 0; j30 < (7 + 6); j30 += 2) { 
# 72
for (int j31 = 8; j31 > 0; --j31) { 
# 73
if (constexpr unsigned v32 = ((7 + 22) * 2); j30 > ((j31 * sizeof(int)) - (j30 + v32))) { 
# 74
(__cudaPushCallConfiguration(128, ((dim3)(64)), 16 * 16)) ? (void)0 : combine19((2 * (j31 - 28)) + (j30 + j30), 7LL, nullptr); 
# 75
n29 /= (n29 << (((int)j31) + v32)); 
# 76
}  
# 77
}  
# 78
}  
# 79
return 0; 
# 80
} 

# 1 "v000629.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2dd5c93e_10_v000629_cu_8dca9a79
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000629.cudafe1.stub.c"
#include "v000629.cudafe1.stub.c"
# 1 "v000629.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
