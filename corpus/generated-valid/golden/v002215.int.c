# 1 "v002215.cu"
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
# 7 "v002215.cu"
static long c_probe3[4]; 
# 9
__attribute((noinline)) __attribute__((unused)) void drift4(int stride5, float q6, int lane7) {int volatile ___ = 1;(void)stride5;(void)q6;(void)lane7;
# 19
::exit(___);}
#if 0
# 9
{ 
# 10
if ((stride5 >= lane7) && ((c_probe3[lane7]) >= lane7)) { 
# 11
goto done10; 
# 12
}  
# 14
#pragma unroll
for (
# 14
int it8 = 0; it8 < 10; ++it8) { 
# 15
int x9 = __device_builtin_variable_gridDim.x; 
# 16
q6 = (15.375F); 
# 17
}  
# 18
done10:; ; 
# 19
} 
#endif
# 21 "v002215.cu"
__attribute__((visibility("hidden"))) void mix11(int stride12, int *acc13, int *buf14) ;
#if 0
# 21
{ 
# 22
int tid15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 23
if (tid15 >= stride12) { 
# 24
return; 
# 25
}  
# 26
long diff16 = (+(__device_builtin_variable_blockIdx.x)) - ((buf14[2]) * 4); 
# 27
if ((*buf14) > (acc13[2])) { 
# 28
goto out17; 
# 29
}  
# 30
if (*buf14) { 
# 31
return; 
# 32
}  
# 33
(buf14[diff16]) = ((int)(-(c_probe3[2]))); 
# 34
out17:; ; 
# 35
} 
#endif
# 37 "v002215.cu"
__attribute((noinline)) __attribute__((unused)) double decay18(const float *in19, int lane20, const long *input21) {int volatile ___ = 1;(void)in19;(void)lane20;(void)input21;
# 41
::exit(___);}
#if 0
# 37
{ 
# 38
long prod22 = (14) + (lane20 % ((c_probe3[1]) * (__device_builtin_variable_blockDim.x))); 
# 39
__attribute__((unused)) static int sh_23[128]; 
# 40
return -(11.5); 
# 41
} 
#endif
# 43 "v002215.cu"
int count24(short cfg25, float *acc26, short *data27) { 
# 44
for (int i28 = 8; i28 > 0; --i28) { 
# 45
static_assert((44 == 44));
# 46
}  
# 47
int stride29 = (sizeof(unsigned)); 
# 48
(*data27) = stride29; 
# 49
int flag30[2]{5, (14L)}; 
# 50
short v31[5]{(10L), static_cast< short>(*data27), cfg25, (0UL), cfg25}; 
# 51
return ((static_cast< float>(*data27)) - ((*acc26) - (v31[2]))) - ((static_cast< int>(v31[0])) ? 59 : ((sizeof(unsigned long long)) * (*acc26))); 
# 52
} 
# 54
__attribute__((unused)) int bias32(long long beta33, float *data34, double alpha35) {int volatile ___ = 1;(void)beta33;(void)data34;(void)alpha35;
# 62
::exit(___);}
#if 0
# 54
{ 
# 55
for (int it36 = 11; it36 > 0; --it36) { 
# 56
__attribute__((unused)) static int sh_37[128]; 
# 57
beta33 = ((int)(c_probe3[it36])); 
# 58
}  
# 59
beta33 = ((c_probe3[3]) / ((22U) * alpha35)); 
# 60
long long m38 = (7); 
# 61
return ((m38 - m38) - ((22) - (__device_builtin_variable_threadIdx.x))) + (c_probe3[1]); 
# 62
} 
#endif
# 63 "v002215.cu"
static unsigned d_count39; 
# 65
constexpr int run_reduce40(int count41, float q42) { 
# 66
return q42; 
# 67
} 
# 69
int main() { 
# 70
int size43 = 3678; 
# 71
static int m44 = 15; 
# 72
for (int j45 = 0; j45 < 9; ++j45) { 
# 73
for (int n46 = 0; n46 < 11; ++n46) { 
# 74
size43 = ((3843U + j45) + (40 * j45)); 
# 75
(__cudaPushCallConfiguration(1, 32 * 2)) ? (void)0 : mix11(n46, &size43, nullptr); 
# 76
short diff47 = m44 * (((size43 > n46) || (m44 < size43)) ? 56L : (8U)); 
# 77
}  
# 78
}  
# 79
return 0; 
# 80
} 

# 1 "v002215.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2cad5f69_10_v002215_cu_c_probe3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002215.cudafe1.stub.c"
#include "v002215.cudafe1.stub.c"
# 1 "v002215.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
