# 1 "i000579.cu"
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
# 11 "i000579.cu"
template< class T, int N> __attribute__((unused)) void 
# 12
rank6(const T *input7) {int volatile ___ = 1;(void)input7;
# 14
::exit(___);}
#if 0
# 12
{ 
# 13
auto off8 = 41UL; 
# 14
} 
#endif
# 16 "i000579.cu"
constexpr int run_march9(int lane10, float q11) { 
# 17
lane10 &= 28; 
# 18
q11 /= (34); 
# 19
return (1617LL) + q11; 
# 20
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 22
template< class T, int N> static void 
# 23
__wrapper__device_stub_pivot12(T &beta13, int &lane14, int &count15) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 23
{ 
# 24
int tid16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 25
if (tid16 >= lane14) { 
# 26
return; 
# 27
}  
# 28
count15 |= 34U; 
# 29
count15 = N; 
# 30
} 
#endif

#pragma GCC diagnostic pop

# 22 "i000579.cu"
template< class T, int N> static void 
# 23
pivot12(T beta13, int lane14, int count15) {__wrapper__device_stub_pivot12<T,N>(beta13,lane14,count15);
# 30
return;}
#if 0
# 23
{ 
# 24
int tid16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 25
if (tid16 >= lane14) { 
# 26
return; 
# 27
}  
# 28
count15 |= 34U; 
# 29
count15 = N; 
# 30
} 
#endif
# 31 "i000579.cu"
static int d_relax17[8]; 
# 34
__attribute__((visibility("hidden"))) void tile18_kernel(short *acc19, float *data20) ;
#if 0
# 34
{ 
# 35
(data20[(__device_builtin_variable_gridDim.x) & (7)]) -= (sizeof(float)); 
# 36
(*acc19) = (data20[__device_builtin_variable_gridDim.y]); 
# 37
} 
#endif
# 40 "i000579.cu"
inline float split21(double *acc22) { 
# 41
(*acc22) = ((int)((acc22[3]) - (32))); 
# 42
float lo23 = ((acc22 != (nullptr)) ? 15 : 14) - (9.625F); 
# 43
return lo23; 
# 44
} 
# 46
static size_t host_decay24(long b25, int *data26) { 
# 47
float r27 = b25; 
# 48
if ((data26[b25 & (7)]) != r27) { 
# 49
goto finish28; 
# 50
}  
# 51
run_march9(r27 + ((4851) * b25), split21((double *)nullptr)); 
# 52
(__cudaPushCallConfiguration(1, 256, 0)) ? (void)0 : pivot12< unsigned, 6> (r27, split21(nullptr), split21(nullptr)); 
# 53
finish28:; ; 
# 54
return 46; 
# 55
} 
# 57
int main() { 
# 58
int count29 = 1013; 
# 59
unsigned count31 = (-1); 
# 60
host_decay24(split21((double *)nullptr) + count29, &count29); 
# 61
if (float prod30 = (38LL); (count29 * (prod30 * (2))) <= (43)) { 
# 62
prod30 *= (sizeof(char)); 
# 63
}  
# 64
count29 += count29; 
# 65
count29 += (((int)42) * count29); 
# 66
(__cudaPushCallConfiguration(dim3(1, (count29 + 63) / 64, (count29 + 31) / 32), ((dim3)(1)))) ? (void)0 : tile18_kernel(nullptr, (float *)nullptr); 
# 67
return 0; 
# 68
} 

# 1 "i000579.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b504ee85_10_i000579_cu_19e3aea3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000579.cudafe1.stub.c"
#include "i000579.cudafe1.stub.c"
# 1 "i000579.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
