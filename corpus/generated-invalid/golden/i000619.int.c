# 1 "i000619.cu"
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
# 19 "i000619.cu"
enum class Op8: unsigned char { On9, Off10, Slow11}; 
# 21
signed char sweep12(int n13, float q14) 
# 22
{ 
# 23
const short hi15 = 2409 * n13; 
# 24
q14 -= (2.875F); 
# 25
constexpr int tmp16 = 40; 
# 26
float off17[7]{(16.375F), (20.125F), (59), (4.125F), (2110), (6.75F), (18.25F)}; 
# 27
if (n13 <= n13) { 
# 28
return 42; 
# 29
}  
# 30
if ((n13 * 33) == q14) { 
# 31
return -1; 
# 32
}  
# 33
return tmp16; 
# 34
} 
# 36
static void sweep18_kernel(int n19, Op8 beta20) ;
#if 0
# 37
{ 
# 38
static int local_mem25; 
# 39
int gid21 = __device_builtin_variable_threadIdx.x; 
# 40
if (gid21 >= n19) { 
# 41
return; 
# 42
}  
# 43
Op8 lo22 = Op8::Off10; 
# 44
--n19; 
# 45
lo22 = Op8::Off10; 
# 46
n19++; 
# 47
lo22 = Op8::Slow11; 
# 48
} 
#endif
# 50 "i000619.cu"
int main() 
# 51
{ 
# 52
int len23 = 2903; 
# 53
double base24 = 4 * (len23 + len23); 
# 54
do { len23 += 64; } while (0); 
# 55
(__cudaPushCallConfiguration(2, 512)) ? (void)0 : sweep18_kernel(((1) + base24) + len23, Op8::Slow11); 
# 56
return 0; 
# 57
} 

# 1 "i000619.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bcd0698b_10_i000619_cu_4d4cdfb7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000619.cudafe1.stub.c"
#include "i000619.cudafe1.stub.c"
# 1 "i000619.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
