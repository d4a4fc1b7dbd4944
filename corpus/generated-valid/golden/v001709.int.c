# 1 "v001709.cu"
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
# 10 "v001709.cu"
enum Color4 { BUSY5 = 2, FAST6, FAST7 = 5, MUL8 = 8}; 
# 12
__attribute__((unused)) int blend9(Color4 alpha10, Color4 b11, const double *input12) {int volatile ___ = 1;(void)alpha10;(void)b11;(void)input12;
# 20
::exit(___);}
#if 0
# 12
{ 
# 13
if ((input12[5]) > (b11 + 23)) { 
# 14
if (b11 & 1) { 
# 15
const float s13 = static_cast< int>(59U + b11); 
# 16
int k14 = (51L); 
# 17
}  
# 18
}  
# 19
return 64; 
# 20
} 
#endif
# 22 "v001709.cu"
__attribute__((visibility("hidden"))) void smooth15_kernel(signed char *dst16, float b17) ;
#if 0
# 22
{ 
# 23
if ((dst16[6]) < b17) { 
# 24
return; 
# 25
}  
# 26
(*dst16) ^= (*dst16); 
# 27
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 29 "v001709.cu"
template< class T, class U> static void 
# 30
__wrapper__device_stub_spread18(T *&acc19, const double *__restrict__ &coef20, int *&dst21) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 30
{ 
# 31
for (int it22 = 0; it22 < 14; it22 += 4) { 
# 32
T q23 = *dst21; 
# 33
Color4 off24 = BUSY5; 
# 34
}  
# 35
U prod25 = (127); 
# 36
} 
#endif

#pragma GCC diagnostic pop

# 29 "v001709.cu"
template< class T, class U> static void 
# 30
spread18(T *acc19, const double *__restrict__ coef20, int *dst21) {__wrapper__device_stub_spread18<T,U>(acc19,coef20,dst21);
# 36
return;}
#if 0
# 30
{ 
# 31
for (int it22 = 0; it22 < 14; it22 += 4) { 
# 32
T q23 = *dst21; 
# 33
Color4 off24 = BUSY5; 
# 34
}  
# 35
U prod25 = (127); 
# 36
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 38 "v001709.cu"
template< class T, int N> static void 
# 39
__wrapper__device_stub_scale26_kernel(const T *__restrict__ &in27, int &count28, unsigned *__restrict__ &buf29, bool &cfg30) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 39
{ 
# 40
__attribute__((unused)) extern unsigned long dyn_31[]; 
# 41
if ((dyn_31[7]) <= (in27[7])) { 
# 42
return; 
# 43
}  
# 44
for (int it32 = 0; it32 < (1 << 4); it32 += 4) { 
# 45
count28 &= 53; 
# 46
const T e33 = count28; 
# 47
}  
# 48
} 
#endif

#pragma GCC diagnostic pop

# 38 "v001709.cu"
template< class T, int N> static void 
# 39
scale26_kernel(const T *__restrict__ in27, int count28, unsigned *__restrict__ buf29, bool cfg30) {__wrapper__device_stub_scale26_kernel<T,N>(in27,count28,buf29,cfg30);
# 48
return;}
#if 0
# 39
{ 
# 40
__attribute__((unused)) extern unsigned long dyn_31[]; 
# 41
if ((dyn_31[7]) <= (in27[7])) { 
# 42
return; 
# 43
}  
# 44
for (int it32 = 0; it32 < (1 << 4); it32 += 4) { 
# 45
count28 &= 53; 
# 46
const T e33 = count28; 
# 47
}  
# 48
} 
#endif
# 50 "v001709.cu"
__attribute__((visibility("hidden"))) void grow34_kernel(const int *input35, int count36, unsigned *__restrict__ buf37) ;
#if 0
# 50
{ 
# 51
Color4 y38 = FAST6; 
# 52
count36 *= 14; 
# 53
y38 = FAST7; 
# 54
} 
#endif
# 56 "v001709.cu"
__attribute__((visibility("hidden"))) void pack39(long *acc40, int stride41, int *out42) ;
#if 0
# 56
{ 
# 57
__attribute__((unused)) extern int dyn_43[]; 
# 58
blend9(FAST6, MUL8, (const double *)nullptr); 
# 59
blend9(MUL8, FAST6, (const double *)nullptr); 
# 60
} 
#endif
# 62 "v001709.cu"
__attribute__((visibility("hidden"))) void kick44_kernel(const float *input45) ;
#if 0
# 62
{ 
# 63
__attribute__((unused)) extern float dyn_46[]; 
# 64
blend9(FAST7, BUSY5, nullptr); 
# 65
int w47 = dyn_46[7]; 
# 66
w47 = blend9(FAST7, FAST7, static_cast< const double *>(nullptr)); 
# 67
for (int n48 = 0; n48 < w47; ++n48) { 
# 68
float x49[8] = {}; 
# 69
const int off50 = (-36); 
# 70
}  
# 71
auto diff51 = blend9(FAST6, FAST6, static_cast< const double *>(nullptr)) / ((FAST6) ^ w47); 
# 72
} 
#endif
# 73 "v001709.cu"
static int c_fuse52[8]; 
# 74
static int d_bump53; 
# 76
__attribute__((unused)) unsigned count54(const long long *__restrict__ in55, signed char alpha56 = 21) {int volatile ___ = 1;(void)in55;(void)alpha56;
# 83
::exit(___);}
#if 0
# 76
{ 
# 77
if ((MUL8) != (static_cast< float>(c_fuse52[alpha56]))) { 
# 78
return +blend9(BUSY5, MUL8, nullptr); 
# 79
}  
# 80
d_bump53 <<= ((in55[7]) % (49)); 
# 81
d_bump53 &= (in55[alpha56]); 
# 82
return +blend9(MUL8, FAST6, nullptr); 
# 83
} 
#endif
# 85 "v001709.cu"
int main() { 
# 86
int count57 = 1751; 
# 87
if ((((21 <= count57) ? count57 : count57) + ((MUL8) + count57)) <= count57) { 
# 88
count57 = count57; 
# 89
size_t mid58 = count57; 
# 90
}  
# 91
(__cudaPushCallConfiguration((BUSY5) + 254, 12 + 500)) ? (void)0 : smooth15_kernel(static_cast< signed char *>(nullptr), count57); 
# 92
(__cudaPushCallConfiguration(32, 8 * 16)) ? (void)0 : spread18< double, int> (static_cast< double *>(nullptr), nullptr, nullptr); 
# 93
(__cudaPushCallConfiguration((count57 + 63) / 64, ((MUL8) + ((FAST6) + ((BUSY5) + 51))) * ((BUSY5) + 6))) ? (void)0 : scale26_kernel< float, 3> (nullptr, FAST6, nullptr, (true) / (count57 * (true))); 
# 94
return 0; 
# 95
} 

# 1 "v001709.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3a3e424f_10_v001709_cu_7feeceff
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001709.cudafe1.stub.c"
#include "v001709.cudafe1.stub.c"
# 1 "v001709.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
