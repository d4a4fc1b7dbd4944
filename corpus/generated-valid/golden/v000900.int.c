# 1 "v000900.cu"
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
# 12 "v000900.cu"
enum class Phase5 { Blue6, Blue7, Red8, Idle9 = 4}; 
# 14
namespace util10 { 
# 15
enum class Mode11 { 
# 16
Idle12 = 3, 
# 17
Fast13, 
# 18
Green14, 
# 19
Mul15, 
# 20
On16 = 12
# 21
}; 
# 23
__attribute__((visibility("hidden"))) void tile17_kernel(char *out18, int len19, const size_t *__restrict__ in20) ;
#if 0
# 23
{ 
# 24
__attribute__((unused)) extern float dyn_21[]; 
# 25
unsigned i22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 26
if (i22 >= len19) { 
# 27
return; }  
# 28
(*out18) = ((float)len19); 
# 29
auto tmp23 = (__device_builtin_variable_threadIdx.x) & (15); 
# 30
for (int j24 = 0; j24 < len19; ++j24) { 
# 31
unsigned *q25 = reinterpret_cast< unsigned *>(out18); 
# 32
len19 = 55; 
# 33
}  
# 34
(*out18) = (__device_builtin_variable_threadIdx.x); 
# 35
float prod26 = ((long)(static_cast< float>(in20[len19 & 7]))) + (static_cast< int>(i22)); 
# 36
} 
#endif
# 37 "v000900.cu"
enum class Mode27 { Idle28, Red29, Low30, Green31}; 
# 38
}
# 40
__attribute__((unused)) int fold32(int lane33, int count34) {int volatile ___ = 1;(void)lane33;(void)count34;
# 45
::exit(___);}
#if 0
# 40
{ 
# 41
count34 = lane33; 
# 42
lane33 = (lane33 - ((count34 & 15) * lane33)); 
# 43
unsigned w35 = (32); 
# 44
return (9) % (lane33 - (__device_builtin_variable_blockDim.x)); 
# 45
} 
#endif
# 46 "v000900.cu"
constexpr float kW36 = (5.25F); 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 48
template< class T, class U> static void 
# 49
__wrapper__device_stub_split37_kernel(T &cfg38, int &count39, const T *&coef40) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 49
{ 
# 50
if (!(!((__device_builtin_variable_blockIdx.z) != (__device_builtin_variable_threadIdx.y)))) { 
# 51
double r41 = count39; 
# 52
} else { 
# 53
if ((34 != count39) && ((__device_builtin_variable_blockDim.x) == kW36)) { 
# 54
return; }  
# 55
--cfg38; 
# 56
}  
# 57
count39 = (*coef40); 
# 58
float tmp42 = (T)((13.125) * cfg38); 
# 59
T flag43 = tmp42; 
# 60
} 
#endif

#pragma GCC diagnostic pop

