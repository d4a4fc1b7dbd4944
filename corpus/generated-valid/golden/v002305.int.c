# 1 "v002305.cu"
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
# 12 "v002305.cu"
__attribute__((visibility("hidden"))) void decay7_kernel(int *acc8, int n9, const double *coef10, size_t *out11) ;
#if 0
# 12
{ 
# 13
if (((n9 > (out11[n9 & 7])) ? n9 : (out11[n9 & 7])) <= n9) { 
# 14
return; 
# 15
}  
# 16
if ((*coef10) <= (46)) { 
# 17
for (int i12 = 0; i12 < n9; i12++) { 
# 18
if (((coef10[1]) - (*coef10)) <= n9) { 
# 19
return; 
# 20
}  
# 21
}  
# 22
} else { if (n9 < n9) { 
# 23
if ((*out11) == (*coef10)) { 
# 24
return; 
# 25
}  
# 26
(*out11) *= ((((*acc8) % (n9 % 4176LL)) > (((coef10[2]) > n9) ? coef10[2] : n9)) ? (*acc8) % (n9 % 4176LL) : (((coef10[2]) > n9) ? coef10[2] : n9)); 
# 27
} else { 
# 28
}  }  
# 29
} 
#endif
# 31 "v002305.cu"
__attribute__((unused)) size_t stencil13(long long q14, const int *in15) {int volatile ___ = 1;(void)q14;(void)in15;
# 54
::exit(___);}
#if 0
# 31
{ 
# 32
if (((in15[4]) | 16) >= (in15[q14])) { 
# 33
goto done18; 
# 34
}  
# 35
switch (in15[7]) { 
# 36
case 5:  
# 37
break; 
# 38
case 2 * (5 + 1):  
# 39
break; 
# 40
case 5 + 5:  
# 41
break; 
# 42
case 0:  
# 43
break; 
# 44
}  
# 45
q14 -= ((static_cast< int>(*in15)) ^ (in15[q14])); 
# 46
if ((5 * (in15[0])) != q14) { 
# 47
if ((q14 == (56)) && ((static_cast< unsigned>(in15[2])) >= (2))) { 
# 48
double y16 = (q14 * (1594)) & q14; 
# 49
float e17 = q14; 
# 50
}  
# 51
}  
# 52
done18:; ; 
# 53
return 3118; 
# 54
} 
#endif
# 56 "v002305.cu"
int check_shade19(int lane20 = '#') { 
# 57
for (int it21 = 0; it21 < 10; it21 += 3) { 
# 58
++lane20; 
# 59
}  
# 60
static_assert((24 == 24), "expected value");
# 61
lane20 &= ((lane20 - ('z')) - ('z')); 
# 62
float flag22{(17.75F)}; 
# 63
return lane20; 
# 64
} 
# 66
int main() { 
# 67
int count23 = 1725; 
# 68
count23 *= count23; 
# 69
cudaStream_t sum24 = ((cudaStream_t)0); 
# 70
if (count23 || (count23 <= 49)) { 
# 71
return check_shade19(); 
# 72
}  
# 73
if (!(count23 <= count23)) { 
# 74
return 46L; 
# 75
}  
# 76
(__cudaPushCallConfiguration((count23 + 127) / 128, 32 * 16)) ? (void)0 : decay7_kernel(nullptr, count23, nullptr, static_cast< size_t *>(nullptr)); 
# 77
return 0; 
# 78
} 

# 1 "v002305.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__da91a57c_10_v002305_cu_1dd4165f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002305.cudafe1.stub.c"
#include "v002305.cudafe1.stub.c"
# 1 "v002305.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
