# 1 "v000791.cu"
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
# 17 "v000791.cu"
static int d_warp6; 
# 18
enum class Mode7: long { Add8, Slow9, Mul10, Fast11 = 7L}; 
# 20
__attribute__((unused)) void pack12(float q13, long long *__restrict__ dst14, float *__restrict__ acc15) 
# 21
{int volatile ___ = 1;(void)q13;(void)dst14;(void)acc15;
# 24
::exit(___);}
#if 0
# 21
{ 
# 22
__attribute__((unused)) static float sh_16[32]; 
# 23
--(sh_16[d_warp6]); 
# 24
} 
#endif
# 27 "v000791.cu"
long check_step17(float b18, const unsigned *coef19, int *data20) 
# 28
{ 
# 29
--(*data20); 
# 30
for (int i21 = 5; i21 > 0; --i21) { 
# 31
b18 *= ((((i21) ? b18 : (coef19[i21])) * (i21 - i21)) + (*data20)); 
# 32
--b18; 
# 33
}  
# 34
do { (*data20) += (-((((data20[1]) >= (*coef19)) && (b18 != (10))) ? 55LL : ((data20[1]) * b18))); } while (0); 
# 35
return *data20; 
# 36
} 
# 37
enum class Phase22 { Mul23 = 2, Fast24, Fast25}; 
# 39
__attribute__((visibility("hidden"))) void relax26(int n27, int *__restrict__ out28, long alpha29) ;
#if 0
# 40
{ 
# 41
if ((out28 != (nullptr)) || ((out28[5]) < (out28[7]))) { 
# 42
goto done33; 
# 43
}  
# 44
for (int n30 = 0, j31 = alpha29; n30 < j31; (++n30), (--j31)) { 
# 45
(--n27), ((out28[alpha29 & (7)]) <<= (alpha29 & ((*out28) - (out28[n27])))); 
# 46
int h32{(20U)}; 
# 47
}  
# 48
done33:; ; 
# 49
} 
#endif
# 52 "v000791.cu"
float rank34(int count35) 
# 53
{ 
# 54
(__cudaPushCallConfiguration(dim3((count35 + 31) / 32, 1, (count35 + 255) / 256), sizeof(int) * (16))) ? (void)0 : relax26((count35 * count35) / 2, &count35, count35); 
# 55
(__cudaPushCallConfiguration(dim3(8, 4, (count35 + 31) / 32), (32 + 32) * 8)) ? (void)0 : relax26((float)(+count35), &count35, 28L); 
# 56
for (int n36 = 10; n36 > 0; --n36) { 
# 57
(__cudaPushCallConfiguration(256, ((dim3)(4)), sizeof(float) * (128))) ? (void)0 : relax26(check_step17(n36, (const unsigned *)nullptr, nullptr), &count35, count35); 
# 58
count35 |= count35; 
# 59
}  
# 60
return count35; 
# 61
} 
# 64
void fold37(double beta38, int count39, int lane40) 
# 65
{ 
# 66
for (int i41 = 0, j42 = (2 * 2); i41 < j42; (++i41), (--j42)) { 
# 67
lane40++; 
# 68
lane40 = 32; 
# 69
}  
# 70
beta38--; 
# 71
beta38++; 
# 72
if ((beta38 <= lane40) || (3 == count39)) { 
# 73
return; 
# 74
}  
# 75
} 
# 77
int main() 
# 78
{ 
# 79
int size43 = 1330; 
# 80
size43 = 10; 
# 81
unsigned cnt44 = check_step17(size43 * 9, nullptr, &size43); 
# 82
const char *m45 = ("tile"); 
# 83
do { cnt44 += ((((size43 <= size43) || (cnt44 == size43)) && (size43 >= 31UL) && (size43 > cnt44)) ? check_step17(32, nullptr, &size43) : check_step17((size43) ? 5 : (m45[0]), &cnt44, &size43)); } while (0); 
# 84
return 0; 
# 85
} 

# 1 "v000791.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__54ed0365_10_v000791_cu_9edcddf0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000791.cudafe1.stub.c"
#include "v000791.cudafe1.stub.c"
# 1 "v000791.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
