# 1 "v001699.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 19 "v001699.cu"
template< class T, class U> static void 
# 20
__wrapper__device_stub_scatter6_kernel(U &beta7) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 21
{ 
# 22
int i8 = __device_builtin_variable_threadIdx.x; 
# 23
double cnt9[8] = {(15.375), (static_cast< double>(16)), (35), static_cast< double>(__device_builtin_variable_blockIdx.z)}; 
# 24
__attribute__((unused)) static int sh_10[16]; 
# 25
} 
#endif

#pragma GCC diagnostic pop

# 19 "v001699.cu"
template< class T, class U> static void 
# 20
scatter6_kernel(U beta7) 
# 21
{__wrapper__device_stub_scatter6_kernel<T,U>(beta7);
# 25
return;}
#if 0
# 21
{ 
# 22
int i8 = __device_builtin_variable_threadIdx.x; 
# 23
double cnt9[8] = {(15.375), (static_cast< double>(16)), (35), static_cast< double>(__device_builtin_variable_blockIdx.z)}; 
# 24
__attribute__((unused)) static int sh_10[16]; 
# 25
} 
#endif
# 27 "v001699.cu"
constexpr int tally11(int len12) 
# 28
{ 
# 29
return len12; 
# 30
} 
# 32
namespace math13 { 
# 33
static float run_rank14(int count15, const float *src16) 
# 34
{ 
# 35
--count15; 
# 36
unsigned w17 = (64) - ((*src16) / (42U)); 
# 37
(__cudaPushCallConfiguration((w17 + (31)) / (32), 256)) ? (void)0 : scatter6_kernel< double, long> (5UL); 
# 38
return 3487L; 
# 39
} 
# 40
}
# 42
static void blend18(int stride19, double p20, unsigned beta21, float *acc22) ;
#if 0
# 43
{ 
# 44
{ 
# 45
if (((stride19 & 1) ? beta21 : p20) > (*acc22)) { 
# 46
return; 
# 47
}  
# 48
tally11((*acc22) * (__device_builtin_variable_blockDim.y)); 
# 49
} 
# 50
stride19--; 
# 51
float r23[6] = {(19.125F)}; 
# 52
} 
#endif
# 53 "v001699.cu"
__attribute__((section("__nv_managed_data__"))) static int *m_rank24 = 0; 
# 55
__attribute__((visibility("hidden"))) void fold25_kernel(unsigned *acc26, const unsigned *__restrict__ coef27) ;
#if 0
# 56
{ 
# 57
unsigned idx28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 58
auto lim29 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank24))); 
# 59
(acc26[6]) = (static_cast< unsigned long long>(tally11(__device_builtin_variable_blockDim.y))); 
# 60
do { (*acc26) += (tally11(idx28 + (__device_builtin_variable_gridDim.x))); } while (0); 
# 61
} 
#endif
# 63 "v001699.cu"
constexpr int run_scatter30(int lane31) 
# 64
{ 
# 65
lane31 = tally11(lane31 * 16); 
# 66
int stride32 = tally11(tally11(lane31 - (' '))); 
# 67
return 33L; 
# 68
} 
# 70
int main() 
# 71
{ 
# 72
int count33 = 624; 
# 73
int *t34 = &(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank24))); 
# 74
const int *w35 = (nullptr); 
# 75
(__cudaPushCallConfiguration((count33 + 63) / 64, (19 + (4 + 9)) * 2, 1 << (4 + (4 + 2)), nullptr)) ? (void)0 : blend18((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank24))) += (t34[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_rank24))) & 7])), (*t34)) * 16, 33U, (t34[7]) / ((w35[count33]) / 37), nullptr); 
# 76
(__cudaPushCallConfiguration(128, 1 << (4 + 3))) ? (void)0 : fold25_kernel(nullptr, nullptr); 
# 77
return 0; 
# 78
} 

# 1 "v001699.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fc72f39b_10_v001699_cu_m_rank24
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001699.cudafe1.stub.c"
#include "v001699.cudafe1.stub.c"
# 1 "v001699.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
