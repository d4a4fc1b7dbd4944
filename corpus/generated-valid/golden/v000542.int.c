# 1 "v000542.cu"
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
# 11 "v000542.cu"
__attribute__((visibility("hidden"))) void weigh3(int len4, int count5, unsigned *acc6) ;
#if 0
# 11
{ 
# 12
int tid7 = __device_builtin_variable_threadIdx.x; 
# 13
if ((count5 > len4) || (count5 != len4)) { 
# 14
goto out12; 
# 15
}  
# 16
for (int j8 = 0, j9 = 6; j8 < j9; (++j8), (--j9)) { 
# 17
for (int j10 = 0; j10 < len4; j10++) { 
# 18
auto u11 = ((23 * j9) - (len4 + (__device_builtin_variable_threadIdx.y))) | (__device_builtin_variable_blockIdx.z); 
# 19
}  
# 20
}  
# 21
static_assert(((19 * 3) == 57), "expected value");
# 22
out12:; ; 
# 23
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 25 "v000542.cu"
template< class T> static void 
# 26
__wrapper__device_stub_filter13(const T *&src14, int &n15) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 26
{ 
# 27
__attribute__((unused)) extern float dyn_16[]; 
# 28
int idx17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 29
auto sum18 = (51U % (idx17 & idx17)) + (n15 * idx17); 
# 30
do { n15 += (dyn_16[(__device_builtin_variable_threadIdx.x) & (7)]); } while (0); 
# 31
(++n15), (n15 <<= 4); 
# 32
++(dyn_16[5]); 
# 33
} 
#endif

#pragma GCC diagnostic pop

# 25 "v000542.cu"
template< class T> static void 
# 26
filter13(const T *src14, int n15) {__wrapper__device_stub_filter13<T>(src14,n15);
# 33
return;}
#if 0
# 26
{ 
# 27
__attribute__((unused)) extern float dyn_16[]; 
# 28
int idx17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 29
auto sum18 = (51U % (idx17 & idx17)) + (n15 * idx17); 
# 30
do { n15 += (dyn_16[(__device_builtin_variable_threadIdx.x) & (7)]); } while (0); 
# 31
(++n15), (n15 <<= 4); 
# 32
++(dyn_16[5]); 
# 33
} 
#endif
# 35 "v000542.cu"
int main() { 
# 36
int count19 = 2705; 
# 37
for (int j20 = 0; j20 < count19; ++j20) { 
# 38
count19 += j20; 
# 39
++count19; 
# 40
count19 = (count19 * (50L / j20)); 
# 41
}  
# 42
(--count19), (count19 |= count19); 
# 43
(__cudaPushCallConfiguration((count19 + 127) / 128, 256)) ? (void)0 : weigh3(((count19 < count19) || (count19 >= count19)) ? 'A' : (count19 / count19), ('a') - count19, nullptr); 
# 44
(__cudaPushCallConfiguration(dim3((count19 + 255) / 256, 2 * 4, 64), 8 * 4)) ? (void)0 : filter13< float> (nullptr, 9 + count19); 
# 45
return 0; 
# 46
} 

# 1 "v000542.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f300c931_10_v000542_cu_a01bd650
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000542.cudafe1.stub.c"
#include "v000542.cudafe1.stub.c"
# 1 "v000542.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
