# 1 "v002319.cu"
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
# 9 "v002319.cu"
static int g_decay5; 
# 11
__attribute((noinline)) __attribute__((unused)) unsigned bump6(int len7, const int *input8, int stride9) 
# 12
{int volatile ___ = 1;(void)len7;(void)input8;(void)stride9;
# 20
::exit(___);}
#if 0
# 12
{ 
# 13
int r10 = (51L); 
# 14
if (16LL >= (r10 ^ 8)) { 
# 15
return input8[6]; }  
# 16
if ((stride9 * (*input8)) != 23) { 
# 17
return (len7 | 60) >> 15; }  
# 18
r10++; 
# 19
return ((int)0UL) / (stride9 + (input8[1])); 
# 20
} 
#endif
# 22 "v002319.cu"
static void fuse11(const int *__restrict__ input12, float beta13) ;
#if 0
# 23
{ 
# 24
if (input12 == (nullptr)) { 
# 25
return; }  
# 26
bump6((*input12) ^ (sizeof(unsigned) + (input12[5])), input12, (bump6(beta13, input12, 41) >= (__device_builtin_variable_threadIdx.x)) ? bump6(beta13, input12 + 3, beta13) : (*input12)); 
# 27
float t14 = (input12[2]) - (static_cast< float>(32)); 
# 28
if (__device_builtin_variable_gridDim.x) { 
# 29
goto out15; 
# 30
}  
# 31
beta13 -= ((beta13 >= (bump6(*input12, nullptr, 1572))) ? static_cast< float>((t14 += (1.375F)), (19.25F)) : (4)); 
# 32
out15:; ; 
# 33
} 
#endif
# 35 "v002319.cu"
__attribute((always_inline)) __attribute__((unused)) inline int shade16(int count17, int stride18) 
# 36
{int volatile ___ = 1;(void)count17;(void)stride18;
# 48
::exit(___);}
#if 0
# 36
{ 
# 38
#pragma unroll
for (
# 38
int i19 = 5; i19 > 0; --i19) { 
# 39
count17 &= (((short)((__device_builtin_variable_threadIdx.x) - (__device_builtin_variable_threadIdx.z))) | (((count17 += 3), __alignof__(char)) & (-count17))); }  
# 40
if (stride18 != stride18) { 
# 41
goto finish20; 
# 42
}  
# 43
stride18++; 
# 44
bump6(stride18, nullptr, bump6(stride18, (const int *)nullptr, __device_builtin_variable_blockDim.x) + (static_cast< unsigned>(stride18))); 
# 45
stride18 = 2453; 
# 46
finish20:; ; 
# 47
return ((stride18 += 14), (32 * (count17 << count17))); 
# 48
} 
#endif
# 50 "v002319.cu"
extern "C" __attribute__((visibility("hidden"))) void pivot21_kernel(unsigned *__restrict__ acc22, const unsigned char *coef23) ;
#if 0
# 51
{ 
# 52
int tid24 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 53
(*acc22) %= __device_builtin_variable_warpSize; 
# 54
for (int i25 = 0; i25 < 7; i25++) { 
# 55
for (int j26 = 0, j27 = 4; j26 < j27; (++j26), (--j27)) { 
# 56
(*acc22)--; }  
# 57
if (coef23 != (nullptr)) { 
# 58
return; }  
# 59
}  
# 60
} 
#endif
# 62 "v002319.cu"
int host_count28(double beta29, float a30, int len31) 
# 63
{ 
# 64
len31 |= 4; 
# 65
int val32 = a30; 
# 66
if (val32) { 
# 67
goto done33; 
# 68
}  
# 69
len31 = a30; 
# 70
done33:; ; 
# 71
return (((len31 >> g_decay5) != beta29) ? 63L : len31) & (23 | val32); 
# 72
} 
# 74
int main() 
# 75
{ 
# 76
int len34 = 794; 
# 77
int res35{31}; 
# 78
if (len34 == res35) { 
# 79
return res35; }  
# 80
static double f36 = (39U); 
# 81
(__cudaPushCallConfiguration(1, ((dim3)(1)))) ? (void)0 : fuse11(static_cast< const int *>(nullptr), host_count28(len34, 20, (4) + f36)); 
# 82
(__cudaPushCallConfiguration(dim3((g_decay5 + 31) / 32, (len34 + 127) / 128), dim3((res35 + 127) / 128, 16, 64), sizeof(int) * (256))) ? (void)0 : pivot21_kernel(static_cast< unsigned *>(nullptr), nullptr); 
# 83
return 0; 
# 84
} 

# 1 "v002319.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ad273374_10_v002319_cu_17cd537e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002319.cudafe1.stub.c"
#include "v002319.cudafe1.stub.c"
# 1 "v002319.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
