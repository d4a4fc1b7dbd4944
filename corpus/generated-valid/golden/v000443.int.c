# 1 "v000443.cu"
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
# 17 "v000443.cu"
__attribute__((visibility("hidden"))) void grow6_kernel(int *dst7, float beta8, long long cfg9, const int *coef10) ;
#if 0
# 17
{ 
# 18
__attribute__((unused)) extern int dyn_11[]; 
# 19
unsigned i12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 20
(dyn_11[i12])++; 
# 21
--(dyn_11[__device_builtin_variable_warpSize]); 
# 22
} 
#endif
# 23 "v000443.cu"
static_assert((41 == 41), "size check");
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 25
template< class T> static void 
# 26
__wrapper__device_stub_tally13(const T *&coef14, long &q15) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 26
{ 
# 27
int tid16 = __device_builtin_variable_threadIdx.x; 
# 28
if ((__device_builtin_variable_blockDim.y) == (__device_builtin_variable_blockIdx.x)) { 
# 29
goto out18; 
# 30
}  
# 32
#pragma unroll 2
for (
# 32
int it17 = tid16; it17 > 0; --it17) { 
# 33
q15 = (__device_builtin_variable_warpSize * 12); 
# 34
q15 = (17); 
# 35
}  
# 36
out18:; ; 
# 37
} 
#endif

#pragma GCC diagnostic pop

# 25 "v000443.cu"
template< class T> static void 
# 26
tally13(const T *coef14, long q15) {__wrapper__device_stub_tally13<T>(coef14,q15);
# 37
return;}
#if 0
# 26
{ 
# 27
int tid16 = __device_builtin_variable_threadIdx.x; 
# 28
if ((__device_builtin_variable_blockDim.y) == (__device_builtin_variable_blockIdx.x)) { 
# 29
goto out18; 
# 30
}  
# 32
#pragma unroll 2
for (
# 32
int it17 = tid16; it17 > 0; --it17) { 
# 33
q15 = (__device_builtin_variable_warpSize * 12); 
# 34
q15 = (17); 
# 35
}  
# 36
out18:; ; 
# 37
} 
#endif
# 39 "v000443.cu"
__attribute__((visibility("hidden"))) void trace19(long long p20, const int *coef21, double *acc22) ;
#if 0
# 39
{ 
# 40
int gid23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 41
if (!(coef21 == (nullptr))) { 
# 42
goto out25; 
# 43
}  
# 44
if (((coef21[p20]) + (__device_builtin_variable_blockDim.x)) <= (acc22[gid23])) { 
# 45
return; }  
# 46
for (int n24 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); n24 < 7; n24 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 47
(acc22[p20])++; 
# 48
(acc22[__device_builtin_variable_blockIdx.x]) = ((unsigned)7); 
# 49
}  
# 50
out25:; ; 
# 51
} 
#endif
# 53 "v000443.cu"
int main() { 
# 54
int n26 = 664; 
# 55
cudaStream_t lim27 = (nullptr); 
# 56
n26 = 8; 
# 57
(__cudaPushCallConfiguration((n26 + 63) / 64, 12 + (12 + (12 + 476)))) ? (void)0 : grow6_kernel(&n26, 60ULL, (15 - n26) << ((L'\x30') - n26), &n26); 
# 58
(__cudaPushCallConfiguration(sizeof(unsigned) * (8), sizeof(int) * (16))) ? (void)0 : tally13< float> (nullptr, (n26 < n26) ? n26 : n26); 
# 59
(__cudaPushCallConfiguration(8 * 8, sizeof(int) * (128), sizeof(double) * (128), lim27)) ? (void)0 : trace19(12, &n26, nullptr); 
# 60
return 0; 
# 61
} 

# 1 "v000443.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__80e07df1_10_v000443_cu_3c1718cf
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000443.cudafe1.stub.c"
#include "v000443.cudafe1.stub.c"
# 1 "v000443.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
