# 1 "v000003.cu"
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
# 18 "v000003.cu"
static unsigned short c_stencil7; 
# 20
__attribute__((visibility("hidden"))) void probe8_kernel(int n9, int stride10) ;
#if 0
# 20
{ 
# 21
int gid11 = __device_builtin_variable_threadIdx.x; 
# 22
if (((__device_builtin_variable_blockDim.z) + 12U) < gid11) { 
# 23
__attribute__((unused)) static int sh_12[14][14]; 
# 24
} else { if (n9 != 47) { 
# 25
int pass13 = 0; 
# 26
while (pass13 < gid11) { 
# 27
n9 -= 23; 
# 28
if (38L >= c_stencil7) { 
# 29
break; }  
# 30
float f14(((gid11 - c_stencil7) + (16.5F)) * ((14.875F) * n9)); 
# 31
++pass13; 
# 32
}  
# 33
--stride10; 
# 34
}  }  
# 35
} 
#endif
# 38 "v000003.cu"
__attribute__((unused)) void decay15(int stride16, int *__restrict__ data17) {int volatile ___ = 1;(void)stride16;(void)data17;
# 49
::exit(___);}
#if 0
# 38
{ 
# 39
int sum18 = __device_builtin_variable_blockDim.y; 
# 40
if (stride16 < sum18) { 
# 41
int iter19 = 0; 
# 42
while (iter19 < stride16) { 
# 43
int q20 = 46; 
# 44
q20 *= (sum18 << (*data17)); 
# 45
++iter19; 
# 46
}  
# 47
} else { 
# 48
}  
# 49
} 
#endif
# 51 "v000003.cu"
__attribute__((unused)) int scatter21(int *dst22, unsigned q23) {int volatile ___ = 1;(void)dst22;(void)q23;
# 59
::exit(___);}
#if 0
# 51
{ 
# 52
for (int i24 = 5; i24 > 0; --i24) { 
# 53
float tmp25 = +((q23 + ((5) + (__device_builtin_variable_blockIdx.x))) + (+c_stencil7)); 
# 54
(dst22[3]) = tmp25; 
# 55
}  
# 56
if (dst22 != (nullptr)) { 
# 57
return dst22[7]; }  
# 58
return 45; 
# 59
} 
#endif
# 60 "v000003.cu"
enum Axis26: short { OFF27, BUSY28, HIGH29, IDLE30}; 
# 62
__attribute__((unused)) int decay31(int *out32, int len33, unsigned *__restrict__ acc34) {int volatile ___ = 1;(void)out32;(void)len33;(void)acc34;
# 72
::exit(___);}
#if 0
# 62
{ 
# 63
(out32[__device_builtin_variable_threadIdx.y]) |= (*out32); 
# 64
if (scatter21(reinterpret_cast< int *>(acc34), 21) < 40) { 
# 65
return 35ULL; }  
# 66
unsigned char prod35 = scatter21(reinterpret_cast< int *>(acc34), __device_builtin_variable_warpSize % 8); 
# 67
Axis26 h36 = HIGH29; 
# 68
for (int j37 = 0; j37 < len33; ++j37) { 
# 69
h36 = h36; }  
# 70
scatter21(&len33, scatter21(&len33, scatter21(out32, *out32))); 
# 71
return (scatter21(out32, scatter21((int *)nullptr, 30))) * (((45) + (__device_builtin_variable_threadIdx.z)) << (prod35 >> 2)); 
# 72
} 
#endif
# 75 "v000003.cu"
template< class T, class U> __attribute__((unused)) void 
# 76
march38(T p39, T *buf40) {int volatile ___ = 1;(void)p39;(void)buf40;
# 80
::exit(___);}
#if 0
# 76
{ 
# 77
decay15(buf40[c_stencil7], nullptr); 
# 78
T k41 = (p39 + (11.0F)) - (*buf40); 
# 79
int base42((sizeof(char))); 
# 80
} 
#endif
# 82 "v000003.cu"
constexpr int check_combine43(int lane44, float p45) { 
# 83
double f46 = p45 + ((15.0) + (lane44 * 56U)); 
# 84
unsigned z47 = ((float)(15.0F)); 
# 85
return 12; 
# 86
} 
# 88
int main() { 
# 89
int count48 = 3065; 
# 90
(__cudaPushCallConfiguration(1, 45 + 83, 0)) ? (void)0 : probe8_kernel(count48, check_combine43(check_combine43(count48, count48), count48 % 8)); 
# 91
unsigned flag49 = count48; 
# 92
count48 = check_combine43(check_combine43(flag49, IDLE30), check_combine43(flag49, check_combine43(count48, count48))); 
# 93
static int val50 = 43; 
# 94
return 0; 
# 95
} 

# 1 "v000003.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__eef19927_10_v000003_cu_2f1245ca
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000003.cudafe1.stub.c"
#include "v000003.cudafe1.stub.c"
# 1 "v000003.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
