# 1 "v002344.cu"
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
# 8 "v002344.cu"
__attribute__((unused)) void fold3(float b4) {int volatile ___ = 1;(void)b4;
# 16
::exit(___);}
#if 0
# 8
{ 
# 9
b4++; 
# 10
--b4; 
# 11
if ((b4 / (38)) >= b4) { 
# 12
return; 
# 13
}  
# 14
b4 = (2687); 
# 15
b4 = b4; 
# 16
} 
#endif
# 18 "v002344.cu"
inline int reduce5(int count6, int *__restrict__ buf7, int len8) { 
# 19
long u9 = (27); 
# 20
len8 >>= 5; 
# 21
int val10 = (count6 + (buf7[2])) + (buf7[0]); 
# 22
float q11((16.25F)); 
# 23
int x12 = q11 / (val10 * q11); 
# 24
float y13((len8 << x12) % ((43) + u9)); 
# 25
return 49UL * ((val10 / x12) + sizeof(int)); 
# 26
} 
# 28
static void rank14(char *__restrict__ dst15, unsigned *acc16, int stride17, float *dst18) ;
#if 0
# 28
{ 
# 29
int gid19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 30
if (gid19 >= stride17) { 
# 31
return; 
# 32
}  
# 33
auto idx20 = (39) + ((*dst18) + (dst15[6])); 
# 34
__attribute__((unused)) static float sh_21[256]; 
# 35
int w22 = 0; 
# 36
while (w22 < w22) { 
# 37
--stride17; 
# 38
__attribute__((unused)) static long sh_23[64]; 
# 39
++w22; 
# 40
}  
# 41
} 
#endif
# 43 "v002344.cu"
int main() { 
# 44
int count24 = 1815; 
# 45
int w25 = 0; 
# 46
while (w25 < 8) { 
# 47
int iter26 = 0; 
# 48
do { 
# 49
for (int n27 = 0; n27 < 4; n27 += 3) { 
# 50
count24 -= (w25 << count24); 
# 51
unsigned long lim28((59)); 
# 52
}  
# 53
++iter26; 
# 54
} while (iter26 < 5); 
# 55
++w25; 
# 56
}  
# 57
(__cudaPushCallConfiguration((count24 + 31) / 32, 256)) ? (void)0 : rank14((char *)nullptr, (unsigned *)nullptr, (count24 >> 1) * 46UL, nullptr); 
# 58
return 0; 
# 59
} 

# 1 "v002344.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__97ad64d9_10_v002344_cu_de047933
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002344.cudafe1.stub.c"
#include "v002344.cudafe1.stub.c"
# 1 "v002344.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
