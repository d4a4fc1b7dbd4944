# 1 "v001528.cu"
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
# 9 "v001528.cu"
enum State5 { HIGH6, SLOW7, FAST8, OFF9}; 
# 11
__attribute__((unused)) signed char bias10(double b11, int *data12) {int volatile ___ = 1;(void)b11;(void)data12;
# 19
::exit(___);}
#if 0
# 11
{ 
# 12
(data12[6]) &= ((*data12) % 8); 
# 13
++b11; 
# 14
int off13 = (((b11 += (20.75)), (((data12[5]) * (data12[1])) & ((data12[7]) % 8)))); 
# 15
b11 -= (*data12); 
# 16
const long sum14 = ((off13 += 9UL), 16) ^ (data12[6]); 
# 17
float f15 = off13 - off13; 
# 18
return (data12[off13]) * 37; 
# 19
} 
#endif
# 21 "v001528.cu"
__attribute__((visibility("hidden"))) void update16_kernel(double *dst17, long long *dst18) ;
#if 0
# 21
{ 
# 22
(dst17[6]) = ((((4529U) + (dst18[1])) + ((31) - (*dst18))) ^ ((*dst18) % (8))); 
# 23
for (int n19 = 0, j20 = (((SLOW7) + 6) * ((SLOW7) + (SLOW7))); n19 < j20; (++n19), (--j20)) { 
# 24
switch (static_cast< int>(j20)) { 
# 25
case (FAST8) + ((OFF9) + ((SLOW7) + (SLOW7))):  { 
# 26
float diff21 = n19 / 2; 
# 27
break; 
# 28
} 
# 29
}  
# 30
}  
# 31
State5 acc22 = FAST8; 
# 32
} 
#endif
# 34 "v001528.cu"
constexpr int host_lerp23(int stride24, int stride25) { 
# 35
return stride25; 
# 36
} 
# 37
using real26_t = float; 
# 38
enum Axis27 { BUSY28, FAST29}; 
# 39
constexpr int STEPS30 = 128; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 41
template< class T, class U> static void 
# 42
__wrapper__device_stub_split31(U *&dst32, const unsigned char *&input33) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 42
{ 
# 43
constexpr float z34 = (48); 
# 44
size_t k35 = (13L); 
# 45
k35 = (STEPS30 * ((*dst32) * z34)); 
# 46
} 
#endif

#pragma GCC diagnostic pop

# 41 "v001528.cu"
template< class T, class U> static void 
# 42
split31(U *dst32, const unsigned char *input33) {__wrapper__device_stub_split31<T,U>(dst32,input33);
# 46
return;}
#if 0
# 42
{ 
# 43
constexpr float z34 = (48); 
# 44
size_t k35 = (13L); 
# 45
k35 = (STEPS30 * ((*dst32) * z34)); 
# 46
} 
#endif
# 48 "v001528.cu"
__attribute__((visibility("hidden"))) void sweep36(const float *in37, int n38, const int *input39, long *data40) ;
#if 0
# 48
{ 
# 49
--n38; 
# 50
(data40[n38 & 7]) = ((in37[n38]) * (n38 | ((*input39) % 3))); 
# 51
if (!((input39[4]) == 19)) { 
# 52
return; 
# 53
}  
# 54
} 
#endif
# 56 "v001528.cu"
__attribute__((visibility("hidden"))) void lerp41(const int *input42, State5 cfg43) ;
#if 0
# 56
{ 
# 57
if (cfg43 < (cfg43 / 2)) { 
# 58
return; 
# 59
}  
# 61
#pragma unroll
for (
# 61
int it44 = 0; it44 < 16; it44 += 1) { 
# 62
for (int it45 = 0; it45 < 11; it45 += 4) { }  
# 63
if ((input42[6]) == (input42[4])) { 
# 64
continue; 
# 65
}  
# 66
const bool v46 = cfg43 & 1; 
# 67
}   
# 68
} 
#endif
# 70 "v001528.cu"
int main() { 
# 71
int len47 = 2552; 
# 72
auto op50 = [](double idx48)->short { 
# 73
unsigned w49((STEPS30 * idx48) / (4)); 
# 74
(__cudaPushCallConfiguration(32, ((FAST8) + 6) * 4)) ? (void)0 : split31< long, double> (&idx48, (const unsigned char *)nullptr); 
# 75
return 26U; 
# 76
} ; typedef decltype(op50) __T0;
# 77
(__cudaPushCallConfiguration(dim3((len47 + 127) / 128, (len47 + 63) / 64), 64)) ? (void)0 : lerp41(&len47, OFF9); 
# 78
(__cudaPushCallConfiguration(((dim3)((len47 + 31) / 32)), 16 * ((SLOW7) + ((OFF9) + 4)))) ? (void)0 : update16_kernel(static_cast< double *>(nullptr), nullptr); 
# 79
dim3 flag51((OFF9) + ((SLOW7) + ((FAST29) + 59)), sizeof(float) * (4)); 
# 80
(__cudaPushCallConfiguration(dim3(256, (len47 + 31) / 32), ((dim3)((len47 + 31) / 32)))) ? (void)0 : sweep36(nullptr, (64UL + len47) * (0U + len47), &len47, static_cast< long *>(nullptr)); 
# 81
return 0; 
# 82
} 

# 1 "v001528.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b58ad741_10_v001528_cu_7ae1d082
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001528.cudafe1.stub.c"
#include "v001528.cudafe1.stub.c"
# 1 "v001528.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
