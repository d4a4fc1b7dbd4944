# 1 "v001075.cu"
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
# 23 "v001075.cu"
inline unsigned count9(int len10, int count11 = 18U) 
# 24
{ 
# 25
static_assert((sizeof(int) == (4)));
# 26
float *off12 = (nullptr); 
# 27
len10 = (count11 * (off12[2])); 
# 28
count11 = (-55); 
# 29
return 7; 
# 30
} 
# 32
__attribute__((visibility("hidden"))) void apply13_kernel(const float *src14, int len15) ;
#if 0
# 33
{ 
# 34
int gid16 = __device_builtin_variable_threadIdx.x; 
# 35
int pass17 = 0; 
# 36
while (pass17 < 12) { 
# 37
float idx18 = ((14.75F) - pass17) * ((__device_builtin_variable_blockIdx.y) * (8)); 
# 38
++pass17; 
# 39
}  
# 40
len15 = (__device_builtin_variable_blockDim.y); 
# 41
double v19[8] = {(1.0), (18U), ((3.75F)), (-(5.875F)), ((18.25F)), (0.375), ((18.875F))}; 
# 42
} 
#endif
# 43 "v001075.cu"
static unsigned d_score20; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 45
template< class T, int N = 6> static void 
# 46
__wrapper__device_stub_warp21(T &alpha22) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 47
{ 
# 48
int gid23 = __device_builtin_variable_threadIdx.x; 
# 49
d_score20 += (((alpha22 += gid23), 63) * (55L / alpha22)); 
# 50
alpha22 *= (__alignof__(int) - d_score20); 
# 51
int res24[7] = {((int)36L)}; 
# 52
T x25 = __device_builtin_variable_threadIdx.x; 
# 53
} 
#endif

#pragma GCC diagnostic pop

# 45 "v001075.cu"
template< class T, int N = 6> static void 
# 46
warp21(T alpha22) 
# 47
{__wrapper__device_stub_warp21<T,N>(alpha22);
# 53
return;}
#if 0
# 47
{ 
# 48
int gid23 = __device_builtin_variable_threadIdx.x; 
# 49
d_score20 += (((alpha22 += gid23), 63) * (55L / alpha22)); 
# 50
alpha22 *= (__alignof__(int) - d_score20); 
# 51
int res24[7] = {((int)36L)}; 
# 52
T x25 = __device_builtin_variable_threadIdx.x; 
# 53
} 
#endif
# 54 "v001075.cu"
using ptr26_t = unsigned long *; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 56
template< class T, int N = 2> static void 
# 57
__wrapper__device_stub_score27(const T *&coef28, float &cfg29, long *&acc30) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 58
{ 
# 59
unsigned i31 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 60
const float cnt32 = cfg29 * d_score20; 
# 61
(++(acc30[d_score20])), (cfg29 += ((coef28[3]) * (39U * i31))); 
# 62
auto h33 = (2.5F) + (coef28[d_score20]); 
# 63
} 
#endif

#pragma GCC diagnostic pop

# 56 "v001075.cu"
template< class T, int N = 2> static void 
# 57
score27(const T *coef28, float cfg29, long *acc30) 
# 58
{__wrapper__device_stub_score27<T,N>(coef28,cfg29,acc30);
# 63
return;}
#if 0
# 58
{ 
# 59
unsigned i31 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 60
const float cnt32 = cfg29 * d_score20; 
# 61
(++(acc30[d_score20])), (cfg29 += ((coef28[3]) * (39U * i31))); 
# 62
auto h33 = (2.5F) + (coef28[d_score20]); 
# 63
} 
#endif
# 65 "v001075.cu"
int main() 
# 66
{ 
# 67
int count34 = 2466; 
# 68
const char *h35 = ("a\tb"); 
# 69
static_assert((23 > 22), "size check");
# 70
(__cudaPushCallConfiguration(8, (3 + 5) * 4)) ? (void)0 : warp21(count34); 
# 71
(__cudaPushCallConfiguration(4, 512, 1024, nullptr)) ? (void)0 : apply13_kernel(nullptr, count34 + (2 - count34)); 
# 72
(__cudaPushCallConfiguration((count34 + 31) / 32, 256, 0, 0)) ? (void)0 : score27(static_cast< const unsigned *>(nullptr), 2456, static_cast< long *>(nullptr)); 
# 73
return 0; 
# 74
} 

# 1 "v001075.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__dfcd115f_10_v001075_cu_3692ab03
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001075.cudafe1.stub.c"
#include "v001075.cudafe1.stub.c"
# 1 "v001075.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
