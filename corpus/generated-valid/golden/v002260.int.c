# 1 "v002260.cu"
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
# 20 "v002260.cu"
__attribute__((unused)) size_t combine5(char *acc6) 
# 21
{int volatile ___ = 1;(void)acc6;
# 43
::exit(___);}
#if 0
# 21
{ 
# 22
float lo7 = 11 + (acc6[1]); 
# 23
if (((acc6[2]) + 38) >= lo7) { 
# 24
return ((float)(9.5F)) - ((acc6[2]) / lo7); 
# 25
}  
# 26
lo7 += ((acc6[2]) / (lo7 + (lo7 * (acc6[3])))); 
# 27
switch (*acc6) { 
# 28
case 3:  { 
# 29
int stride8[4] = {3246, 47, 2017, static_cast< int>((lo7 >= (24)) ? 41U : lo7)}; 
# 30
bool e9 = ((int)(13 * (acc6[6]))) - 1; 
# 31
break; 
# 32
} 
# 33
case 10:  { 
# 34
int cnt10 = ((((*acc6) - 13) + ((int)(acc6[7]))) == 22) ? (3) + (lo7 + (18L)) : (((lo7 >= (3)) ? lo7 : (16)) + ((42UL) + lo7)); 
# 35
break; 
# 36
} 
# 37
case 2:  
# 38
break; 
# 39
case 3 + 4:  
# 40
break; 
# 41
}  
# 42
return (acc6[5]) + lo7; 
# 43
} 
#endif
# 45 "v002260.cu"
__attribute__((visibility("hidden"))) void scale11_kernel(int n12, unsigned beta13, int len14) ;
#if 0
# 46
{ 
# 47
unsigned z15 = +((sizeof(double) * beta13) - len14); 
# 48
if ((beta13 * (25)) < n12) { 
# 49
goto done18; 
# 50
}  
# 51
if (!(((n12 != beta13) ? 848 : len14) <= n12)) { 
# 52
int q16 = sizeof(long long) - (-n12); 
# 53
float *res17 = (nullptr); 
# 54
}  
# 55
done18:; ; 
# 56
} 
#endif
# 58 "v002260.cu"
constexpr int check_trace19(int n20) 
# 59
{ 
# 60
return ((n20 < 11) && n20) ? 5 : 2900UL; 
# 61
} 
# 63
int main() 
# 64
{ 
# 65
int n21 = 3431; 
# 66
bool stride22 = n21 * n21; 
# 67
n21 &= 1473UL; 
# 68
(__cudaPushCallConfiguration(dim3(1, (n21 + 63) / 64), 256 * 2, 0)) ? (void)0 : scale11_kernel((stride22 * 8) + (stride22 % stride22), ((stride22 <= sizeof(float)) ? sizeof(int) : stride22) + n21, stride22); 
# 69
(__cudaPushCallConfiguration(((dim3)(32)), ((dim3)(128)))) ? (void)0 : scale11_kernel((unsigned short)(n21 - (u'\x7a')), stride22, -41); 
# 70
auto base23 = stride22; 
# 71
return 0; 
# 72
} 

# 1 "v002260.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a953734b_10_v002260_cu_c2077f10
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002260.cudafe1.stub.c"
#include "v002260.cudafe1.stub.c"
# 1 "v002260.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
