# 1 "v000716.cu"
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
# 10 "v000716.cu"
struct __attribute((aligned(16))) Cell3 { 
# 11
int y4, flag5; 
# 12
long long vel6; 
# 13
unsigned long val7; 
# 14
}; 
# 15
__attribute__((visibility("hidden"))) void gather8(unsigned char *__restrict__ acc9) ;
#if 0
# 16
{ 
# 17
int tid10 = __device_builtin_variable_threadIdx.x; 
# 18
if (__device_builtin_variable_warpSize >= (+(__device_builtin_variable_blockDim.x))) { 
# 19
if ((__device_builtin_variable_warpSize / 46) == (*acc9)) { 
# 20
return; 
# 21
}  
# 22
}  
# 23
constexpr float v11 = (60ULL); 
# 24
} 
#endif
# 25 "v000716.cu"
template< class T> 
# 26
struct Particle12 { 
# 27
T hi13; 
# 28
T scale14() const 
# 29
{ 
# 30
return ((18.25F) - (hi13)) * (hi13); 
# 31
} 
# 32
}; 
# 33
float g_fuse15 = (-43); 
# 34
int g_warp16 = 52; 
# 35
namespace detail17 { 
# 36
__attribute__((visibility("hidden"))) void warp18_kernel(int *__restrict__ data19, double *dst20, unsigned *buf21, const double *src22) ;
#if 0
# 37
{ 
# 38
unsigned idx23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 39
Particle12< unsigned>  f24 = {23U}; 
# 40
float tmp25[7]{(4.0F), static_cast< float>(src22[2]), (8.875F), (16.25F), (6.0F), (10.875F), (11)}; 
# 41
++(f24.hi13); 
# 42
Particle12< unsigned>  x26 = {(14)}; 
# 43
(++(x26.hi13)), ((dst20[idx23]) *= (4UL)); 
# 44
} 
#endif
# 45 "v000716.cu"
}
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 46
template< class T, int N> static void 
# 47
__wrapper__device_stub_split27_kernel(T &q28, const T *&src29, float &q30, int &count31) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 48
{ 
# 49
if (((-(src29[count31])) * 8) <= (-count31)) { 
# 50
q30--; 
# 51
static_assert(((46 + (2 * 3)) > 51), "size check");
# 52
}  
# 53
T k32 = (6L + (q28 * N)) + (__device_builtin_variable_blockDim.x); 
# 54
count31 += q28; 
# 55
} 
#endif

#pragma GCC diagnostic pop

# 46 "v000716.cu"
template< class T, int N> static void 
# 47
split27_kernel(T q28, const T *src29, float q30, int count31) 
# 48
{__wrapper__device_stub_split27_kernel<T,N>(q28,src29,q30,count31);
# 55
return;}
#if 0
# 48
{ 
# 49
if (((-(src29[count31])) * 8) <= (-count31)) { 
# 50
q30--; 
# 51
static_assert(((46 + (2 * 3)) > 51), "size check");
# 52
}  
# 53
T k32 = (6L + (q28 * N)) + (__device_builtin_variable_blockDim.x); 
# 54
count31 += q28; 
# 55
} 
#endif
# 56 "v000716.cu"
int main() 
# 57
{ 
# 58
int len33 = 3403; 
# 59
int *e34 = &len33; 
# 60
(__cudaPushCallConfiguration(dim3(4, 8 * 16), 512)) ? (void)0 : split27_kernel< double, 1> (46, (const double *)nullptr, 54, -27); 
# 61
Cell3 tmp35 = {12, g_warp16, (3), (64)}; 
# 62
++g_warp16; 
# 63
(__cudaPushCallConfiguration(dim3(46 + 18, 8), 256)) ? (void)0 : gather8(reinterpret_cast< unsigned char *>(e34)); 
# 64
(__cudaPushCallConfiguration(2, 46 + 82)) ? (void)0 : detail17::warp18_kernel(&len33, reinterpret_cast< double *>(e34), reinterpret_cast< unsigned *>(e34), reinterpret_cast< const double *>(e34)); 
# 65
return 0; 
# 66
} 

# 1 "v000716.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f94a701d_10_v000716_cu_be89ba88
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000716.cudafe1.stub.c"
#include "v000716.cudafe1.stub.c"
# 1 "v000716.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
