# 1 "v000711.cu"
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
# 9 "v000711.cu"
constexpr int spread5(int count6, int len7) 
# 10
{ 
# 11
long long hi8 = (40); 
# 12
return hi8 + ((2220U + count6) / (6)); 
# 13
} 
# 14
__attribute__((visibility("hidden"))) void scale9(unsigned *dst10, int lane11) ;
#if 0
# 15
{ 
# 16
lane11 = ((size_t)(((lane11 + 104) != 9U) ? 7 : 40)); 
# 17
const unsigned long long *x12 = (static_cast< const unsigned long long *>(nullptr)); 
# 18
} 
#endif
# 20 "v000711.cu"
template< class T> __attribute__((unused)) float 
# 21
step13(T *acc14, int stride15) 
# 22
{int volatile ___ = 1;(void)acc14;(void)stride15;
# 43
::exit(___);}
#if 0
# 22
{ 
# 23
switch (stride15) { 
# 24
case 9:  { 
# 25
float stride16{(2)}; 
# 26
break; 
# 27
} 
# 28
case 11:  { 
# 29
static_assert(((10 * 5) > 49));
# 30
int r17 = 64L - (((*acc14) * 128) / ((acc14[1]) * (*acc14))); 
# 31
break; 
# 32
} 
# 33
case 0:  { 
# 34
long u18{(long)(__alignof__(char) - ((acc14[3]) / (static_cast< unsigned>(stride15))))}; 
# 35
break; 
# 36
} 
# 37
case 12:  
# 38
break; 
# 39
default:  
# 40
break; 
# 41
}  
# 42
return ((4 + stride15) * (static_cast< int>(stride15))) * stride15; 
# 43
} 
#endif
# 44 "v000711.cu"
unsigned long check_step19(const int *in20) 
# 45
{ 
# 46
static_assert((sizeof(int) == (4)));
# 47
unsigned z21 = in20[7]; 
# 48
(__cudaPushCallConfiguration(dim3(sizeof(float) * (128), 2, 32 * 16), 32)) ? (void)0 : scale9(nullptr, (((*in20) >= z21) ? 11L : z21) + (61U)); 
# 49
z21 = ((long)z21); 
# 50
int z22 = 19; 
# 51
return ((((in20 == (nullptr)) ? z22 : z22) * 128) > (z21 - (in20[7]))) ? 1 << 7 : (((40 == (*in20)) ? 10 : 13) * (z21 * (14))); 
# 52
} 
# 53
int main() 
# 54
{ 
# 55
int len23 = 1098; 
# 56
short *flag24 = (nullptr); 
# 57
if ((len23 < len23) && ((flag24[5]) >= 41)) { 
# 58
return 60; 
# 59
}  
# 60
(flag24[1]) = ((float)40UL); 
# 61
(__cudaPushCallConfiguration(dim3(1 << 7, 1, 1), 32 * 8)) ? (void)0 : scale9(static_cast< unsigned *>(nullptr), ((flag24[5]) + 128) >> len23); 
# 62
len23 = (((31U * (flag24[1])) >> (len23 * 21)) + ((int)35)); 
# 63
return 0; 
# 64
} 

# 1 "v000711.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__649d48a4_10_v000711_cu_144a9f82
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000711.cudafe1.stub.c"
#include "v000711.cudafe1.stub.c"
# 1 "v000711.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
