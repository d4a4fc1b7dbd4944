# 1 "v000871.cu"
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
# 10 "v000871.cu"
constexpr inline int RADIUS4 = (2 * (2 + 14)); 
# 11
enum Axis5: short { OFF6, HIGH7, HIGH8}; 
# 12
static int d_filter9[64]; 
# 15
__attribute__((visibility("hidden"))) void probe10(int lane11, int lane12, const size_t *in13) ;
#if 0
# 16
{ 
# 17
__attribute__((unused)) extern int dyn_14[]; 
# 18
int tid15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 19
lane11 = lane12; 
# 20
unsigned long long hi16[5] = {}; 
# 21
if ((in13[lane12]) == lane12) { 
# 22
unsigned acc17[8] = {static_cast< unsigned>((__device_builtin_variable_blockIdx.x) - (dyn_14[lane12])), ((unsigned)33)}; 
# 23
float v18(__device_builtin_variable_threadIdx.y); 
# 24
} else { 
# 25
unsigned off19 = __device_builtin_variable_threadIdx.x; 
# 26
}  
# 27
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 29 "v000871.cu"
template< class T, int N> static void 
# 30
__wrapper__device_stub_shade20_kernel(T *&buf21, const T *&input22, T *&dst23) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 31
{ 
# 32
for (int i24 = 9; i24 > 0; --i24) { 
# 33
(dst23[5]) = (__device_builtin_variable_threadIdx.x); 
# 34
}  
# 35
T u25 = (8); 
# 36
u25 = (d_filter9[__device_builtin_variable_threadIdx.z]); 
# 38
#pragma unroll 2
for (
# 38
int n26 = 0; n26 < 12; n26 += 3) { 
# 39
(d_filter9[n26]) = (RADIUS4 + (((d_filter9[15]) >> n26) + ((dst23[3]) - (__device_builtin_variable_threadIdx.z)))); 
# 40
}  
# 41
u25 = u25; 
# 42
} 
#endif

#pragma GCC diagnostic pop

# 29 "v000871.cu"
template< class T, int N> static void 
# 30
shade20_kernel(T *buf21, const T *input22, T *dst23) 
# 31
{__wrapper__device_stub_shade20_kernel<T,N>(buf21,input22,dst23);
# 42
return;}
#if 0
# 31
{ 
# 32
for (int i24 = 9; i24 > 0; --i24) { 
# 33
(dst23[5]) = (__device_builtin_variable_threadIdx.x); 
# 34
}  
# 35
T u25 = (8); 
# 36
u25 = (d_filter9[__device_builtin_variable_threadIdx.z]); 
# 38
#pragma unroll 2
for (
# 38
int n26 = 0; n26 < 12; n26 += 3) { 
# 39
(d_filter9[n26]) = (RADIUS4 + (((d_filter9[15]) >> n26) + ((dst23[3]) - (__device_builtin_variable_threadIdx.z)))); 
# 40
}  
# 41
u25 = u25; 
# 42
} 
#endif
# 44 "v000871.cu"
int main() 
# 45
{ 
# 46
int size27 = 2032; 
# 47
for (int i28 = 0; i28 < 10; i28 += 2) { 
# 48
size27 = (-RADIUS4); 
# 49
size27++; 
# 50
}  
# 51
(__cudaPushCallConfiguration(dim3((size27 + 127) / 128, 16), 512)) ? (void)0 : probe10(RADIUS4, 18 + ((size27 != 13) ? OFF6 : RADIUS4), (const unsigned long *)nullptr); 
# 52
(__cudaPushCallConfiguration((HIGH7) + 63, RADIUS4 + 480)) ? (void)0 : shade20_kernel< float, 8> ((float *)nullptr, nullptr, nullptr); 
# 53
return 0; 
# 54
} 

# 1 "v000871.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1a8b0fd1_10_v000871_cu_5ed24d9a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000871.cudafe1.stub.c"
#include "v000871.cudafe1.stub.c"
# 1 "v000871.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
