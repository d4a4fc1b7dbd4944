# 1 "v000809.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 14 "v000809.cu"
template< class T> static void 
# 15
__wrapper__device_stub_fuse4(T &q5) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 16
{ 
# 17
__attribute__((unused)) extern unsigned long dyn_6[]; 
# 18
int gid7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 19
if ((((dyn_6[gid7 & 7]) += (53U)), gid7) == gid7) { 
# 20
switch ((int)(dyn_6[gid7])) { 
# 21
case 7:  
# 22
(dyn_6[7]) = (q5 + 10); 
# 23
(dyn_6[3])--; 
# 24
break; 
# 25
case 5:  
# 26
break; 
# 27
case 10:  
# 28
if (double stride8 = (4.375); (q5 * q5) > stride8) { 
# 29
(dyn_6[gid7]) = ((2753) * ((__device_builtin_variable_threadIdx.x) + (__device_builtin_variable_threadIdx.x))); 
# 30
}  
# 31
break; 
# 32
case 6:  
# 33
(q5--), ((dyn_6[(__device_builtin_variable_threadIdx.x) & (7)]) = (((size_t)(dyn_6[gid7])) - (7.75))); 
# 34
break; 
# 35
}  
# 36
} else { if (unsigned tmp9 = q5; !(tmp9 >= (dyn_6[gid7]))) { }  }  
# 37
} 
#endif

#pragma GCC diagnostic pop

# 14 "v000809.cu"
template< class T> static void 
# 15
fuse4(T q5) 
# 16
{__wrapper__device_stub_fuse4<T>(q5);
# 37
return;}
#if 0
# 16
{ 
# 17
__attribute__((unused)) extern unsigned long dyn_6[]; 
# 18
int gid7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 19
if ((((dyn_6[gid7 & 7]) += (53U)), gid7) == gid7) { 
# 20
switch ((int)(dyn_6[gid7])) { 
# 21
case 7:  
# 22
(dyn_6[7]) = (q5 + 10); 
# 23
(dyn_6[3])--; 
# 24
break; 
# 25
case 5:  
# 26
break; 
# 27
case 10:  
# 28
if (double stride8 = (4.375); (q5 * q5) > stride8) { 
# 29
(dyn_6[gid7]) = ((2753) * ((__device_builtin_variable_threadIdx.x) + (__device_builtin_variable_threadIdx.x))); 
# 30
}  
# 31
break; 
# 32
case 6:  
# 33
(q5--), ((dyn_6[(__device_builtin_variable_threadIdx.x) & (7)]) = (((size_t)(dyn_6[gid7])) - (7.75))); 
# 34
break; 
# 35
}  
# 36
} else { if (unsigned tmp9 = q5; !(tmp9 >= (dyn_6[gid7]))) { }  }  
# 37
} 
#endif
# 39 "v000809.cu"
__attribute__((unused)) int lerp10(bool a11, int lane12, int len13) 
# 40
{int volatile ___ = 1;(void)a11;(void)lane12;(void)len13;
# 44
::exit(___);}
#if 0
# 40
{ 
# 41
double acc14(a11); 
# 42
float q15 = (__device_builtin_variable_threadIdx.y) + len13; 
# 43
return len13; 
# 44
} 
#endif
# 47 "v000809.cu"
constexpr int lerp16(int len17, double a18) 
# 48
{ 
# 49
return 47; 
# 50
} 
# 52
int main() 
# 53
{ 
# 54
int len19 = 302; 
# 55
auto fn21 = []() { 
# 56
cudaStream_t k20 = (0); 
# 57
(__cudaPushCallConfiguration(dim3(64, 8), (1 + (1 + 6)) * (1 + 15), 1024, nullptr)) ? (void)0 : fuse4< float> ((21.875F)); 
# 58
} ; typedef decltype(fn21) __T0;
# 59
fn21(); 
# 60
len19 = (58L - ((len19 * 28U) ^ (17 - len19))); 
# 61
++len19; 
# 62
dim3 m22((len19 + 63) / 64, (len19 + 127) / 128, 512); 
# 63
(__cudaPushCallConfiguration((len19 + 63) / 64, m22, 0)) ? (void)0 : fuse4< unsigned> ((44L + len19) * (39 / len19)); 
# 64
return 0; 
# 65
} 

# 1 "v000809.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6d1ffb2e_10_v000809_cu_3f271baa
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000809.cudafe1.stub.c"
#include "v000809.cudafe1.stub.c"
# 1 "v000809.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
