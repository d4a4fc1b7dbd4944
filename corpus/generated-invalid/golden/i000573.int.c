# 1 "i000573.cu"
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
# 9 "i000573.cu"
enum class Color5 { Red6, Low7}; 
# 10
enum class State8: short { Mul9, On10, Off11}; 
# 13
__attribute__((visibility("hidden"))) void merge12_kernel(char *acc13, long long *__restrict__ acc14) ;
#if 0
# 13
{ 
# 14
switch (((acc13[3]) & 1) ? 1 : (acc14[5])) { 
# 15
case 8:  
# 16
break; 
# 17
case 6:  
# 18
break; 
# 19
case 2:  
# 20
break; 
# 21
case 5:  
# 22
break; 
# 23
}  
# 24
double mid15 = ((((acc13[2]) == 45) ? acc14[5] : (acc13[5])) != ((~(*acc13)) + (((acc13[0]) < (acc14[2])) ? acc13[0] : (acc14[2])))) ? (((*acc13) < (acc14[5])) ? *acc13 : (acc14[5])) + ((acc13[2]) % (*acc14)) : (23UL | ((int)(*acc13))); 
# 25
switch (static_cast< unsigned char>(acc13[0])) { 
# 26
case 9:  { 
# 27
double w16 = (*acc14) + mid15; 
# 28
break; 
# 29
} 
# 30
default:  { 
# 31
double m17 = (14.625); 
# 32
break; 
# 33
} 
# 34
}  
# 35
unsigned char sum18[4] = {(255), (14), (' '), (40)}; 
# 36
(sum18[2]) ^= ((mid15 += (-(12.25))), 142); 
# 37
} 
#endif
# 39 "i000573.cu"
int run_tile19(int *data20) { 
# 40
int w21 = 0; 
# 41
if (((data20[7]) - 4517) & 1) { 
# 42
goto out22; 
# 43
}  
# 44
while ((w21 < 4) && (w21 > 31)) { 
# 45
(data20[w21]) |= 38; 
# 46
(__cudaPushCallConfiguration(((dim3)(sizeof(int) * (8))), ((dim3)(1)), 0)) ? (void)0 : merge12_kernel(nullptr, reinterpret_cast< long long *>(data20)); 
# 47
++w21; 
# 48
}  
# 49
if ((!data20) || ((*data20) != w21)) { 
# 50
(data20[7])++; 
# 51
((data20[5])--), ((data20[1]) += ((static_cast< float>(w21)) + (16UL & ((*data20) - (data20[0]))))); 
# 52
}  
# 53
out22:; ; 
# 54
return (data20[6]) & (((data20[4]) += (data20[3])), ((data20[w21 & 7]) & w21)); 
# 55
} 
# 57
int main() { 
# 58
int n23 = 3311; 
# 59
if ((n23 = 3)) { 
# 60
++n23; 
# 61
}  
# 62
unsigned long flag24 = (((n23 += 8L), ((n23 + 25) - (n23 + n23)))); 
# 63
--flag24; 
# 64
return 0; 
# 65
} 

# 1 "i000573.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__dab90ee1_10_i000573_cu_92d06394
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000573.cudafe1.stub.c"
#include "i000573.cudafe1.stub.c"
# 1 "i000573.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
