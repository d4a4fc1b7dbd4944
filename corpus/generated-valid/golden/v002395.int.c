# 1 "v002395.cu"
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
# 9 "v002395.cu"
__attribute((noinline)) __attribute__((unused)) void filter4(unsigned p5, float *acc6, float alpha7) 
# 10
{int volatile ___ = 1;(void)p5;(void)acc6;(void)alpha7;
# 18
::exit(___);}
#if 0
# 10
{ 
# 11
__attribute__((unused)) static int sh_8[64]; 
# 12
if (((((sh_8[22]) < 4) ? sh_8[22] : 4) / (sh_8[p5])) == 58UL) { 
# 13
p5 = (51); 
# 14
unsigned short *sum9 = (nullptr); 
# 15
++(acc6[p5 & (7)]); 
# 16
}  
# 17
auto x10 = 64; 
# 18
} 
#endif
# 20 "v002395.cu"
long long bump11(double p12) 
# 21
{ 
# 22
--p12; 
# 23
if (unsigned res13 = (2) - ((p12 * p12) - p12); (res13 >= ((p12 < (9L)) ? p12 : (9L))) || (res13 != 19ULL)) { 
# 24
p12 = (6.75); 
# 25
int r14 = 56U + ((res13 += p12), 2972); 
# 26
}  
# 27
int lim15{28}; 
# 28
if (p12 < lim15) { 
# 29
goto skip16; 
# 30
}  
# 31
p12 = lim15; 
# 32
skip16:; ; 
# 33
return (24ULL - (lim15 - 15)) % (10L); 
# 34
} 
# 36
__attribute((noinline)) __attribute__((unused)) int decay17(float beta18 = (10.375F)) 
# 37
{int volatile ___ = 1;(void)beta18;
# 46
::exit(___);}
#if 0
# 37
{ 
# 38
beta18 = ((bump11(beta18 * (3))) * (((beta18 >= (43U)) && (beta18 < beta18)) ? bump11(beta18) : beta18)); 
# 39
if (float e19 = beta18; e19 <= beta18) { 
# 40
if (bump11(beta18) & (1)) { 
# 41
return +((5) * e19); }  
# 42
}  
# 43
if (beta18 < beta18) { 
# 44
return bump11(((beta18 += (52)), beta18)); }  
# 45
return bump11(bump11((23.75))); 
# 46
} 
#endif
# 49 "v002395.cu"
__attribute__((visibility("hidden"))) void march20_kernel(float *dst21) ;
#if 0
# 50
{ 
# 51
__attribute__((unused)) static int sh_22[15][12]; 
# 52
auto v23 = *dst21; 
# 53
} 
#endif
# 55 "v002395.cu"
unsigned short smooth24(const int *in25) 
# 56
{ 
# 57
bump11((16.75F)); 
# 58
return 0UL; 
# 59
} 
# 60
static_assert((34 == 34), "expected value");
# 67
__attribute__((visibility("hidden"))) void map_norm27(float *data, int n) ;
#if 0
# 67
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((float)((data[i]) - ((float)1))); }  } 
#endif
# 69 "v002395.cu"
int main() 
# 70
{ 
# 71
int size28 = 212; 
# 72
([]{ 
# 73
bump11(bump11((5.0F))); 
# 74
} )(); 
# 75
smooth24(nullptr); 
# 76
++size28; 
# 77
if (((size28 > 39L) ? 41 : size28) != size28) { 
# 78
return bump11(((size28 += 21), size28)); }  
# 79
(__cudaPushCallConfiguration((size28 + 127) / 128, 512, 256, 0)) ? (void)0 : march20_kernel((float *)nullptr); 
# 80
(__cudaPushCallConfiguration(1, 128, sizeof(float) * (32))) ? (void)0 : map_norm27(nullptr, 30U); 
# 81
return 0; 
# 82
} 

# 1 "v002395.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d781c70d_10_v002395_cu_900af63e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002395.cudafe1.stub.c"
#include "v002395.cudafe1.stub.c"
# 1 "v002395.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
