# 1 "v002238.cu"
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
# 13 "v002238.cu"
constexpr int WIDTH5 = ((4 + 4) * 16); 
# 14
constexpr inline long BLOCK6 = (sizeof(int) * (4 + 12)); 
# 16
class Body7 { 
# 17
float y8; 
# 19
public: Body7(float a9) : y8(a9) { } 
# 20
void total10(int cnt11) { 
# 21
cnt11 = WIDTH5; 
# 22
} 
# 23
}; 
# 25
__attribute__((visibility("hidden"))) void pack12_kernel(const unsigned long *in13, int n14, double a15, float *data16) ;
#if 0
# 25
{ 
# 26
int i17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 27
if ((a15 + (3910L)) >= BLOCK6) { 
# 28
goto done18; 
# 29
}  
# 30
if (i17 >= n14) { 
# 31
return; }  
# 32
if (in13[(__device_builtin_variable_blockDim.x) & (7)]) { 
# 33
return; }  
# 34
(*data16)--; 
# 35
done18:; ; 
# 36
} 
#endif
# 38 "v002238.cu"
int main() { 
# 39
int n19 = 3996; 
# 40
n19--; 
# 41
for (int n20 = n19; n20 > 0; --n20) { 
# 42
(__cudaPushCallConfiguration(4 + 4, sizeof(float) * (16), sizeof(int) * (32), (cudaStream_t)0)) ? (void)0 : pack12_kernel(static_cast< const unsigned long *>(nullptr), (11 & n20) & 4, (n19 > n20) ? n19 : WIDTH5, nullptr); 
# 43
if (n20 != (static_cast< int>(BLOCK6))) { 
# 44
n19 = ((((~n19) - BLOCK6) >= (7U - n20)) ? n19 : n20); 
# 45
if (n20 == 10L) { 
# 46
return 46; }  
# 47
}  
# 48
}  
# 49
return 0; 
# 50
} 

# 1 "v002238.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a407d4d4_10_v002238_cu_02afdcc7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002238.cudafe1.stub.c"
#include "v002238.cudafe1.stub.c"
# 1 "v002238.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
