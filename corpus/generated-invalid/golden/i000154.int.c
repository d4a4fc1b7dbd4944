# 1 "i000154.cu"
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
# 20 "i000154.cu"
float check_smooth7(float *__restrict__ acc8, int n9) 
# 21
{ 
# 22
constexpr int acc10 = 53; 
# 23
if ((acc8[n9]) < (29L)) { 
# 24
goto skip13; 
# 25
}  
# 26
switch ((n9 == n9) ? n9 : 60UL) { 
# 27
case 4:  
# 28
break; 
# 29
case 3 + 5:  { 
# 30
float t11 = ((((*acc8) += (acc8[n9 & 7])), (0.0F))); 
# 31
break; 
# 32
} 
# 33
case 3 * 3:  { 
# 34
constexpr unsigned acc12 = (60); 
# 35
break; 
# 36
} 
# 37
case 3 + 2:  
# 38
n9 += (17 % n9); 
# 39
break; 
# 40
}  
# 41
(++n9), (n9 ^= n9); 
# 42
(acc8[3]) *= (((*acc8) += (19)), (static_cast< unsigned>((22) - (acc8[n9])))); 
# 43
skip13:; ; 
# 44
return 20U; 
# 45
} 
# 47
static void decay14(long long beta15) ;
#if 0
# 48
{ 
# 49
static_assert((3 > 2), "expected value");
# 50
bool lo16 = beta15; 
# 51
auto val17 = (60) + beta15; 
# 52
switch (lo16 * beta15) { 
# 53
case 3:  
# 54
if (lo16 != 15L) { 
# 55
return; 
# 56
}  
# 57
break; 
# 58
}  
# 59
__attribute__((unused)) static long sh_18[16]; 
# 60
} 
#endif
# 61 "i000154.cu"
int both20(int x); 
# 62
int both20(int x) 
# 63
{ 
# 64
return x; 
# 65
} 
# 67
int main() 
# 68
{ 
# 69
int size19 = 3400; 
# 70
if (size19 > size19) { 
# 71
return size19 / (8 - size19); 
# 72
}  
# 73
size19 = 52; 
# 74
(__cudaPushCallConfiguration((size19 + 63) / 64, dim3((size19 + 255) / 256, 32 * 2))) ? (void)0 : decay14(size19 * 9); 
# 75
return 0; 
# 76
} 

# 1 "i000154.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a63f272e_10_i000154_cu_1c14d67f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000154.cudafe1.stub.c"
#include "i000154.cudafe1.stub.c"
# 1 "i000154.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
