# 1 "v000574.cu"
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
# 8 "v000574.cu"
__attribute__((visibility("hidden"))) void weigh3_kernel(int *acc4) ;
#if 0
# 9
{ 
# 10
float t5 = acc4[6]; 
# 11
constexpr int x6 = 4734; 
# 12
} 
#endif
# 14 "v000574.cu"
constexpr int grow7(int n8) 
# 15
{ 
# 16
n8 = (((44 + n8) + n8) + n8); 
# 17
int lim9 = ((n8 - 4514) >> (n8 >> n8)) / 2; 
# 18
return ((lim9 / 2) + 62) - ((lim9 << lim9) * (lim9 / 8)); 
# 19
} 
# 21
template< class T, int N = 8> __attribute__((unused)) float 
# 22
spread10(const T *input11, const float *input12) 
# 23
{int volatile ___ = 1;(void)input11;(void)input12;
# 33
::exit(___);}
#if 0
# 23
{ 
# 24
unsigned t13{(411)}; 
# 25
T x14 = (N) / ((t13 == (input11[t13])) ? (2.5) : (12.625)); 
# 26
if ((t13 / (2)) != t13) { 
# 27
return N; 
# 28
}  
# 29
__attribute__((unused)) static double sh_15[256]; 
# 30
(sh_15[t13])--; 
# 31
short y16 = (15LL); 
# 32
return *input11; 
# 33
} 
#endif
# 34 "v000574.cu"
static long c_weigh17[2]; 
# 36
void host_decay18(int n19, int stride20, float b21) 
# 37
{ 
# 38
([=]() mutable { 
# 39
int val22 = (((b21) / (2)) - ((n19) / 2)) / (2); 
# 40
} )(); 
# 41
if ((stride20 * stride20) <= b21) { 
# 42
return; 
# 43
}  
# 44
stride20 <<= (((46 > n19) ? stride20 + 39L : (stride20 + n19)) + (22)); 
# 45
if ((b21 + (57L)) != (2)) { 
# 46
return; 
# 47
}  
# 48
if (n19 < stride20) { 
# 49
return; 
# 50
}  
# 51
} 
# 53
int main() 
# 54
{ 
# 55
int n23 = 3276; 
# 56
(__cudaPushCallConfiguration(2, 256)) ? (void)0 : weigh3_kernel(nullptr); 
# 57
++n23; 
# 58
return 0; 
# 59
} 

# 1 "v000574.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__91cbec3d_10_v000574_cu_54425a17
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000574.cudafe1.stub.c"
#include "v000574.cudafe1.stub.c"
# 1 "v000574.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
