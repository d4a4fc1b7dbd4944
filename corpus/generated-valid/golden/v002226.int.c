# 1 "v002226.cu"
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
# 15 "v002226.cu"
struct Span5 { 
# 16
float hi6; 
# 17
bool hi7; 
# 18
void bump8(float h9) 
# 19
{ 
# 20
const size_t res10 = hi6; 
# 21
h9--; 
# 22
} 
# 23
}; 
# 25
__attribute__((visibility("hidden"))) void bias11(float q12) ;
#if 0
# 26
{ 
# 27
__attribute__((unused)) extern char dyn_13[]; 
# 28
q12 *= ((dyn_13[(__device_builtin_variable_threadIdx.x) & (7)]) - (((__device_builtin_variable_blockIdx.x) + (dyn_13[7])) + (2))); 
# 29
int iter14 = 0; 
# 30
while (iter14 < iter14) { 
# 31
++q12; 
# 32
unsigned v15 = q12; 
# 33
++iter14; 
# 34
}  
# 35
const float f16 = (((dyn_13[__device_builtin_variable_threadIdx.x]) += 64), ((float)(dyn_13[5]))) * (19.5F); 
# 36
__attribute__((unused)) static unsigned long sh_17[128]; 
# 37
} 
#endif
# 39 "v002226.cu"
__attribute__((visibility("hidden"))) void grow18_kernel(int stride19, int n20, int stride21) ;
#if 0
# 40
{ 
# 41
int tid22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 42
if (tid22 >= stride19) { 
# 43
return; }  
# 44
__attribute__((unused)) static double sh_23[6][3]; 
# 45
stride21++; 
# 46
n20--; 
# 47
unsigned char v24[5] = {(36ULL)}; 
# 48
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 50 "v002226.cu"
template< class T, int N> static void 
# 51
__wrapper__device_stub_stencil25_kernel(T *&out26, int &n27, T &p28, const size_t *&coef29) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 52
{ 
# 53
unsigned tid30 = __device_builtin_variable_threadIdx.x; 
# 54
if (tid30 >= n27) { 
# 55
return; }  
# 56
{ 
# 57
{ 
# 58
if (p28 > (__device_builtin_variable_blockIdx.y)) { 
# 59
return; }  
# 60
int diff31 = tid30; 
# 61
} 
# 62
} 
# 63
} 
#endif

#pragma GCC diagnostic pop

# 50 "v002226.cu"
template< class T, int N> static void 
# 51
stencil25_kernel(T *out26, int n27, T p28, const size_t *coef29) 
# 52
{__wrapper__device_stub_stencil25_kernel<T,N>(out26,n27,p28,coef29);
# 63
return;}
#if 0
# 52
{ 
# 53
unsigned tid30 = __device_builtin_variable_threadIdx.x; 
# 54
if (tid30 >= n27) { 
# 55
return; }  
# 56
{ 
# 57
{ 
# 58
if (p28 > (__device_builtin_variable_blockIdx.y)) { 
# 59
return; }  
# 60
int diff31 = tid30; 
# 61
} 
# 62
} 
# 63
} 
#endif
# 65 "v002226.cu"
__attribute__((visibility("hidden"))) void pivot32(double q33) ;
#if 0
# 66
{ 
# 67
__attribute__((unused)) extern float dyn_34[]; 
# 68
unsigned i35 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 69
float w36 = (12.75F); 
# 70
for (int it37 = 0; it37 < 13; it37 += 4) { 
# 71
const long *res38 = (nullptr); 
# 72
w36 = (__device_builtin_variable_gridDim.x); 
# 73
}  
# 74
} 
#endif
# 76 "v002226.cu"
__attribute__((unused)) int decay39(int lane40, int stride41) 
# 77
{int volatile ___ = 1;(void)lane40;(void)stride41;
# 82
::exit(___);}
#if 0
# 77
{ 
# 78
double f42 = stride41; 
# 79
float cnt43 = (7.25F); 
# 80
__attribute__((unused)) static unsigned sh_44; 
# 81
return (((unsigned char)(__device_builtin_variable_threadIdx.x)) + ((__device_builtin_variable_blockDim.z) + lane40)) % lane40; 
# 82
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 84 "v002226.cu"
template< class T, int N = 6> static void 
# 85
__wrapper__device_stub_step45(const T *&coef46, const T *&src47) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 86
{ 
# 87
__attribute__((unused)) extern double dyn_48[]; 
# 88
unsigned tid49 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 89
switch (decay39(45UL, 11)) { 
# 90
case 0:  
# 91
(dyn_48[0]) = (static_cast< unsigned char>(src47[tid49])); 
# 92
if ((tid49 * (*src47)) > (*src47)) { 
# 93
return; }  
# 94
break; 
# 95
case 3:  
# 96
case 1:  { 
# 97
if ((tid49 / (64)) <= (*src47)) { 
# 98
break; }  
# 99
auto cnt50 = ((4161 + (src47[tid49 & (7)])) + (static_cast< T>(__device_builtin_variable_blockDim.x))) - (tid49 * sizeof(float)); 
# 100
break; 
# 101
} 
# 102
case 8:  { 
# 103
(--(dyn_48[tid49 & (7)])), ((dyn_48[tid49]) /= (decay39(N, 48) + N)); 
# 104
T stride51 = decay39((8) + (~(__device_builtin_variable_threadIdx.x)), decay39(sizeof(Span5), tid49)); 
# 105
break; 
# 106
} 
# 107
default:  
# 108
break; 
# 109
}  
# 110
} 
#endif

#pragma GCC diagnostic pop

# 84 "v002226.cu"
template< class T, int N = 6> static void 
# 85
step45(const T *coef46, const T *src47) 
# 86
{__wrapper__device_stub_step45<T,N>(coef46,src47);
# 110
return;}
#if 0
# 86
{ 
# 87
__attribute__((unused)) extern double dyn_48[]; 
# 88
unsigned tid49 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 89
switch (decay39(45UL, 11)) { 
# 90
case 0:  
# 91
(dyn_48[0]) = (static_cast< unsigned char>(src47[tid49])); 
# 92
if ((tid49 * (*src47)) > (*src47)) { 
# 93
return; }  
# 94
break; 
# 95
case 3:  
# 96
case 1:  { 
# 97
if ((tid49 / (64)) <= (*src47)) { 
# 98
break; }  
# 99
auto cnt50 = ((4161 + (src47[tid49 & (7)])) + (static_cast< T>(__device_builtin_variable_blockDim.x))) - (tid49 * sizeof(float)); 
# 100
break; 
# 101
} 
# 102
case 8:  { 
# 103
(--(dyn_48[tid49 & (7)])), ((dyn_48[tid49]) /= (decay39(N, 48) + N)); 
# 104
T stride51 = decay39((8) + (~(__device_builtin_variable_threadIdx.x)), decay39(sizeof(Span5), tid49)); 
# 105
break; 
# 106
} 
# 107
default:  
# 108
break; 
# 109
}  
# 110
} 
#endif
# 112 "v002226.cu"
constexpr int host_drift52(int lane53) 
# 113
{ 
# 114
int u54 = (1UL * lane53) + (64); 
# 115
return lane53; 
# 116
} 
# 118
int main() 
# 119
{ 
# 120
int count55 = 3950; 
# 121
count55 = (5 / count55); 
# 122
for (int it56 = 9; it56 > 0; --it56) { 
# 123
host_drift52((count55 * count55) ^ ((short)55L)); 
# 124
const char *off57 = ("x=%d"); 
# 125
}  
# 126
(__cudaPushCallConfiguration((count55 + 31) / 32, 64, 0, (cudaStream_t)0)) ? (void)0 : bias11(host_drift52((float)count55)); 
# 127
(__cudaPushCallConfiguration(4, dim3(11 + (64 + (11 + 42)), (count55 + 31) / 32, (count55 + 63) / 64), 0)) ? (void)0 : grow18_kernel(54UL - (host_drift52(count55)), 5 - (count55 / 32), (int)host_drift52(count55)); 
# 128
(__cudaPushCallConfiguration(dim3((count55 + 127) / 128, 64), 64 + 64, 0)) ? (void)0 : stencil25_kernel< unsigned, 2> ((unsigned *)nullptr, host_drift52(~count55), count55 | 5, static_cast< const size_t *>(nullptr)); 
# 129
return 0; 
# 130
} 

# 1 "v002226.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__79b88a57_10_v002226_cu_a6643a08
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002226.cudafe1.stub.c"
#include "v002226.cudafe1.stub.c"
# 1 "v002226.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
