# 1 "v002060.cu"
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
# 17 "v002060.cu"
bool g_stencil6 = false; 
# 19
__attribute__((visibility("hidden"))) void stencil7_kernel(int lane8) ;
#if 0
# 20
{ 
# 21
int i9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 22
int lo10(lane8); 
# 23
if (!(lane8 == ('A'))) { 
# 24
return; }  
# 25
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 27 "v002060.cu"
template< class T> static void 
# 28
__wrapper__device_stub_gather11(T &alpha12, int &n13, unsigned char &a14, const T *&input15) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 29
{ 
# 30
int i16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 31
if (i16 >= n13) { 
# 32
return; }  
# 33
alpha12 = ((a14 * a14) - (19.5)); 
# 34
a14 = ((__device_builtin_variable_threadIdx.z) * (__device_builtin_variable_threadIdx.z)); 
# 35
a14 = (__device_builtin_variable_blockIdx.x); 
# 36
} 
#endif

#pragma GCC diagnostic pop

# 27 "v002060.cu"
template< class T> static void 
# 28
gather11(T alpha12, int n13, unsigned char a14, const T *input15) 
# 29
{__wrapper__device_stub_gather11<T>(alpha12,n13,a14,input15);
# 36
return;}
#if 0
# 29
{ 
# 30
int i16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 31
if (i16 >= n13) { 
# 32
return; }  
# 33
alpha12 = ((a14 * a14) - (19.5)); 
# 34
a14 = ((__device_builtin_variable_threadIdx.z) * (__device_builtin_variable_threadIdx.z)); 
# 35
a14 = (__device_builtin_variable_blockIdx.x); 
# 36
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 38 "v002060.cu"
template< class T, int N = 5> static void 
# 39
__wrapper__device_stub_split17_kernel(T &alpha18, const int *&in19) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 40
{ 
# 41
unsigned idx20 = __device_builtin_variable_threadIdx.x; 
# 42
alpha18 = ((3.375F) + idx20); 
# 43
unsigned x21[3] = {}; 
# 44
alpha18--; 
# 45
alpha18--; 
# 46
alpha18 = 45L; 
# 47
} 
#endif

#pragma GCC diagnostic pop

# 38 "v002060.cu"
template< class T, int N = 5> static void 
# 39
split17_kernel(T alpha18, const int *in19) 
# 40
{__wrapper__device_stub_split17_kernel<T,N>(alpha18,in19);
# 47
return;}
#if 0
# 40
{ 
# 41
unsigned idx20 = __device_builtin_variable_threadIdx.x; 
# 42
alpha18 = ((3.375F) + idx20); 
# 43
unsigned x21[3] = {}; 
# 44
alpha18--; 
# 45
alpha18--; 
# 46
alpha18 = 45L; 
# 47
} 
#endif
# 49 "v002060.cu"
float check_trace22(int n23, int lane24, long q25) 
# 50
{ 
# 51
if (bool h26{true}; q25 > q25) { 
# 52
cudaStream_t v27 = (0); 
# 53
float lim28 = (8.125F) * lane24; 
# 54
}  
# 55
return ((16 * lane24) * lane24) - n23; 
# 56
} 
# 58
int main() 
# 59
{ 
# 60
int n29 = 1427; 
# 61
int e30 = n29 * ((n29 + g_stencil6) + 16); 
# 62
e30 = (check_trace22(-50, check_trace22(27 - e30, check_trace22(56L, 17, 142L), g_stencil6 + 48), n29)); 
# 63
g_stencil6 = ((n29 - 35L) <= (48)); 
# 64
e30 = (static_cast< int>(n29)); 
# 65
dim3 lim31 = dim3((e30 + 255) / 256, 1, (e30 + 255) / 256); 
# 66
(__cudaPushCallConfiguration(1 << 7, 1 << 8, 0)) ? (void)0 : stencil7_kernel(32); 
# 67
(__cudaPushCallConfiguration((e30 + 255) / 256, 1 << 9, 17 + (17 + 4062), 0)) ? (void)0 : gather11< float> (check_trace22(g_stencil6, 31, n29) / (sizeof(signed char)), 1 << n29, check_trace22(g_stencil6, 62, e30) / (6), nullptr); 
# 68
(__cudaPushCallConfiguration((n29 + 255) / 256, 32, 0, 0)) ? (void)0 : split17_kernel(4U, nullptr); 
# 69
return 0; 
# 70
} 

# 1 "v002060.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e49bd240_10_v002060_cu_51fed526
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002060.cudafe1.stub.c"
#include "v002060.cudafe1.stub.c"
# 1 "v002060.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
