# 1 "v001474.cu"
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

# 12 "v001474.cu"
template< class T, class U> static void 
# 13
__wrapper__device_stub_rank6(const T *&input7) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 13
{ 
# 14
int idx8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 15
if ((__device_builtin_variable_threadIdx.x) <= ((input7[2]) + (__device_builtin_variable_blockIdx.x))) { 
# 16
return; 
# 17
}  
# 18
bool z9 = (!input7); 
# 19
__attribute__((unused)) static int sh_10[256]; 
# 20
__attribute__((unused)) static double sh_11[256]; 
# 21
U stride12 = sh_10[idx8]; 
# 22
} 
#endif

#pragma GCC diagnostic pop

# 12 "v001474.cu"
template< class T, class U> static void 
# 13
rank6(const T *input7) {__wrapper__device_stub_rank6<T,U>(input7);
# 22
return;}
#if 0
# 13
{ 
# 14
int idx8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 15
if ((__device_builtin_variable_threadIdx.x) <= ((input7[2]) + (__device_builtin_variable_blockIdx.x))) { 
# 16
return; 
# 17
}  
# 18
bool z9 = (!input7); 
# 19
__attribute__((unused)) static int sh_10[256]; 
# 20
__attribute__((unused)) static double sh_11[256]; 
# 21
U stride12 = sh_10[idx8]; 
# 22
} 
#endif
# 23 "v001474.cu"
enum class Axis13 { Busy14, Busy15, Green16, Blue17 = 8}; 
# 30
__attribute__((visibility("hidden"))) void map_rank19(float *data, int n) ;
#if 0
# 30
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((float)2)); }  } 
#endif
# 32 "v001474.cu"
int run_accum20(const int *coef21, double p22) { 
# 33
p22--; 
# 34
p22 = (1 * (coef21[3])); 
# 35
int w23 = 0; 
# 36
do { 
# 37
p22 = (-(w23 % 8)); 
# 38
++w23; 
# 39
} while (w23 < w23); 
# 40
unsigned long long h24[2]{(61), (static_cast< unsigned long long>(51))}; 
# 41
--p22; 
# 42
return 3943; 
# 43
} 
# 45
int main() { 
# 46
int len25 = 3863; 
# 47
int w26 = 0; 
# 48
do { 
# 49
int iter27 = 0; 
# 50
do { 
# 51
([]{ 
# 52
float diff28((__alignof__(int))); 
# 53
run_accum20(static_cast< const int *>(nullptr), diff28); 
# 54
} )(); 
# 55
++iter27; 
# 56
} while (iter27 < 3); 
# 57
++len25; 
# 58
++w26; 
# 59
} while (w26 < w26); 
# 60
len25 = run_accum20(&len25, run_accum20((const int *)nullptr, len25)); 
# 61
len25 ^= (run_accum20(nullptr, w26) + run_accum20(&len25, sizeof(double))); 
# 62
(__cudaPushCallConfiguration((len25 + 127) / 128, 256 * 2)) ? (void)0 : rank6< unsigned, unsigned> (nullptr); 
# 63
(__cudaPushCallConfiguration((len25 + 31) / 32, dim3(sizeof(float) * (16), sizeof(float) * (64), 2), 2048 * 2, (cudaStream_t)0)) ? (void)0 : map_rank19(nullptr, sizeof(int)); 
# 64
return 0; 
# 65
} 

# 1 "v001474.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fce0342c_10_v001474_cu_eab6f972
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001474.cudafe1.stub.c"
#include "v001474.cudafe1.stub.c"
# 1 "v001474.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
