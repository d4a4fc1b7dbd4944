# 1 "v002129.cu"
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
# 9 "v002129.cu"
constexpr int rank4(int n5, int stride6) 
# 10
{ 
# 11
return n5; 
# 12
} 
# 14
__attribute__((unused)) unsigned char mix7(int len8, int len9, float beta10) 
# 15
{int volatile ___ = 1;(void)len8;(void)len9;(void)beta10;
# 29
::exit(___);}
#if 0
# 15
{ 
# 16
if (len8 > len8) { 
# 17
goto done11; 
# 18
}  
# 19
beta10--; 
# 20
if ((len8 * (12LL / len8)) <= (rank4(len8, 64U))) { 
# 21
if (((float)len9) <= beta10) { 
# 22
len8 = (53ULL); 
# 23
beta10 *= (rank4((rank4(len9, beta10)) + (49UL * len9), ((60) / beta10) + len9)); 
# 24
}  
# 25
} else { 
# 26
}  
# 27
done11:; ; 
# 28
return (12L) + (len9 + sizeof(signed char)); 
# 29
} 
#endif
# 30 "v002129.cu"
static float g_kick12; 
# 32
double warp13(bool p14, int stride15) 
# 33
{ 
# 34
int x16 = stride15; 
# 35
for (int n17 = stride15; n17 > 0; --n17) { 
# 36
p14 = (rank4(rank4(x16, 14UL), n17) < (-x16)); 
# 37
}  
# 38
auto stride18 = x16; 
# 39
return stride15 - (22.875F); 
# 40
} 
# 42
__attribute__((visibility("hidden"))) void pack19_kernel(int *__restrict__ data20) ;
#if 0
# 43
{ 
# 44
++(data20[0]); 
# 45
int w21 = 0; 
# 46
while (w21 < w21) { 
# 47
for (int n22 = 6; n22 > 0; --n22) { 
# 48
(data20[5]) /= ((data20[n22]) + n22); 
# 49
}  
# 50
++w21; 
# 51
}  
# 52
__attribute__((unused)) static unsigned char sh_23[16]; 
# 53
} 
#endif
# 55 "v002129.cu"
int main() 
# 56
{ 
# 57
int count24 = 3083; 
# 58
float z25 = +rank4(g_kick12, g_kick12); 
# 59
auto prod26 = 16L; 
# 60
count24 = (warp13(prod26 != z25, 56)); 
# 61
z25++; 
# 62
(__cudaPushCallConfiguration((count24 + 31) / 32, 32, sizeof(int) * (64), 0)) ? (void)0 : pack19_kernel(&count24); 
# 63
return 0; 
# 64
} 

# 1 "v002129.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a74fe8af_10_v002129_cu_7b42df51
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002129.cudafe1.stub.c"
#include "v002129.cudafe1.stub.c"
# 1 "v002129.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
