# 1 "v000859.cu"
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
# 11 "v000859.cu"
static float c_update7[4]; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 13
template< class T, int N = 8> static void 
# 14
__wrapper__device_stub_spread8_kernel(const T *&coef9, double &a10, int &count11) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 14
{ 
# 15
unsigned tid12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 16
if (tid12 >= count11) { 
# 17
return; 
# 18
}  
# 19
int acc13[7] = {}; 
# 20
count11 = (((acc13[count11]) += (coef9[tid12 & (7)])), (((int)count11) + 3L)); 
# 21
float tmp14 = (__alignof__(int)); 
# 22
} 
#endif

#pragma GCC diagnostic pop

# 13 "v000859.cu"
template< class T, int N = 8> static void 
# 14
spread8_kernel(const T *coef9, double a10, int count11) {__wrapper__device_stub_spread8_kernel<T,N>(coef9,a10,count11);
# 22
return;}
#if 0
# 14
{ 
# 15
unsigned tid12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 16
if (tid12 >= count11) { 
# 17
return; 
# 18
}  
# 19
int acc13[7] = {}; 
# 20
count11 = (((acc13[count11]) += (coef9[tid12 & (7)])), (((int)count11) + 3L)); 
# 21
float tmp14 = (__alignof__(int)); 
# 22
} 
#endif
# 24 "v000859.cu"
__attribute__((unused)) int grow15(unsigned *dst16) {int volatile ___ = 1;(void)dst16;
# 36
::exit(___);}
#if 0
# 24
{ 
# 25
constexpr float res17 = (3U); 
# 26
for (int i18 = 0, j19 = 3; i18 < j19; (++i18), (--j19)) { 
# 27
for (int j20 = 0, j21 = 9; j20 < j21; (++j20), (--j21)) { 
# 28
if (!dst16) { 
# 29
break; 
# 30
}  
# 31
(*dst16) = res17; 
# 32
float *m22 = reinterpret_cast< float *>(dst16); 
# 33
}  
# 34
}  
# 35
return __device_builtin_variable_blockDim.x; 
# 36
} 
#endif
# 38 "v000859.cu"
__attribute__((visibility("hidden"))) void trace23_kernel(double beta24, float *data25) ;
#if 0
# 38
{ 
# 39
int gid26 = __device_builtin_variable_threadIdx.x; 
# 40
double *s27 = ((double *)nullptr); 
# 41
(*data25) *= (4.75F); 
# 42
unsigned hi28[5]{1U, 5U, (static_cast< unsigned>(39U)), 0U, static_cast< unsigned>(gid26)}; 
# 43
(s27[2]) -= ((((gid26 > (hi28[gid26])) ? gid26 : 30) % 8) & 15); 
# 44
} 
#endif
# 46 "v000859.cu"
void host_apply29(unsigned *buf30) { 
# 47
(buf30[4]) |= ((buf30[5]) * sizeof(int)); 
# 48
int flag31 = ((buf30[5]) * ((50) + (*buf30))) % (8); 
# 49
if ((flag31 > (*buf30)) && ((buf30[flag31]) != flag31)) { 
# 50
goto finish33; 
# 51
}  
# 52
if (((flag31 + 7) / (flag31 >> 12)) <= (3UL * (*buf30))) { 
# 53
auto step32 = []() { } ; typedef decltype(step32) __T0;
# 54
step32(); 
# 55
if (((flag31) ? (*buf30) * (9) : ((buf30[0]) & (15))) >= flag31) { 
# 56
(__cudaPushCallConfiguration(32, 64, 256, nullptr)) ? (void)0 : spread8_kernel< float, 4> (nullptr, ((*buf30) + (*buf30)) & (15), (1 + flag31) / (2266 + flag31)); 
# 57
}  
# 58
} else { 
# 59
(*buf30) = (((*buf30) * (buf30[flag31])) - (+flag31)); 
# 60
}  
# 61
finish33:; ; 
# 62
} 
# 64
int main() { 
# 65
int count34 = 2963; 
# 66
const char *m35 = ("kernel\n"); 
# 67
for (int j36 = 0; j36 < 14; ++j36) { 
# 68
if (18 == ((m35[1]) + count34)) { 
# 69
continue; 
# 70
}  
# 71
if ((m35[0]) < (m35[0])) { 
# 72
break; 
# 73
}  
# 74
}  
# 75
(__cudaPushCallConfiguration(1, 4 * 16, 256)) ? (void)0 : trace23_kernel(-(m35[1]), nullptr); 
# 76
return 0; 
# 77
} 

# 1 "v000859.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a5ff745e_10_v000859_cu_a6740162
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000859.cudafe1.stub.c"
#include "v000859.cudafe1.stub.c"
# 1 "v000859.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