# 48 "v000900.cu"
template< class T, class U> static void 
# 49
split37_kernel(T cfg38, int count39, const T *coef40) {__wrapper__device_stub_split37_kernel<T,U>(cfg38,count39,coef40);
# 60
return;}
#if 0
# 49
{ 
# 50
if (!(!((__device_builtin_variable_blockIdx.z) != (__device_builtin_variable_threadIdx.y)))) { 
# 51
double r41 = count39; 
# 52
} else { 
# 53
if ((34 != count39) && ((__device_builtin_variable_blockDim.x) == kW36)) { 
# 54
return; }  
# 55
--cfg38; 
# 56
}  
# 57
count39 = (*coef40); 
# 58
float tmp42 = (T)((13.125) * cfg38); 
# 59
T flag43 = tmp42; 
# 60
} 
#endif
# 61 "v000900.cu"
using real44_t = float; 
# 63
__attribute__((visibility("hidden"))) void pack45(double *__restrict__ data46, const unsigned long *__restrict__ src47, util10::Mode27 b48) ;
#if 0
# 63
{ 
# 64
unsigned tid49 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 65
const int base50 = sizeof(int) / (__device_builtin_variable_blockIdx.z); 
# 66
size_t t51 = (10); 
# 67
if (!(b48 == util10::Mode27::Idle28)) { 
# 68
return; }  
# 69
unsigned y52 = base50; 
# 70
for (int n53 = 0; n53 < base50; ++n53) { 
# 71
b48 = b48; }  
# 72
b48 = util10::Mode27::Low30; 
# 73
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 75 "v000900.cu"
template< class T> static void 
# 76
__wrapper__device_stub_count54(T *__restrict__ &acc55) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 76
{ 
# 77
__attribute__((unused)) extern char dyn_56[]; 
# 78
int i57 = __device_builtin_variable_threadIdx.x; 
# 79
(*acc55) = ((acc55[1]) * (((dyn_56[2]) * (16.125)) * (static_cast< T>(__device_builtin_variable_gridDim.x)))); 
# 80
if (((int)(__device_builtin_variable_blockIdx.x)) == kW36) { 
# 81
return; }  
# 82
util10::Mode27 acc58 = util10::Mode27::Idle28; 
# 83
(dyn_56[4]) = (47); 
# 84
acc58 = util10::Mode27::Green31; 
# 85
unsigned x59 = (~(__device_builtin_variable_threadIdx.x)) & (15); 
# 86
} 
#endif

#pragma GCC diagnostic pop

# 75 "v000900.cu"
template< class T> static void 
# 76
count54(T *__restrict__ acc55) {__wrapper__device_stub_count54<T>(acc55);
# 86
return;}
#if 0
# 76
{ 
# 77
__attribute__((unused)) extern char dyn_56[]; 
# 78
int i57 = __device_builtin_variable_threadIdx.x; 
# 79
(*acc55) = ((acc55[1]) * (((dyn_56[2]) * (16.125)) * (static_cast< T>(__device_builtin_variable_gridDim.x)))); 
# 80
if (((int)(__device_builtin_variable_blockIdx.x)) == kW36) { 
# 81
return; }  
# 82
util10::Mode27 acc58 = util10::Mode27::Idle28; 
# 83
(dyn_56[4]) = (47); 
# 84
acc58 = util10::Mode27::Green31; 
# 85
unsigned x59 = (~(__device_builtin_variable_threadIdx.x)) & (15); 
# 86
} 
#endif
# 88 "v000900.cu"
int main() { 
# 89
int len60 = 3099; 
# 90
if (len60 != 9) { 
# 91
auto step62 = [](size_t e61)->int { 
# 92
e61 = 42UL; 
# 93
(__cudaPushCallConfiguration(((dim3)(4)), 1 << 7)) ? (void)0 : count54< int> ((int *)nullptr); 
# 94
return '0'; 
# 95
} ; typedef decltype(step62) __T0;
# 96
step62(len60); 
# 97
auto diff63 = ((kW36 - len60) * (step62(len60))) * (len60 + (61 | len60)); 
# 98
}  
# 99
switch (len60 & len60) { 
# 100
case 7:  
# 101
break; 
# 102
case 11:  { 
# 103
dim3 off64 = dim3(8, 2, (len60 + 127) / 128); 
# 104
(__cudaPushCallConfiguration(1 << 4, off64, 0, nullptr)) ? (void)0 : count54< int> (nullptr); 
# 105
break; 
# 106
} 
# 107
}  
# 108
(__cudaPushCallConfiguration(dim3(2, 128 * 2), 16 * 2, 4096)) ? (void)0 : util10::tile17_kernel(nullptr, len60, static_cast< const size_t *>(nullptr)); 
# 109
(__cudaPushCallConfiguration(dim3(1 << 8, (len60 + 63) / 64), dim3(128, (len60 + 31) / 32, 128), sizeof(int) * (64), 0)) ? (void)0 : split37_kernel< unsigned, float> (6, (len60 + kW36) + (3 * len60), static_cast< const unsigned *>(nullptr)); 
# 110
(__cudaPushCallConfiguration(((dim3)(16)), 128, 0, (cudaStream_t)0)) ? (void)0 : pack45(nullptr, (const size_t *)nullptr, util10::Mode27::Green31); 
# 111
return 0; 
# 112
} 

# 1 "v000900.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__db4b6701_10_v000900_cu_46147b56
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000900.cudafe1.stub.c"
#include "v000900.cudafe1.stub.c"
# 1 "v000900.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
