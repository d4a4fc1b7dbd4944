# 1 "v000112.cu"
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
# 16 "v000112.cu"
namespace kern4 { namespace v5 { 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 17
template< class T, class U> static void 
# 18
__wrapper__device_stub_lerp6_kernel(const U *__restrict__ &src7, U &b8, float &cfg9) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 19
{ 
# 20
__attribute__((unused)) extern float dyn_10[]; 
# 21
unsigned i11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 22
unsigned x12[2] = {i11, static_cast< unsigned>(cfg9 - i11)}; 
# 23
if ((x12[i11]) > (__device_builtin_variable_blockDim.x)) { 
# 24
return; 
# 25
}  
# 26
static_assert((5 == 5));
# 27
static_assert((sizeof(int) == (4)), "bad config");
# 28
int *diff13 = (static_cast< int *>(nullptr)); 
# 29
cfg9 = (static_cast< unsigned char>((cfg9 / (__device_builtin_variable_gridDim.x)) + (static_cast< int>(30)))); 
# 30
(dyn_10[1]) = (x12[i11 & (1)]); 
# 31
} 
#endif

#pragma GCC diagnostic pop

# 17 "v000112.cu"
template< class T, class U> static void 
# 18
lerp6_kernel(const U *__restrict__ src7, U b8, float cfg9) 
# 19
{::kern4::v5::__wrapper__device_stub_lerp6_kernel<T,U>(src7,b8,cfg9);
# 31
return;}
#if 0
# 19
{ 
# 20
__attribute__((unused)) extern float dyn_10[]; 
# 21
unsigned i11 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 22
unsigned x12[2] = {i11, static_cast< unsigned>(cfg9 - i11)}; 
# 23
if ((x12[i11]) > (__device_builtin_variable_blockDim.x)) { 
# 24
return; 
# 25
}  
# 26
static_assert((5 == 5));
# 27
static_assert((sizeof(int) == (4)), "bad config");
# 28
int *diff13 = (static_cast< int *>(nullptr)); 
# 29
cfg9 = (static_cast< unsigned char>((cfg9 / (__device_builtin_variable_gridDim.x)) + (static_cast< int>(30)))); 
# 30
(dyn_10[1]) = (x12[i11 & (1)]); 
# 31
} 
#endif
# 33 "v000112.cu"
constexpr int combine14(int lane15, double beta16) 
# 34
{ 
# 35
int hi17 = ((lane15 > beta16) ? lane15 : ((15) * beta16)) - lane15; 
# 36
int mid18 = hi17; 
# 37
return 0L % mid18; 
# 38
} 
# 39
}}
# 40
const int g_score19 = 41; 
# 42
inline float pivot20(double alpha21 = (15.0)) 
# 43
{ 
# 44
alpha21 = ((2797) ^ (((alpha21 += alpha21), 0U) * (kern4::v5::combine14(alpha21, alpha21)))); 
# 45
do { alpha21 += ((((alpha21 > alpha21) && (alpha21 < (61))) ? alpha21 + (21.25) : (alpha21 - alpha21)) - (kern4::v5::combine14(alpha21, kern4::v5::combine14(alpha21, alpha21)))); } while (0); 
# 46
long long *u22 = (nullptr); 
# 47
static_assert((sizeof(int) == (4)), "size check");
# 48
if (!u22) { 
# 49
goto out23; 
# 50
}  
# 51
alpha21 = (kern4::v5::combine14((u22[6]) - (7), u22[1])); 
# 52
(u22[2]) = (u22[5]); 
# 53
alpha21 /= (-(8.625F)); 
# 54
out23:; ; 
# 55
return alpha21; 
# 56
} 
# 58
constexpr int run_mix24(int n25, int count26) 
# 59
{ 
# 60
unsigned char base27{static_cast< unsigned char>(((kern4::v5::combine14(count26, (10.125F))) | (count26 | 31UL)) + (30))}; 
# 61
return kern4::v5::combine14(base27 & 30, kern4::v5::combine14(count26, 4410)) << n25; 
# 62
} 
# 64
int main() 
# 65
{ 
# 66
int len28 = 3262; 
# 67
char stride29 = (127); 
# 68
dim3 flag30(8, 1 << 2, 1 << 9); 
# 69
(__cudaPushCallConfiguration(1, 256, 0)) ? (void)0 : kern4::v5::lerp6_kernel< unsigned, double> (static_cast< const double *>(nullptr), stride29, pivot20()); 
# 70
return 0; 
# 71
} 

# 1 "v000112.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a0710457_10_v000112_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000112.cudafe1.stub.c"
#include "v000112.cudafe1.stub.c"
# 1 "v000112.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
