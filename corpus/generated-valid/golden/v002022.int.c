# 1 "v002022.cu"
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
# 26 "v002022.cu"
enum Kind10: unsigned char { BUSY11, IDLE12 = 5U, IDLE13, HIGH14 = 10U}; 
# 27
static int d_drift15; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 29
template< class T> static void 
# 30
__wrapper__device_stub_blend16(const T *__restrict__ &src17, int &stride18) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 30
{ 
# 31
__attribute__((unused)) extern float dyn_19[]; 
# 32
int gid20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 33
if (gid20 >= stride18) { 
# 34
return; 
# 35
}  
# 36
stride18 = (stride18 >> 0); 
# 37
(dyn_19[0])++; 
# 38
if ((+gid20) <= d_drift15) { 
# 39
goto finish21; 
# 40
}  
# 41
do { int tmp_ = d_drift15; d_drift15 = stride18; stride18 = tmp_; } while (0); 
# 42
stride18 = (__device_builtin_variable_threadIdx.y); 
# 43
if ((d_drift15 / stride18) == (IDLE13)) { 
# 44
return; 
# 45
}  
# 46
finish21:; ; 
# 47
} 
#endif

#pragma GCC diagnostic pop

# 29 "v002022.cu"
template< class T> static void 
# 30
blend16(const T *__restrict__ src17, int stride18) {__wrapper__device_stub_blend16<T>(src17,stride18);
# 47
return;}
#if 0
# 30
{ 
# 31
__attribute__((unused)) extern float dyn_19[]; 
# 32
int gid20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 33
if (gid20 >= stride18) { 
# 34
return; 
# 35
}  
# 36
stride18 = (stride18 >> 0); 
# 37
(dyn_19[0])++; 
# 38
if ((+gid20) <= d_drift15) { 
# 39
goto finish21; 
# 40
}  
# 41
do { int tmp_ = d_drift15; d_drift15 = stride18; stride18 = tmp_; } while (0); 
# 42
stride18 = (__device_builtin_variable_threadIdx.y); 
# 43
if ((d_drift15 / stride18) == (IDLE13)) { 
# 44
return; 
# 45
}  
# 46
finish21:; ; 
# 47
} 
#endif
# 49 "v002022.cu"
__attribute__((unused)) int fold22(unsigned *out23) {int volatile ___ = 1;(void)out23;
# 60
::exit(___);}
#if 0
# 49
{ 
# 50
(out23[6]) = ((out23[1]) % (__device_builtin_variable_warpSize & 9)); 
# 51
(*out23) = (59); 
# 52
if ((out23[5]) <= (IDLE12)) { 
# 53
goto skip24; 
# 54
}  
# 55
(out23[d_drift15]) = (IDLE12); 
# 56
++d_drift15; 
# 57
(out23[5])--; 
# 58
skip24:; ; 
# 59
return __device_builtin_variable_blockIdx.x; 
# 60
} 
#endif
# 62 "v002022.cu"
__attribute__((unused)) void pack25(double p26, Kind10 beta27, int len28) {int volatile ___ = 1;(void)p26;(void)beta27;(void)len28;
# 69
::exit(___);}
#if 0
# 62
{ 
# 63
if ((p26 != (57)) && (p26 != (__device_builtin_variable_threadIdx.x))) { 
# 64
goto out29; 
# 65
}  
# 66
beta27 = IDLE12; 
# 67
(++len28), (beta27 = BUSY11); 
# 68
out29:; ; 
# 69
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 71 "v002022.cu"
template< class T, class U> static void 
# 72
__wrapper__device_stub_decay30(const U *__restrict__ &in31) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 72
{ 
# 73
__attribute__((unused)) extern int dyn_32[]; 
# 74
unsigned i33 = __device_builtin_variable_threadIdx.x; 
# 75
for (int j34 = 0; j34 < 15; ++j34) { 
# 76
(dyn_32[1]) = i33; 
# 77
}  
# 78
U u35 = fold22(nullptr); 
# 79
if (!(d_drift15 < u35)) { 
# 80
return; 
# 81
}  
# 82
double lo36[8] = {static_cast< double>(5UL | i33), static_cast< double>(fold22((unsigned *)nullptr)), static_cast< double>(in31[7]), (6.75), (10.25)}; 
# 83
} 
#endif

#pragma GCC diagnostic pop

# 71 "v002022.cu"
template< class T, class U> static void 
# 72
decay30(const U *__restrict__ in31) {__wrapper__device_stub_decay30<T,U>(in31);
# 83
return;}
#if 0
# 72
{ 
# 73
__attribute__((unused)) extern int dyn_32[]; 
# 74
unsigned i33 = __device_builtin_variable_threadIdx.x; 
# 75
for (int j34 = 0; j34 < 15; ++j34) { 
# 76
(dyn_32[1]) = i33; 
# 77
}  
# 78
U u35 = fold22(nullptr); 
# 79
if (!(d_drift15 < u35)) { 
# 80
return; 
# 81
}  
# 82
double lo36[8] = {static_cast< double>(5UL | i33), static_cast< double>(fold22((unsigned *)nullptr)), static_cast< double>(in31[7]), (6.75), (10.25)}; 
# 83
} 
#endif
# 85 "v002022.cu"
int main() { 
# 86
int len37 = 1943; 
# 87
long f38[5] = {}; 
# 88
len37++; 
# 89
(f38[0]) = ((+((len37 += 8), (f38[len37]))) - (f38[len37])); 
# 90
(__cudaPushCallConfiguration((len37 + 31) / 32, sizeof(int) * ((HIGH14) + ((IDLE12) + 49)))) ? (void)0 : blend16< int> (&len37, static_cast< unsigned>(len37)); 
# 91
(__cudaPushCallConfiguration(64, 18 + ((HIGH14) + 4), (IDLE12) + 4091, nullptr)) ? (void)0 : decay30< float, long> (nullptr); 
# 92
return 0; 
# 93
} 

# 1 "v002022.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bb12bc0b_10_v002022_cu_1bea5fae
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002022.cudafe1.stub.c"
#include "v002022.cudafe1.stub.c"
# 1 "v002022.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
