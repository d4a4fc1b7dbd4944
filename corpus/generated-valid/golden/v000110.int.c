# 1 "v000110.cu"
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
# 15 "v000110.cu"
constexpr int bias5(int stride6) { 
# 16
stride6 = stride6; 
# 17
return stride6; 
# 18
} 
# 19
enum Mode7 { RED8, HIGH9, SLOW10}; 
# 20
struct Bounds11 { 
# 21
int flag12; 
# 22
float vel13; 
# 23
unsigned x14; 
# 24
}; 
# 25
inline Bounds11 operator+(Bounds11 a, Bounds11 b) { 
# 26
Bounds11 r = a; 
# 27
(r.flag12) += (b.flag12); 
# 28
(r.vel13) += (b.vel13); 
# 29
(r.x14) += (b.x14); 
# 30
return r; 
# 31
} 
# 32
extern "C" __attribute__((visibility("hidden"))) void pack15_kernel(int lane16, int count17, double p18) ;
#if 0
# 32
{ 
# 33
unsigned long long r19 = (62); 
# 34
lane16--; 
# 35
lane16 = ((bias5(lane16 * 17)) / r19); 
# 36
constexpr unsigned short acc20 = (8); 
# 37
if (2 > lane16) { 
# 38
goto skip22; 
# 39
}  
# 40
if (bias5(p18 - count17) < 5) { 
# 41
Bounds11 s21 = Bounds11{lane16, (12.625F), ((unsigned)3828)}; 
# 42
r19 = (833); 
# 43
} else { 
# 44
}  
# 45
skip22:; ; 
# 46
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 47 "v000110.cu"
template< class T, int N = 5> static void 
# 48
__wrapper__device_stub_merge23_kernel(T *&acc24) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 48
{ 
# 49
if ((((acc24[0]) < sizeof(T)) ? *acc24 : 61) < 3) { 
# 50
goto finish25; 
# 51
}  
# 52
if (((*acc24) * N) != 57U) { 
# 53
(acc24[3]) = N; 
# 54
(acc24[2]) = N; 
# 55
} else { if (acc24 == nullptr) { }  }  
# 56
finish25:; ; 
# 57
} 
#endif

#pragma GCC diagnostic pop

# 47 "v000110.cu"
template< class T, int N = 5> static void 
# 48
merge23_kernel(T *acc24) {__wrapper__device_stub_merge23_kernel<T,N>(acc24);
# 57
return;}
#if 0
# 48
{ 
# 49
if ((((acc24[0]) < sizeof(T)) ? *acc24 : 61) < 3) { 
# 50
goto finish25; 
# 51
}  
# 52
if (((*acc24) * N) != 57U) { 
# 53
(acc24[3]) = N; 
# 54
(acc24[2]) = N; 
# 55
} else { if (acc24 == nullptr) { }  }  
# 56
finish25:; ; 
# 57
} 
#endif
# 58 "v000110.cu"
template< class T, int N = 8> __attribute__((unused)) void 
# 59
scatter26(T beta27) {int volatile ___ = 1;(void)beta27;
# 67
::exit(___);}
#if 0
# 59
{ 
# 60
T base28 = ((short)5); 
# 61
int iter29 = 0; 
# 62
while ((iter29 < iter29) && (!(base28 == beta27))) { 
# 63
beta27 = (7 % (iter29 * iter29)); 
# 64
bias5(bias5(beta27)); 
# 65
++iter29; 
# 66
}  
# 67
} 
#endif
# 68 "v000110.cu"
struct Acc30 { 
# 69
int x31; 
# 70
int count32; 
# 71
int hi33; 
# 72
}; 
# 73
int main() { 
# 74
int len34 = 3734; 
# 75
constexpr unsigned idx35 = (4431ULL); 
# 76
static_assert(((17 * (SLOW10)) > 33), "tile must fit");
# 77
(__cudaPushCallConfiguration((len34 + 63) / 64, 256)) ? (void)0 : pack15_kernel(bias5(bias5(len34)), idx35, 3); 
# 78
(__cudaPushCallConfiguration((len34 + 255) / 256, 4 + 124)) ? (void)0 : merge23_kernel< double, 6> (nullptr); 
# 79
return 0; 
# 80
} 

# 1 "v000110.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0a78ccdc_10_v000110_cu_2bac3e01
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000110.cudafe1.stub.c"
#include "v000110.cudafe1.stub.c"
# 1 "v000110.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
