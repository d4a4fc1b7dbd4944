# 1 "v000367.cu"
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
# 21 "v000367.cu"
namespace util6 { 
# 22
__attribute__((unused)) void kick7(int n8 = 12) {int volatile ___ = 1;(void)n8;
# 30
::exit(___);}
#if 0
# 22
{ 
# 23
auto u9 = (-30); 
# 24
{ 
# 25
__attribute__((unused)) static unsigned long sh_10; 
# 26
unsigned *k11 = (nullptr); 
# 27
} 
# 28
char idx12[8] = {}; 
# 29
float v13 = (4.75F); 
# 30
} 
#endif
# 31 "v000367.cu"
}
# 32
enum class State14 { Red15, On16 = 2}; 
# 34
template< class T, class U> __attribute__((unused)) T 
# 35
pivot17(U *data18, const double *coef19, const T *input20) {int volatile ___ = 1;(void)data18;(void)coef19;(void)input20;
# 45
::exit(___);}
#if 0
# 35
{ 
# 36
(data18[1]) += (13 / ((*data18) * 14L)); 
# 37
U cnt21{8}; 
# 38
auto y22 = ((int)3); 
# 39
static_assert(((4 * 3) > 11), "bad config");
# 40
if (!input20) { 
# 41
return (4.375F); 
# 42
}  
# 43
float m23 = data18[2]; 
# 44
return coef19[6]; 
# 45
} 
#endif
# 47 "v000367.cu"
__attribute__((visibility("hidden"))) void split24_kernel(int stride25) ;
#if 0
# 47
{ 
# 48
__attribute__((unused)) extern float dyn_26[]; 
# 49
int x27[4]{60, 55, (-2343), (52U)}; 
# 50
int mid28 = 5; 
# 51
if (((double)mid28) == mid28) { 
# 52
return; 
# 53
}  
# 54
(dyn_26[3])++; 
# 55
__attribute__((unused)) static double sh_29[32]; 
# 56
} 
#endif
# 58 "v000367.cu"
int main() { 
# 59
int count30 = 1177; 
# 60
State14 q31 = State14::On16; 
# 61
const char *lim32 = ("a\tb_tail"); 
# 62
count30 ^= (28 + (lim32[1])); 
# 63
count30 *= (((q31 == State14::Red15) ? (1 << 6) << count30 : 3) + (lim32[0])); 
# 64
count30 %= 3078UL; 
# 65
count30 = count30; 
# 66
(__cudaPushCallConfiguration(3 + 1, dim3((count30 + 31) / 32, 1), 0)) ? (void)0 : split24_kernel((lim32[1]) ^ (count30 * 27U)); 
# 67
return 0; 
# 68
} 

# 1 "v000367.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6847897e_10_v000367_cu_8d0572dd
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000367.cudafe1.stub.c"
#include "v000367.cudafe1.stub.c"
# 1 "v000367.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
