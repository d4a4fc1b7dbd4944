# 1 "v001060.cu"
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
# 9 "v001060.cu"
static void relax4_kernel(int count5, int count6, const int *__restrict__ coef7) ;
#if 0
# 9
{ 
# 10
count5 = count6; 
# 11
count5--; 
# 12
count6 |= ((coef7[(__device_builtin_variable_blockDim.x) & (7)]) - (4761UL | (-count5))); 
# 13
static_assert((56 == 56), "size check");
# 14
int h8 = (float)(-count5); 
# 15
float mid9 = h8 - (18.5F); 
# 16
} 
#endif
# 18 "v001060.cu"
__attribute__((unused)) inline void update10(int stride11, int stride12, const int *input13) {int volatile ___ = 1;(void)stride11;(void)stride12;(void)input13;
# 26
::exit(___);}
#if 0
# 18
{ 
# 19
if (((unsigned)stride12) & (1)) { 
# 20
return; }  
# 21
if (((__device_builtin_variable_threadIdx.x) + (input13[stride12])) == (54)) { 
# 22
return; }  
# 23
int lim14 = stride12 - ((stride12 + (input13[__device_builtin_variable_threadIdx.x])) * ((int)stride11)); 
# 24
int lim15 = __device_builtin_variable_blockDim.x; 
# 25
++lim14; 
# 26
} 
#endif
# 28 "v001060.cu"
__attribute__((unused)) float norm16(float b17) {int volatile ___ = 1;(void)b17;
# 34
::exit(___);}
#if 0
# 28
{ 
# 29
update10((float)(b17 / (9.25F)), b17, nullptr); 
# 30
__attribute__((unused)) static unsigned sh_18[64]; 
# 31
unsigned lim19 = b17 + (((sh_18[36]) & (1)) ? sizeof(unsigned) : (__device_builtin_variable_warpSize + (u'\x61'))); 
# 32
float stride20 = lim19 * (14.125F); 
# 33
return (8.625F) + __device_builtin_variable_warpSize; 
# 34
} 
#endif
# 35 "v001060.cu"
const char *g_step21 = ("warp size"); 
# 38
__attribute__((unused)) void apply22(int lane23) {int volatile ___ = 1;(void)lane23;
# 46
::exit(___);}
#if 0
# 38
{ 
# 39
lane23 -= norm16((lane23 ^ lane23) * __alignof__(int)); 
# 40
const int *z24 = ((const int *)nullptr); 
# 41
__attribute__((unused)) static float sh_25[128]; 
# 42
(sh_25[38]) = ((~lane23) + (z24[lane23 & 7])); 
# 43
(sh_25[55]) = (((__device_builtin_variable_blockDim.x) >= lane23) ? norm16(z24[1]) : norm16((sh_25[9]) + (sh_25[__device_builtin_variable_threadIdx.x]))); 
# 44
bool mid26 = (sh_25[122]) >= (*z24); 
# 45
int s27 = lane23 * norm16(lane23 % 2); 
# 46
} 
#endif
# 48 "v001060.cu"
struct Sample28 { 
# 49
unsigned sum29; 
# 50
bool weight30; 
# 51
short count31; 
# 52
unsigned apply32() const { 
# 53
return ((weight30) ^ 4) + ((weight30) + (count31)); 
# 54
} 
# 55
}; 
# 57
namespace gpu33 { 
# 58
__attribute__((unused)) float tile34(int n35, int count36, int lane37) {int volatile ___ = 1;(void)n35;(void)count36;(void)lane37;
# 66
::exit(___);}
#if 0
# 58
{ 
# 59
if ((__device_builtin_variable_blockDim.y) > norm16(-36)) { 
# 60
n35 -= 2921; 
# 61
int *base38 = ((int *)nullptr); 
# 62
count36 = ((((base38[4]) | 37) / ((unsigned)4571)) - n35); 
# 63
} else { 
# 64
}  
# 65
return norm16(count36); 
# 66
} 
#endif
# 68 "v001060.cu"
__attribute__((unused)) int fold39(int *acc40, int lane41, int len42) {int volatile ___ = 1;(void)acc40;(void)lane41;(void)len42;
# 78
::exit(___);}
#if 0
# 68
{ 
# 69
(*acc40) = len42; 
# 70
if (lane41 > (acc40[len42])) { 
# 71
return lane41; }  
# 72
--(acc40[7]); 
# 73
apply22(norm16((acc40[6]) + (__device_builtin_variable_blockIdx.x))); 
# 74
__attribute__((unused)) static Sample28 sh_43[128 * 2]; 
# 75
int v44 = ((*acc40) * lane41) + gpu33::tile34(len42, 34 + (acc40[len42]), 9); 
# 76
const float *flag45 = reinterpret_cast< const float *>(acc40); 
# 77
return ((sh_43[63]).sum29); 
# 78
} 
#endif
# 79 "v001060.cu"
}
# 81
int main() { 
# 82
int count46 = 1637; 
# 83
if (char u47 = g_step21[0]; (g_step21[1]) & 1) { 
# 84
(__cudaPushCallConfiguration((count46 + 255) / 256, 512)) ? (void)0 : relax4_kernel(u47 % count46, ((count46 - count46) > 41) ? 32U & count46 : (u47 - (g_step21[1])), (const int *)nullptr); 
# 85
++count46; 
# 86
} else { if (((int)u47) >= ((g_step21[1]) + ('0'))) { 
# 87
(__cudaPushCallConfiguration((count46 + 255) / 256, 512)) ? (void)0 : relax4_kernel(1955, u47, nullptr); 
# 88
u47 |= 43; 
# 89
}  }  
# 90
(__cudaPushCallConfiguration(16 * 8, 128)) ? (void)0 : relax4_kernel((((g_step21[1]) * 5LL) & (1)) ? 43 : sizeof(int), (unsigned)(13 / count46), (const int *)nullptr); 
# 91
return 0; 
# 92
} 

# 1 "v001060.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d573c8dd_10_v001060_cu_6f5ae858
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001060.cudafe1.stub.c"
#include "v001060.cudafe1.stub.c"
# 1 "v001060.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
