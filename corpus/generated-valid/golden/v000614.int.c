# 1 "v000614.cu"
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
# 15 "v000614.cu"
static int d_sift7[16]; 
# 16
enum class Level8 { 
# 17
High9, 
# 18
Fast10, 
# 19
Red11 = 5, 
# 20
Blue12, 
# 21
Busy13
# 22
}; 
# 24
void pack14(const unsigned *src15, unsigned char p16, int count17 = 2UL) 
# 25
{ 
# 26
Level8 lim18 = Level8::Red11; 
# 27
Level8 z19 = Level8::Busy13; 
# 28
} 
# 30
__attribute__((unused)) void sweep20(int lane21, const double *__restrict__ coef22, double *buf23) 
# 31
{int volatile ___ = 1;(void)lane21;(void)coef22;(void)buf23;
# 46
::exit(___);}
#if 0
# 31
{ 
# 33
#pragma unroll 8
for (
# 33
int j24 = 0; j24 < lane21; j24++) { 
# 34
(d_sift7[7]) = (('\\') + (d_sift7[lane21 & 15])); 
# 36
#pragma unroll
for (
# 36
int i25 = 0; i25 < j24; ++i25) { 
# 37
pack14(nullptr, 0U); 
# 38
}  
# 39
}  
# 40
for (int it26 = 0; it26 < 10; it26++) { 
# 41
if (((*buf23) * (20)) >= (*buf23)) { 
# 42
return; 
# 43
}  
# 44
}  
# 45
(d_sift7[lane21 & 15]) = (coef22[lane21]); 
# 46
} 
#endif
# 48 "v000614.cu"
__attribute__((unused)) double mix27(char p28) 
# 49
{int volatile ___ = 1;(void)p28;
# 57
::exit(___);}
#if 0
# 49
{ 
# 50
(d_sift7[p28])++; 
# 51
if ((d_sift7[p28]) == p28) { 
# 52
(d_sift7[p28 & 15]) = (-57); 
# 53
float h29 = p28; 
# 54
}  
# 55
pack14((const unsigned *)nullptr, 27, p28); 
# 56
return ~((d_sift7[p28 & 15]) | 13); 
# 57
} 
#endif
# 59 "v000614.cu"
__attribute__((visibility("hidden"))) void lerp30_kernel(bool cfg31, int lane32) ;
#if 0
# 60
{ 
# 61
int iter33 = 0; 
# 62
do { 
# 63
long lim34 = (iter33 % (lane32 * __alignof__(char))) + mix27(('#') * lane32); 
# 64
for (int n35 = 0; n35 < 6; n35++) { 
# 65
lane32++; 
# 66
}  
# 67
++iter33; 
# 68
} while (iter33 < 10); 
# 69
Level8 stride36 = Level8::Fast10; 
# 70
int tmp37 = d_sift7[2]; 
# 71
tmp37++; 
# 72
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 74 "v000614.cu"
template< class T, int N> static void 
# 75
__wrapper__device_stub_combine38(T *&out39, unsigned *&out40, const T *&coef41, float *&buf42) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 76
{ 
# 77
(*buf42) = (((out39[6]) += 28), ((d_sift7[4]) & ((N) * (out40[1])))); 
# 78
int w43 = 0; 
# 79
do { 
# 80
Level8 f44 = Level8::Busy13; 
# 81
mix27(w43); 
# 82
++w43; 
# 83
} while ((w43 < 5) && (((buf42[w43 & 7]) + (coef41[w43])) >= 3)); 
# 84
} 
#endif

#pragma GCC diagnostic pop

# 74 "v000614.cu"
template< class T, int N> static void 
# 75
combine38(T *out39, unsigned *out40, const T *coef41, float *buf42) 
# 76
{__wrapper__device_stub_combine38<T,N>(out39,out40,coef41,buf42);
# 84
return;}
#if 0
# 76
{ 
# 77
(*buf42) = (((out39[6]) += 28), ((d_sift7[4]) & ((N) * (out40[1])))); 
# 78
int w43 = 0; 
# 79
do { 
# 80
Level8 f44 = Level8::Busy13; 
# 81
mix27(w43); 
# 82
++w43; 
# 83
} while ((w43 < 5) && (((buf42[w43 & 7]) + (coef41[w43])) >= 3)); 
# 84
} 
#endif
# 86 "v000614.cu"
char count45(int stride46, unsigned *__restrict__ acc47) 
# 87
{ 
# 88
(acc47[4]) -= stride46; 
# 89
pack14(nullptr, 64, *acc47); 
# 90
return (stride46); 
# 91
} 
# 93
int main() 
# 94
{ 
# 95
int len48 = 2070; 
# 96
for (int j49 = 0; j49 < 15; j49 += 1) { 
# 97
switch ((j49 != len48) ? j49 : len48) { 
# 98
case 11:  
# 99
break; 
# 100
case 2:  
# 101
for (int i50 = 0; i50 < (3 + (3 + 6)); i50 += 3) { 
# 102
(len48--), (len48 -= (count45((count45(j49, nullptr)) * ((unsigned)j49), (unsigned *)nullptr))); 
# 103
}  
# 104
break; 
# 105
case 1:  
# 106
(__cudaPushCallConfiguration((len48 + 127) / 128, 64 + 448, sizeof(float) * (128))) ? (void)0 : combine38< long, 4> (nullptr, nullptr, (const long *)nullptr, (float *)nullptr); 
# 107
break; 
# 108
case 0:  { 
# 109
unsigned r51{29U}; 
# 110
break; 
# 111
} 
# 112
default:  
# 113
break; 
# 114
}  
# 115
}  
# 116
(__cudaPushCallConfiguration((len48 + 255) / 256, 2 * 16, sizeof(double) * (32))) ? (void)0 : lerp30_kernel(true, 1297UL + len48); 
# 117
return 0; 
# 118
} 

# 1 "v000614.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__981f6b33_10_v000614_cu_d_sift7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000614.cudafe1.stub.c"
#include "v000614.cudafe1.stub.c"
# 1 "v000614.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
