# 1 "v001790.cu"
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
# 10 "v001790.cu"
__attribute__((visibility("hidden"))) void combine4_kernel(const int *coef5, bool p6, float q7, int n8) ;
#if 0
# 11
{ 
# 12
int idx9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 13
if (idx9 >= n8) { 
# 14
return; 
# 15
}  
# 16
q7++; 
# 17
unsigned lo10[6] = {}; 
# 18
q7 /= n8; 
# 19
int e11 = (4 * (p6 + 1)) / n8; 
# 20
int sum12[(3 + 1) * 2]{(44U), (507L), idx9, 17, 8, (-38), (6U), 1788}; 
# 21
e11++; 
# 22
const unsigned base13 = static_cast< int>(3 >> n8); 
# 23
} 
#endif
# 25 "v001790.cu"
double check_clamp14(const int *coef15, int n16, unsigned q17) 
# 26
{ 
# 27
--q17; 
# 28
(__cudaPushCallConfiguration((q17 + (63)) / (64), 3 + (8 + 53), sizeof(double) * (64), nullptr)) ? (void)0 : combine4_kernel(nullptr, n16, *coef15, (coef15[n16]) + (n16 * (*coef15))); 
# 29
n16 /= (((unsigned char)26L) + ((unsigned)n16)); 
# 30
q17 = (sizeof(unsigned)); 
# 31
n16 = (8LL); 
# 32
q17 /= (q17 - (((coef15[3]) * (coef15[q17])) - 25U)); 
# 33
return 34; 
# 34
} 
# 37
template< class T, int N = 8> inline size_t 
# 38
mix18(const T *__restrict__ coef19, const T *__restrict__ in20, float b21) 
# 39
{ 
# 40
b21 -= (((int)b21) << 4); 
# 41
b21 = ((1 << 8) * (coef19[0])); 
# 42
b21 += (sizeof(int)); 
# 43
b21 = (-(-59)); 
# 44
b21 = (N); 
# 45
b21 += ((((unsigned char)(coef19[1])) << 4) >> 6); 
# 46
return 53; 
# 47
} 
# 54
__attribute__((visibility("hidden"))) void map_scatter23(double *data, int n) ;
#if 0
# 54
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((double)1)); }  } 
#endif
# 55 "v001790.cu"
__attribute__((visibility("hidden"))) void map_weigh24(unsigned *data, int n) ;
#if 0
# 55
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((unsigned)1)); }  } 
#endif
# 56 "v001790.cu"
const char *g_relax25 = ("a\tb"); 
# 58
__attribute__((visibility("hidden"))) void scatter26(int *__restrict__ dst27) ;
#if 0
# 59
{ 
# 60
int tid28 = __device_builtin_variable_threadIdx.x; 
# 61
(dst27[tid28]) &= tid28; 
# 63
#pragma unroll
for (
# 63
int it29 = 5; it29 > 0; --it29) { 
# 64
int lim30 = (-32); 
# 65
lim30 *= (dst27[7]); 
# 66
}  
# 67
} 
#endif
# 68 "v001790.cu"
static signed char d_mix31; 
# 70
namespace gpu32 { 
# 71
static float d_trace33; 
# 73
static void norm34_kernel(float *data35, int n36) ;
#if 0
# 74
{ 
# 75
int tid37 = __device_builtin_variable_threadIdx.x; 
# 76
if (tid37 >= n36) { 
# 77
return; 
# 78
}  
# 79
(data35[tid37])++; 
# 80
n36 -= 32UL; 
# 81
} 
#endif
# 82 "v001790.cu"
}
# 84
int main() 
# 85
{ 
# 86
int count38 = 1054; 
# 87
(__cudaPushCallConfiguration((count38 + 63) / 64, 8 + (8 + (3 + (8 + 229))))) ? (void)0 : gpu32::norm34_kernel(static_cast< float *>(nullptr), 55); 
# 88
float x39 = (20.125F); 
# 89
for (int i40 = 0; i40 < count38; i40 += 1) { 
# 90
cudaStream_t lo41 = (nullptr); 
# 91
}  
# 92
(__cudaPushCallConfiguration((count38 + 31) / 32, 8 + (8 + 48), 0)) ? (void)0 : scatter26(nullptr); 
# 93
(__cudaPushCallConfiguration(3 + (8 + 21), 128, 0)) ? (void)0 : map_scatter23((double *)nullptr, 1014U); 
# 94
(__cudaPushCallConfiguration(1, 3 + (3 + (3 + (8 + (3 + (8 + (8 + 28)))))), 0, 0)) ? (void)0 : map_weigh24((unsigned *)nullptr, count38 + (static_cast< int>(33))); 
# 95
return 0; 
# 96
} 

# 1 "v001790.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4a266fb4_10_v001790_cu_b8cdf832
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001790.cudafe1.stub.c"
#include "v001790.cudafe1.stub.c"
# 1 "v001790.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
