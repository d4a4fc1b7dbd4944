# 1 "v001891.cu"
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
# 18 "v001891.cu"
__attribute__((visibility("hidden"))) void grow7_kernel(short cfg8, unsigned char *out9) ;
#if 0
# 18
{ 
# 19
__attribute__((unused)) extern double dyn_10[]; 
# 20
constexpr double q11 = (-(18.125)); 
# 21
--(out9[cfg8 & 7]); 
# 22
} 
#endif
# 23 "v001891.cu"
void update12(float q13, const float *__restrict__ input14, unsigned *buf15) { 
# 24
++q13; 
# 25
(buf15[5]) = ((5) - q13); 
# 26
int sum16[2 * 2]{62, 8, 35, 4}; 
# 27
if ((sum16[0]) <= q13) { 
# 28
if ((*buf15) > q13) { 
# 29
++(sum16[3]); 
# 30
q13--; 
# 31
} else { 
# 32
}  
# 33
}  
# 34
} 
# 35
template< class T, int N = 8> long long 
# 36
smooth17(T a18, int count19, T q20) { 
# 37
q20 = (N / q20); 
# 38
--a18; 
# 39
a18 = (a18 * (8.625)); 
# 40
return count19 | (8 | (count19 + N)); 
# 41
} 
# 42
int main() { 
# 43
int size21 = 1024; 
# 44
size21 = 27; 
# 45
float x22[7]{(5.0F), (7.0F), (9.0F), static_cast< float>(size21), (7.0F), (7.5F), (1.0F)}; 
# 46
size21 = size21; 
# 47
(x22[5]) = ((x22[3]) + ((11.125F) - (static_cast< int>(size21)))); 
# 48
(__cudaPushCallConfiguration((size21 + 63) / 64, 512, 0)) ? (void)0 : grow7_kernel(7UL, static_cast< unsigned char *>(nullptr)); 
# 49
return 0; 
# 50
} 

# 1 "v001891.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__03ccba04_10_v001891_cu_ebc87454
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001891.cudafe1.stub.c"
#include "v001891.cudafe1.stub.c"
# 1 "v001891.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
