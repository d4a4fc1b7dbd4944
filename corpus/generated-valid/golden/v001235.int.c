# 1 "v001235.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 10 "v001235.cu"
__attribute__((unused)) static unsigned char bump4(int *data5) 
# 11
{int volatile ___ = 1;(void)data5;
# 21
::exit(___);}
#if 0
# 11
{ 
# 12
bool res6 = ~((true) - (data5[1])); 
# 13
if (((*data5) * 61) & 1) { 
# 14
if (res6) { 
# 15
return res6; 
# 16
}  
# 17
int base7 = res6; 
# 18
} else { 
# 19
}  
# 20
return res6; 
# 21
} 
#endif

#pragma GCC diagnostic pop

# 22 "v001235.cu"
static_assert(((8 + 3) == 11));
# 23
enum class Color8 { Slow9, Slow10, Add11}; 
# 25
__attribute__((unused)) double score12(char p13, const float *in14, float p15) 
# 26
{int volatile ___ = 1;(void)p13;(void)in14;(void)p15;
# 44
::exit(___);}
#if 0
# 26
{ 
# 27
if (p13 & 1) { 
# 28
goto done17; 
# 29
}  
# 30
for (int j16 = 0; j16 < 13; j16++) { 
# 31
switch (j16 ^ 15) { 
# 32
case 5:  
# 33
++p13; 
# 34
p15 = ((bump4(nullptr)) % p13); 
# 35
break; 
# 36
case 1:  
# 37
break; 
# 38
case 2:  
# 39
break; 
# 40
}  
# 41
}  
# 42
done17:; ; 
# 43
return (bump4(nullptr)) + (bump4((int *)nullptr)); 
# 44
} 
#endif
# 46 "v001235.cu"
__attribute__((visibility("hidden"))) void shade18_kernel(const unsigned *__restrict__ input19, unsigned *dst20) ;
#if 0
# 47
{ 
# 48
int gid21 = __device_builtin_variable_threadIdx.x; 
# 49
__attribute__((unused)) static float sh_22[256]; 
# 50
Color8 q23 = Color8::Slow10; 
# 51
q23 = q23; 
# 52
if (score12(5, sh_22, gid21) < ((dst20[6]) ^ 5L)) { 
# 53
(*dst20) = ((__device_builtin_variable_threadIdx.y) % (-gid21)); 
# 54
}  
# 55
short x24(bump4(nullptr)); 
# 56
} 
#endif
# 58 "v001235.cu"
int main() 
# 59
{ 
# 60
int n25 = 2040; 
# 61
n25++; 
# 62
bool w26 = n25 <= n25; 
# 63
(__cudaPushCallConfiguration((n25 + 31) / 32, 16 * 4)) ? (void)0 : shade18_kernel(nullptr, (unsigned *)nullptr); 
# 64
return 0; 
# 65
} 

# 1 "v001235.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__67851694_10_v001235_cu_c7240767
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001235.cudafe1.stub.c"
#include "v001235.cudafe1.stub.c"
# 1 "v001235.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
