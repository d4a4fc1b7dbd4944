# 1 "v001868.cu"
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
# 20 "v001868.cu"
__attribute__((visibility("hidden"))) void stencil8(short *buf9) ;
#if 0
# 20
{ 
# 21
unsigned tid10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 22
__attribute__((unused)) static int sh_11; 
# 23
if (((tid10 * (50)) + ((__device_builtin_variable_gridDim.y) - (19))) >= (50)) { 
# 24
sh_11 = (*buf9); 
# 25
} else { if (buf9 == (nullptr)) { 
# 26
(buf9[__device_builtin_variable_gridDim.x]) = ((__device_builtin_variable_gridDim.x) | (4)); 
# 27
} else { if ((__device_builtin_variable_blockDim.x) >= (~tid10)) { 
# 28
static_assert((sizeof(int) == (4)), "size check");
# 29
} else { 
# 30
}  }  }  
# 31
} 
#endif
# 34 "v001868.cu"
template< class T, int N = 1> __attribute__((unused)) T 
# 35
sweep12(T a13, const int *coef14) {int volatile ___ = 1;(void)a13;(void)coef14;
# 41
::exit(___);}
#if 0
# 35
{ 
# 36
if (!((N) <= (__device_builtin_variable_gridDim.x))) { 
# 37
return a13 - N; 
# 38
}  
# 39
a13 = ((coef14[4]) - ((coef14[5]) * (a13 * a13))); 
# 40
return static_cast< T>(a13); 
# 41
} 
#endif
# 43 "v001868.cu"
static int check_combine15(int lane16, int *buf17, int len18) { 
# 44
lane16++; 
# 45
const char *tmp19 = ("a\tb"); 
# 46
for (int n20 = 0; n20 < 10; ++n20) { 
# 47
if (len18 <= 47UL) { 
# 48
len18 = (static_cast< unsigned>(sizeof(int))); 
# 49
}  
# 50
}  
# 51
constexpr unsigned s21 = 48U; 
# 52
return lane16; 
# 53
} 
# 55
int main() { 
# 56
int len22 = 2697; 
# 57
check_combine15(len22, nullptr, len22 + (len22 ^ len22)); 
# 58
len22 = len22; 
# 59
(__cudaPushCallConfiguration((len22 + 255) / 256, 1 << 6)) ? (void)0 : stencil8(nullptr); 
# 60
return 0; 
# 61
} 

# 1 "v001868.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__fc94625f_10_v001868_cu_a4a5605e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001868.cudafe1.stub.c"
#include "v001868.cudafe1.stub.c"
# 1 "v001868.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
