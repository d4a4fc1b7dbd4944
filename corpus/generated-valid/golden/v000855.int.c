# 1 "v000855.cu"
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

# 13 "v000855.cu"
template< class T, int N> static void 
# 14
__wrapper__device_stub_reduce5(T &q6) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 14
{ 
# 15
int i7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 16
T val8 = ((i7 + sizeof(unsigned long long)) * (5 * i7)) - ((float)(N - i7)); 
# 17
val8 = ((__device_builtin_variable_threadIdx.x) / (2)); 
# 18
__attribute__((unused)) static int sh_9; 
# 19
__attribute__((unused)) static int sh_10; 
# 20
int val11[6]{(222UL), (4761U), (9U), 4, (-21), 0}; 
# 21
} 
#endif

#pragma GCC diagnostic pop

# 13 "v000855.cu"
template< class T, int N> static void 
# 14
reduce5(T q6) {__wrapper__device_stub_reduce5<T,N>(q6);
# 21
return;}
#if 0
# 14
{ 
# 15
int i7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 16
T val8 = ((i7 + sizeof(unsigned long long)) * (5 * i7)) - ((float)(N - i7)); 
# 17
val8 = ((__device_builtin_variable_threadIdx.x) / (2)); 
# 18
__attribute__((unused)) static int sh_9; 
# 19
__attribute__((unused)) static int sh_10; 
# 20
int val11[6]{(222UL), (4761U), (9U), 4, (-21), 0}; 
# 21
} 
#endif
# 23 "v000855.cu"
__attribute__((visibility("hidden"))) void tally12(int lane13, bool b14) ;
#if 0
# 23
{ 
# 24
__attribute__((unused)) static int sh_15[32]; 
# 25
auto acc16 = 0U / (__device_builtin_variable_threadIdx.x); 
# 26
auto k17 = 2286; 
# 27
float sum18 = (3.875F); 
# 28
} 
#endif
# 30 "v000855.cu"
int main() { 
# 31
int n19 = 2297; 
# 32
int off20 = n19; 
# 33
unsigned long sum21 = ((int)0) * (n19 + 3189); 
# 34
if (sum21 >= sum21) { 
# 35
return sum21 * sum21; 
# 36
}  
# 37
auto v22 = (1.5F); 
# 38
const char *val23 = ("warp size"); 
# 39
v22 = (((v22 * ((n19 >= v22) ? 45 : n19)) != (v22 / (47))) ? off20 : (val23[1])); 
# 40
(__cudaPushCallConfiguration(16, 512)) ? (void)0 : reduce5< unsigned, 5> (+(23UL / off20)); 
# 41
(__cudaPushCallConfiguration(dim3(512, 8), dim3(sizeof(float) * (16), 2), sizeof(float) * (256))) ? (void)0 : tally12(4UL / (sum21 * sizeof(int)), (off20 * n19) + ((false) + v22)); 
# 42
return 0; 
# 43
} 

# 1 "v000855.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ef29cbe6_10_v000855_cu_2b1338a1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000855.cudafe1.stub.c"
#include "v000855.cudafe1.stub.c"
# 1 "v000855.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
