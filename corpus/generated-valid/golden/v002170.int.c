# 1 "v002170.cu"
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
# 8 "v002170.cu"
__attribute__((visibility("hidden"))) void blend3_kernel(unsigned *dst4, int n5) ;
#if 0
# 8
{ 
# 9
switch (*dst4) { 
# 10
case 0:  
# 11
break; 
# 12
case 12:  { 
# 13
int h6 = ((!(n5 == n5)) ? n5 : n5) * n5; 
# 14
[[fallthrough]] ; 
# 15
} 
# 16
case 9:  
# 17
break; 
# 18
case 6:  
# 19
break; 
# 20
}  
# 21
if (!((n5 - n5) <= 23)) { 
# 22
unsigned char k7 = ((((dst4[2]) += (4557)), (dst4[4]))); 
# 23
(dst4[4]) = ((k7 * 54) >> ((k7 + 18) - (k7 << n5))); 
# 24
}  
# 25
} 
#endif
# 28 "v002170.cu"
__attribute__((visibility("hidden"))) void blend8(int *dst9, const long *input10) ;
#if 0
# 28
{ 
# 29
if (((input10[4]) / (2)) >= (dst9[0])) { 
# 30
return; 
# 31
}  
# 32
long long s11 = input10[5]; 
# 33
double lo12 = *input10; 
# 34
(++(dst9[6])), (lo12 = (*dst9)); 
# 35
(*dst9) *= ((20) + lo12); 
# 36
s11 = ((char)(input10[s11])); 
# 37
} 
#endif
# 39 "v002170.cu"
int main() { 
# 40
int count13 = 1548; 
# 41
if (49U > count13) { 
# 42
([&]{ 
# 43
const char *mid14 = ("AB_tail"); 
# 44
(__cudaPushCallConfiguration(512, 32, sizeof(double) * (128))) ? (void)0 : blend3_kernel((unsigned *)nullptr, (2455 * (mid14[0])) * 8); 
# 45
} )(); 
# 46
count13 = ((count13 += count13), 241); 
# 47
}  
# 48
(__cudaPushCallConfiguration(8, 32)) ? (void)0 : blend8((int *)nullptr, (const long *)nullptr); 
# 49
return 0; 
# 50
} 

# 1 "v002170.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__12a72855_10_v002170_cu_0ca0808c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002170.cudafe1.stub.c"
#include "v002170.cudafe1.stub.c"
# 1 "v002170.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
