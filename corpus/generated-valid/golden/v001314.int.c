# 1 "v001314.cu"
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
# 8 "v001314.cu"
__attribute__((visibility("hidden"))) void sift3(int n4, int n5) ;
#if 0
# 8
{ 
# 9
unsigned gid6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 10
if (gid6 >= n5) { 
# 11
return; 
# 12
}  
# 13
__attribute__((unused)) static short sh_7[1 << 4]; 
# 14
--n5; 
# 15
__attribute__((unused)) static int sh_8[128]; 
# 16
__attribute__((unused)) static int sh_9[8]; 
# 17
__attribute__((unused)) static short sh_10; 
# 18
int sum11[4]{(-39), 42, n5, (29UL)}; 
# 19
} 
#endif
# 22 "v001314.cu"
__attribute__((visibility("hidden"))) void lerp12(unsigned q13, int count14) ;
#if 0
# 22
{ 
# 23
int i15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 24
if (i15 >= count14) { 
# 25
return; 
# 26
}  
# 27
auto tmp16 = 13 << (((__device_builtin_variable_blockIdx.z) + count14) & (15)); 
# 28
__attribute__((unused)) static unsigned char sh_17; 
# 29
switch (sh_17) { 
# 30
case 0:  
# 31
for (int n18 = 0; n18 < 6; n18 += 1) { 
# 32
++q13; 
# 33
if (tmp16 >= 24) { 
# 34
return; 
# 35
}  
# 36
}  
# 37
break; 
# 38
}  
# 39
} 
#endif
# 42 "v001314.cu"
template< class T> 
# 43
__attribute((noinline)) __attribute__((unused)) T norm19(T b20) {int volatile ___ = 1;(void)b20;
# 48
::exit(___);}
#if 0
# 43
{ 
# 44
int m21[3] = {static_cast< int>(b20)}; 
# 45
unsigned long long cnt22{(686)}; 
# 46
b20++; 
# 47
return m21[__device_builtin_variable_gridDim.z]; 
# 48
} 
#endif
# 50 "v001314.cu"
static double check_relax23(float *acc24, const float *src25) { 
# 51
(__cudaPushCallConfiguration(2, 32)) ? (void)0 : sift3((23) * (*src25), src25[5]); 
# 52
for (int n26 = 0, j27 = 13; n26 < j27; (++n26), (--j27)) { 
# 53
++(*acc24); 
# 54
static long hi28 = 20L; 
# 55
}  
# 56
--(acc24[7]); 
# 57
return (17.625F); 
# 58
} 
# 60
static void drift29(unsigned *buf30) { 
# 61
check_relax23(reinterpret_cast< float *>(buf30), reinterpret_cast< const float *>(buf30)); 
# 62
switch (*buf30) { 
# 63
case 6:  
# 64
case 10:  { 
# 65
(__cudaPushCallConfiguration(8, 1 << 6)) ? (void)0 : sift3(check_relax23(reinterpret_cast< float *>(buf30), nullptr) + (33), check_relax23(reinterpret_cast< float *>(buf30), reinterpret_cast< const float *>(buf30))); 
# 66
constexpr int r31 = (22L); 
# 67
[[fallthrough]] ; 
# 68
} 
# 69
case 0:  
# 70
break; 
# 71
}  
# 72
} 
# 74
int main() { 
# 75
int count32 = 2150; 
# 76
count32++; 
# 77
(++count32), (count32 = (((count32 + count32) - (129 * count32)) & 15)); 
# 78
--count32; 
# 79
(__cudaPushCallConfiguration(dim3(16, (count32 + 31) / 32), 1 << 6)) ? (void)0 : lerp12((~count32) + (('z') + count32), count32 & 15); 
# 80
return 0; 
# 81
} 

# 1 "v001314.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6ea5f134_10_v001314_cu_27ec509b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001314.cudafe1.stub.c"
#include "v001314.cudafe1.stub.c"
# 1 "v001314.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
