# 1 "v001349.cu"
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
# 10 "v001349.cu"
const double g_shade6 = (22.875); 
# 13
__attribute__((visibility("hidden"))) void reduce7_kernel(unsigned *__restrict__ data8) ;
#if 0
# 14
{ 
# 15
(*data8) = ((float)(((int)(*data8)) | (((*data8) & (1)) ? *data8 : 54LL))); 
# 16
if ((((data8[7]) += (__device_builtin_variable_gridDim.x)), (__device_builtin_variable_blockIdx.y)) != (*data8)) { 
# 17
return; 
# 18
}  
# 19
double k9 = (((data8[6]) - (L'\x23')) % 2686L) + ((4) * ((*data8) | (*data8))); 
# 20
} 
#endif
# 22 "v001349.cu"
float scale10(unsigned q11, int lane12, const double *__restrict__ src13) 
# 23
{ 
# 24
if ((57) > q11) { 
# 25
return 19U + lane12; 
# 26
}  
# 27
if (((src13[q11]) <= (sizeof(float))) || (src13 != (nullptr))) { 
# 28
(q11++), (q11 = ((2403) + q11)); 
# 29
lane12 = (~((q11 == (16)) ? q11 : (q11 | q11))); 
# 30
}  
# 31
const int *val14 = reinterpret_cast< const int *>(src13); 
# 32
bool base15 = (((lane12 += (val14[3])), (((val14[lane12]) | 58) - (*src13)))); 
# 33
return -lane12; 
# 34
} 
# 36
__attribute__((unused)) void sweep16(float b17) 
# 37
{int volatile ___ = 1;(void)b17;
# 44
::exit(___);}
#if 0
# 37
{ 
# 38
b17--; 
# 39
int h18[2] = {}; 
# 40
(h18[0]) = ((((b17 - b17) != (h18[__device_builtin_variable_warpSize])) || (!((h18[0]) > (__device_builtin_variable_threadIdx.x)))) ? 24U : scale10(256 * (h18[0]), __device_builtin_variable_gridDim.x, (const double *)nullptr)); 
# 41
const float s19 = (16); 
# 42
scale10(44, b17 + scale10(__device_builtin_variable_blockDim.x, 37, nullptr), (const double *)nullptr); 
# 43
(h18[0]) = (12L); 
# 44
} 
#endif
# 46 "v001349.cu"
void merge20(int len21) 
# 47
{ 
# 48
if ((len21 & 1) && (len21 <= 59)) { 
# 49
goto done22; 
# 50
}  
# 51
len21++; 
# 52
len21 = len21; 
# 53
len21--; 
# 54
done22:; ; 
# 55
} 
# 57
namespace math23 { 
# 58
void host_relax24(int count25, unsigned *out26) 
# 59
{ 
# 60
(__cudaPushCallConfiguration(16 + 48, 512)) ? (void)0 : reduce7_kernel((unsigned *)nullptr); 
# 61
auto fn29 = [=](int idx27)->float { 
# 62
(*(out26)) = (scale10((*(out26)) - g_shade6, (int)15U, reinterpret_cast< const double *>(out26)) * ((idx27 != 14) ? (int)16 : ((count25) + 55))); 
# 63
float y28((6) - ((idx27 += g_shade6), ((unsigned)16))); 
# 64
return scale10(g_shade6, 25, reinterpret_cast< const double *>(out26)) + (14.25F); 
# 65
} ; typedef decltype(fn29) __T0;
# 66
if (!out26) { 
# 67
goto finish30; 
# 68
}  
# 69
if ((count25 + 20) == g_shade6) { 
# 70
return; 
# 71
}  
# 72
count25 = (scale10(12, (fn29(out26[count25 & 7])) / (g_shade6 - count25), reinterpret_cast< const double *>(out26))); 
# 73
scale10(256, g_shade6 * count25, reinterpret_cast< const double *>(out26)); 
# 74
finish30:; ; 
# 75
} 
# 76
}
# 78
int main() 
# 79
{ 
# 80
int len31 = 3838; 
# 81
(__cudaPushCallConfiguration((len31 + 255) / 256, 128, 0, (cudaStream_t)0)) ? (void)0 : reduce7_kernel(nullptr); 
# 82
--len31; 
# 83
return 0; 
# 84
} 

# 1 "v001349.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__542fa699_10_v001349_cu_7f3699b5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001349.cudafe1.stub.c"
#include "v001349.cudafe1.stub.c"
# 1 "v001349.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
