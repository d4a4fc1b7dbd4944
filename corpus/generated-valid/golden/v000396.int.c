# 1 "v000396.cu"
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
# 17 "v000396.cu"
__attribute((always_inline)) __attribute__((unused)) inline void rank8(unsigned alpha9, const signed char *coef10) {int volatile ___ = 1;(void)alpha9;(void)coef10;
# 23
::exit(___);}
#if 0
# 17
{ 
# 18
__attribute__((unused)) static int sh_11[8]; 
# 19
float hi12 = __device_builtin_variable_threadIdx.z; 
# 20
const int z13 = (coef10[7]) & ((unsigned)32); 
# 21
++hi12; 
# 22
__attribute__((unused)) static unsigned sh_14[sizeof(float) * (8)]; 
# 23
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 24 "v000396.cu"
template< class T, int N = 5> static void 
# 25
__wrapper__device_stub_step15(T *&dst16) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 25
{ 
# 26
int i17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 27
rank8(i17, nullptr); 
# 28
rank8(36, nullptr); 
# 29
__attribute__((unused)) static double sh_18; 
# 30
constexpr float mid19 = (-2); 
# 31
(*dst16) = N; 
# 32
rank8(42UL * (*dst16), nullptr); 
# 33
(dst16[7]) = (22.25); 
# 34
} 
#endif

#pragma GCC diagnostic pop

# 24 "v000396.cu"
template< class T, int N = 5> static void 
# 25
step15(T *dst16) {__wrapper__device_stub_step15<T,N>(dst16);
# 34
return;}
#if 0
# 25
{ 
# 26
int i17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 27
rank8(i17, nullptr); 
# 28
rank8(36, nullptr); 
# 29
__attribute__((unused)) static double sh_18; 
# 30
constexpr float mid19 = (-2); 
# 31
(*dst16) = N; 
# 32
rank8(42UL * (*dst16), nullptr); 
# 33
(dst16[7]) = (22.25); 
# 34
} 
#endif
# 35 "v000396.cu"
namespace kern20 { 
# 36
constexpr int DEPTH21 = (1 << 6); 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 37
template< class T, class U> static void 
# 38
__wrapper__device_stub_combine22_kernel(T *__restrict__ &acc23, const int *&coef24, T *&out25, T &cfg26) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 38
{ 
# 39
__attribute__((unused)) extern int dyn_27[]; 
# 40
unsigned tid28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 41
int hi29 = ((T)(*out25)) / 8; 
# 42
switch (coef24[0]) { 
# 43
case 11:  
# 44
rank8(*out25, reinterpret_cast< const signed char *>(coef24)); 
# 45
[[fallthrough]] ; 
# 46
case 5:  
# 47
hi29 = (((((2) * (__device_builtin_variable_blockDim.x)) + 49UL) != (-cfg26)) ? tid28 : (__device_builtin_variable_threadIdx.x)); 
# 48
[[fallthrough]] ; 
# 49
case 6:  
# 50
break; 
# 51
case 4:  
# 52
break; 
# 53
default:  
# 54
rank8(__device_builtin_variable_blockDim.x, reinterpret_cast< const signed char *>(coef24)); 
# 55
break; 
# 56
}  
# 57
const float *v30 = (nullptr); 
# 58
long acc31 = dyn_27[__device_builtin_variable_warpSize]; 
# 59
} 
#endif

#pragma GCC diagnostic pop

# 37 "v000396.cu"
template< class T, class U> static void 
# 38
combine22_kernel(T *__restrict__ acc23, const int *coef24, T *out25, T cfg26) {::kern20::__wrapper__device_stub_combine22_kernel<T,U>(acc23,coef24,out25,cfg26);
# 59
return;}
#if 0
# 38
{ 
# 39
__attribute__((unused)) extern int dyn_27[]; 
# 40
unsigned tid28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 41
int hi29 = ((T)(*out25)) / 8; 
# 42
switch (coef24[0]) { 
# 43
case 11:  
# 44
rank8(*out25, reinterpret_cast< const signed char *>(coef24)); 
# 45
[[fallthrough]] ; 
# 46
case 5:  
# 47
hi29 = (((((2) * (__device_builtin_variable_blockDim.x)) + 49UL) != (-cfg26)) ? tid28 : (__device_builtin_variable_threadIdx.x)); 
# 48
[[fallthrough]] ; 
# 49
case 6:  
# 50
break; 
# 51
case 4:  
# 52
break; 
# 53
default:  
# 54
rank8(__device_builtin_variable_blockDim.x, reinterpret_cast< const signed char *>(coef24)); 
# 55
break; 
# 56
}  
# 57
const float *v30 = (nullptr); 
# 58
long acc31 = dyn_27[__device_builtin_variable_warpSize]; 
# 59
} 
#endif
# 60 "v000396.cu"
}
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 61
template< class T> static void 
# 62
__wrapper__device_stub_smooth32(T *&dst33) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 62
{ 
# 63
int idx34 = __device_builtin_variable_threadIdx.x; 
# 64
rank8(kern20::DEPTH21, (const signed char *)nullptr); 
# 65
__attribute__((unused)) static int sh_35; 
# 66
(*dst33) = ((18L - ((int)(__device_builtin_variable_threadIdx.x))) * ((sh_35 + kern20::DEPTH21) + kern20::DEPTH21)); 
# 67
unsigned f36 = (256); 
# 68
if (!(kern20::DEPTH21 <= idx34)) { 
# 69
goto done37; 
# 70
}  
# 71
if ((7) >= (f36 << 1)) { 
# 72
return; }  
# 73
done37:; ; 
# 74
} 
#endif

#pragma GCC diagnostic pop

# 61 "v000396.cu"
template< class T> static void 
# 62
smooth32(T *dst33) {__wrapper__device_stub_smooth32<T>(dst33);
# 74
return;}
#if 0
# 62
{ 
# 63
int idx34 = __device_builtin_variable_threadIdx.x; 
# 64
rank8(kern20::DEPTH21, (const signed char *)nullptr); 
# 65
__attribute__((unused)) static int sh_35; 
# 66
(*dst33) = ((18L - ((int)(__device_builtin_variable_threadIdx.x))) * ((sh_35 + kern20::DEPTH21) + kern20::DEPTH21)); 
# 67
unsigned f36 = (256); 
# 68
if (!(kern20::DEPTH21 <= idx34)) { 
# 69
goto done37; 
# 70
}  
# 71
if ((7) >= (f36 << 1)) { 
# 72
return; }  
# 73
done37:; ; 
# 74
} 
#endif
# 75 "v000396.cu"
int main() { 
# 76
int size38 = 1318; 
# 77
for (int j39 = size38; j39 > 0; --j39) { 
# 78
size38 = ((2 * j39) + ((2 * size38) + 49)); }  
# 79
(__cudaPushCallConfiguration(12 + 4, 4 * 16)) ? (void)0 : smooth32< unsigned> (nullptr); 
# 80
unsigned char m40[3]{(22), (48), (255UL)}; 
# 81
(__cudaPushCallConfiguration(256, dim3((size38 + 63) / 64, (size38 + 31) / 32, (size38 + 31) / 32))) ? (void)0 : step15< unsigned, 8> (nullptr); 
# 82
(__cudaPushCallConfiguration(dim3(128, 1 << 6, kern20::DEPTH21 + 448), 15 + (32 + (12 + 197)))) ? (void)0 : kern20::combine22_kernel< int, long> (&size38, &size38, &size38, size38); 
# 83
return 0; 
# 84
} 

# 1 "v000396.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__52ab79ca_10_v000396_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000396.cudafe1.stub.c"
#include "v000396.cudafe1.stub.c"
# 1 "v000396.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
