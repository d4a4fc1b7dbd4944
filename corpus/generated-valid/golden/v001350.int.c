# 1 "v001350.cu"
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
# 15 "v001350.cu"
enum Kind4: unsigned { MUL5, ON6}; 
# 16
static void update7_kernel(const int *input8, int count9, int len10) ;
#if 0
# 17
{ 
# 18
unsigned idx11 = __device_builtin_variable_threadIdx.x; 
# 19
if (idx11 >= count9) { 
# 20
return; 
# 21
}  
# 22
for (int n12 = 0; n12 < count9; n12 += 1) { 
# 23
int stride13 = n12; 
# 24
int flag14 = __device_builtin_variable_warpSize; 
# 25
if (flag14 <= (idx11 | 37U)) { 
# 26
return; 
# 27
}  
# 28
}  
# 29
if (len10 == (input8[(__device_builtin_variable_blockIdx.z) & (7)])) { 
# 30
return; 
# 31
}  
# 32
constexpr unsigned u15 = 3U; 
# 33
if (idx11 != (input8[idx11])) { 
# 34
return; 
# 35
}  
# 36
} 
#endif
# 37 "v001350.cu"
__attribute__((unused)) int decay16(int n17 = 13U) 
# 38
{int volatile ___ = 1;(void)n17;
# 57
::exit(___);}
#if 0
# 38
{ 
# 39
switch (n17) { 
# 40
case 12:  
# 41
n17 -= (MUL5); 
# 42
break; 
# 43
case 11:  
# 44
if ((n17 < n17) || (n17 > n17)) { 
# 45
return n17; 
# 46
}  
# 47
break; 
# 48
default:  
# 49
n17++; 
# 50
break; 
# 51
}  
# 52
static_assert((36 == 36), "expected value");
# 53
if (n17 * n17) { 
# 54
return static_cast< float>(n17); 
# 55
}  
# 56
return (54 / n17) * ((n17 - 21) & ((__device_builtin_variable_blockIdx.y) ^ n17)); 
# 57
} 
#endif
# 58 "v001350.cu"
int main() 
# 59
{ 
# 60
int len18 = 2578; 
# 61
Kind4 s19 = ON6; 
# 62
int tmp20 = (16U); 
# 63
Kind4 e21 = MUL5; 
# 64
(__cudaPushCallConfiguration((128) * ((ON6) + ((ON6) + ((ON6) + (ON6)))), dim3(2, (ON6) + (7)), (54) + ((ON6) + (969)))) ? (void)0 : update7_kernel((const int *)nullptr, 51L * tmp20, 3527); 
# 65
return 0; 
# 66
} 

# 1 "v001350.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1447c0a3_10_v001350_cu_4d56e5a6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001350.cudafe1.stub.c"
#include "v001350.cudafe1.stub.c"
# 1 "v001350.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
