# 1 "v002031.cu"
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
# 17 "v002031.cu"
inline float fuse8(float beta9, int lane10, int lane11) 
# 18
{ 
# 19
lane10 = 57; 
# 20
lane10 = (sizeof(long)); 
# 21
lane10 = ((lane10 - ((lane11 < 45) ? lane11 : 45)) * (((32) + beta9) * (56))); 
# 22
return lane10; 
# 23
} 
# 24
static int g_filter12; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 27
template< class T, int N> static void 
# 28
__wrapper__device_stub_warp13_kernel(const T *__restrict__ &src14) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 29
{ 
# 30
int idx15 = __device_builtin_variable_threadIdx.x; 
# 31
} 
#endif

#pragma GCC diagnostic pop

# 27 "v002031.cu"
template< class T, int N> static void 
# 28
warp13_kernel(const T *__restrict__ src14) 
# 29
{__wrapper__device_stub_warp13_kernel<T,N>(src14);
# 31
return;}
#if 0
# 29
{ 
# 30
int idx15 = __device_builtin_variable_threadIdx.x; 
# 31
} 
#endif
# 34 "v002031.cu"
struct Node16 { 
# 35
double weight17; 
# 36
double x18; 
# 37
float hi19; 
# 38
int mass20; 
# 39
}; 
# 40
float g_kick21[] = {(21.25F), (12), (12.5F)}; 
# 41
enum class Level22 { 
# 42
Slow23, 
# 43
Mul24, 
# 44
Add25, 
# 45
Mul26 = 5, 
# 46
Busy27
# 47
}; 
# 50
__attribute__((visibility("hidden"))) void score28_kernel(const int *src29, float *out30) ;
#if 0
# 51
{ 
# 52
__attribute__((unused)) extern float dyn_31[]; 
# 53
int idx32 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 54
Level22 lo33 = Level22::Add25; 
# 55
lo33 = Level22::Add25; 
# 56
} 
#endif
# 58 "v002031.cu"
static int run_mix34(int count35, const Node16 &p36) 
# 59
{ 
# 60
count35++; 
# 61
Node16 stride37 = Node16{}; 
# 62
return 27; 
# 63
} 
# 65
int main() 
# 66
{ 
# 67
int count38 = 769; 
# 68
([=]{ 
# 69
(g_kick21[g_filter12]) = ((4 * g_filter12) * (count38)); 
# 70
int idx39 = (g_filter12 < ((g_filter12 < ((45) - (g_kick21[0]))) ? g_filter12 : ((45) - (g_kick21[0])))) ? g_filter12 : ((g_filter12 < ((45) - (g_kick21[0]))) ? g_filter12 : ((45) - (g_kick21[0]))); 
# 71
cudaStream_t k40 = (0); 
# 72
} )(); 
# 73
g_filter12 = (((g_filter12 + count38) * (26L + count38)) - (42)); 
# 74
g_filter12 = 64; 
# 75
(__cudaPushCallConfiguration(512, 8 * (3 + 5), 0)) ? (void)0 : warp13_kernel< long, 7> (nullptr); 
# 76
(__cudaPushCallConfiguration(32 + (45 + (3 + (32 + 400))), (45 + (3 + (3 + (3 + 10)))) * 2, 3 + (45 + 208), 0)) ? (void)0 : score28_kernel(&g_filter12, g_kick21); 
# 77
return 0; 
# 78
} 

# 1 "v002031.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__94c73a55_10_v002031_cu_g_kick21
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002031.cudafe1.stub.c"
#include "v002031.cudafe1.stub.c"
# 1 "v002031.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
