# 1 "v000081.cu"
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
# 5 "v000081.cu"
long long g_gather1 = ('\177'); 
# 7
static void fuse2(int n3, const int *in4, int stride5) ;
#if 0
# 7
{ 
# 8
int idx6 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 9
if (idx6 >= stride5) { 
# 10
return; 
# 11
}  
# 12
n3--; 
# 13
(--stride5), (stride5 = stride5); 
# 14
if (((idx6 | (__device_builtin_variable_gridDim.x)) >> idx6) >= idx6) { 
# 15
int mid7 = ((short)26UL) & (__device_builtin_variable_gridDim.y); 
# 16
}  
# 17
double stride8 = 7L + n3; 
# 18
float idx9{(2.0F)}; 
# 19
} 
#endif
# 20 "v000081.cu"
constexpr int BLOCK10 = (sizeof(unsigned) * (sizeof(int) * (2))); 
# 23
double decay11(long *data12) { 
# 24
dim3 y13(1 << 1, 1, BLOCK10 + BLOCK10); 
# 25
(__cudaPushCallConfiguration(4, y13, 1 << 10)) ? (void)0 : fuse2(BLOCK10, reinterpret_cast< const int *>(data12), data12[g_gather1]); 
# 26
--g_gather1; 
# 27
int w14 = (((*data12) += g_gather1), BLOCK10) + (BLOCK10 | ((long)(data12[g_gather1 & (7)]))); 
# 28
g_gather1 ^= (6 << ((g_gather1 * (data12[g_gather1])) + g_gather1)); 
# 29
(data12[2]) &= (((static_cast< float>(g_gather1)) >= w14) ? w14 : ((((*data12) / (data12[w14])) > (39U)) ? -g_gather1 : g_gather1)); 
# 30
return w14; 
# 31
} 
# 33
namespace kern15 { 
# 34
static float d_fold16[16]; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 36
template< class T, class U> static void 
# 37
__wrapper__device_stub_pivot17_kernel(const U *&coef18) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 37
{ 
# 38
int tid19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 39
(kern15::d_fold16[8]) = ((BLOCK10 >> (tid19 - BLOCK10)) * ((tid19 + 10L) | BLOCK10)); 
# 40
(kern15::d_fold16[15]) = (6.125F); 
# 41
if (coef18 == nullptr) { 
# 42
for (auto stride20 : kern15::d_fold16) { 
# 43
(kern15::d_fold16[__device_builtin_variable_blockIdx.z]) = BLOCK10; 
# 44
}  
# 45
constexpr float k21 = (8.875F); 
# 46
} else { 
# 47
}  
# 48
} 
#endif

#pragma GCC diagnostic pop

# 36 "v000081.cu"
template< class T, class U> static void 
# 37
pivot17_kernel(const U *coef18) {::kern15::__wrapper__device_stub_pivot17_kernel<T,U>(coef18);
# 48
return;}
#if 0
# 37
{ 
# 38
int tid19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 39
(kern15::d_fold16[8]) = ((BLOCK10 >> (tid19 - BLOCK10)) * ((tid19 + 10L) | BLOCK10)); 
# 40
(kern15::d_fold16[15]) = (6.125F); 
# 41
if (coef18 == nullptr) { 
# 42
for (auto stride20 : kern15::d_fold16) { 
# 43
(kern15::d_fold16[__device_builtin_variable_blockIdx.z]) = BLOCK10; 
# 44
}  
# 45
constexpr float k21 = (8.875F); 
# 46
} else { 
# 47
}  
# 48
} 
#endif
# 49 "v000081.cu"
}
# 51
int main() { 
# 52
int count22 = 860; 
# 53
(__cudaPushCallConfiguration(dim3(sizeof(unsigned) * (16), 1 << 7), sizeof(float) * (16), 32 * 8)) ? (void)0 : kern15::pivot17_kernel< double, unsigned> ((const unsigned *)nullptr); 
# 54
(__cudaPushCallConfiguration((count22 + 255) / 256, sizeof(float) * (8))) ? (void)0 : kern15::pivot17_kernel< float, long> ((const long *)nullptr); 
# 55
return 0; 
# 56
} 

# 1 "v000081.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__74881a6d_10_v000081_cu_2fbf3c5b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000081.cudafe1.stub.c"
#include "v000081.cudafe1.stub.c"
# 1 "v000081.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
