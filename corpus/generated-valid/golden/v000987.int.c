# 1 "v000987.cu"
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
# 18 "v000987.cu"
static void fuse8_kernel(const int *input9, int count10, double *acc11) ;
#if 0
# 18
{ 
# 19
int tid12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 20
if (tid12 >= count10) { 
# 21
return; }  
# 22
count10 = 27; 
# 23
static_assert((53 == 53), "expected value");
# 24
double stride13 = count10; 
# 25
if ((25LL) > ((input9[count10]) - 56UL)) { 
# 26
goto out16; 
# 27
}  
# 28
(acc11[__device_builtin_variable_threadIdx.x]) *= (10); 
# 29
for (int j14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j14 < count10; j14 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 30
count10 %= (((acc11[__device_builtin_variable_gridDim.x]) >= tid12) ? count10 : 615); 
# 31
__attribute__((unused)) static char sh_15[16]; 
# 32
}  
# 33
out16:; ; 
# 34
} 
#endif
# 36 "v000987.cu"
__attribute__((unused)) int split17(int *dst18, int n19, int n20 = 33) {int volatile ___ = 1;(void)dst18;(void)n19;(void)n20;
# 46
::exit(___);}
#if 0
# 36
{ 
# 37
if (((n20 > n19) ? n20 : n19) <= (dst18[n20])) { 
# 38
return (((__device_builtin_variable_gridDim.x) > ((n20 > 40U) ? n20 : 40U)) ? __device_builtin_variable_gridDim.x : ((n20 > 40U) ? n20 : 40U)); }  
# 39
--n20; 
# 40
short acc21 = __device_builtin_variable_threadIdx.x; 
# 41
acc21 &= (static_cast< int>((__device_builtin_variable_blockDim.x) * 44L)); 
# 42
if (((float)acc21) < (63)) { 
# 43
return (*dst18) - (__device_builtin_variable_blockDim.z); }  
# 44
unsigned q22 = __device_builtin_variable_gridDim.y; 
# 45
return *dst18; 
# 46
} 
#endif
# 48 "v000987.cu"
int main() { 
# 49
int count23 = 929; 
# 50
count23 = ((3453U - count23) + count23); 
# 51
--count23; 
# 52
(__cudaPushCallConfiguration((count23 + 63) / 64, 64, 4096, (cudaStream_t)0)) ? (void)0 : fuse8_kernel(static_cast< const int *>(nullptr), 26L, (double *)nullptr); 
# 53
return 0; 
# 54
} 

# 1 "v000987.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__76ec1479_10_v000987_cu_df604283
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000987.cudafe1.stub.c"
#include "v000987.cudafe1.stub.c"
# 1 "v000987.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
