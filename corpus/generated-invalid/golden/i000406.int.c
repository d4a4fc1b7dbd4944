# 1 "i000406.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 12 "i000406.cu"
template< class T, int N = 2> static void 
# 13
__wrapper__device_stub_scatter6_kernel(T &a7, const int *&src8) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 13
{ 
# 14
if ((src8[1]) >= 16) { 
# 15
unsigned tmp9 = a7 - (static_cast< int>(src8[7])); 
# 16
}  
# 17
if ((a7 == a7) && (a7 >= 47)) { 
# 18
T t10 = (7.75) * (*src8); 
# 19
} else { if ((((src8[6]) - (*src8)) * (src8[3])) != (15 * (*src8))) { 
# 20
a7 = 27; 
# 21
} else { 
# 22
}  }  
# 23
} 
#endif

#pragma GCC diagnostic pop

# 12 "i000406.cu"
template< class T, int N = 2> static void 
# 13
scatter6_kernel(T a7, const int *src8) {__wrapper__device_stub_scatter6_kernel<T,N>(a7,src8);
# 23
return;}
#if 0
# 13
{ 
# 14
if ((src8[1]) >= 16) { 
# 15
unsigned tmp9 = a7 - (static_cast< int>(src8[7])); 
# 16
}  
# 17
if ((a7 == a7) && (a7 >= 47)) { 
# 18
T t10 = (7.75) * (*src8); 
# 19
} else { if ((((src8[6]) - (*src8)) * (src8[3])) != (15 * (*src8))) { 
# 20
a7 = 27; 
# 21
} else { 
# 22
}  }  
# 23
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 25 "i000406.cu"
template< class T, int N = 7> static void 
# 26
__wrapper__device_stub_pack11_kernel(T &beta12, const T *&src13, const int *__restrict__ &in14) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 26
{ 
# 27
__attribute__((unused)) extern unsigned dyn_15[]; 
# 28
(dyn_15[4]) = ((N) + ((dyn_15[6]) << 1U)); 
# 29
beta12 += beta12; 
# 30
if (((in14[1]) / 117) != (in14[7])) { 
# 31
return; }  
# 32
} 
#endif

#pragma GCC diagnostic pop

# 25 "i000406.cu"
template< class T, int N = 7> static void 
# 26
pack11_kernel(T beta12, const T *src13, const int *__restrict__ in14) {__wrapper__device_stub_pack11_kernel<T,N>(beta12,src13,in14);
# 32
return;}
#if 0
# 26
{ 
# 27
__attribute__((unused)) extern unsigned dyn_15[]; 
# 28
(dyn_15[4]) = ((N) + ((dyn_15[6]) << 1U)); 
# 29
beta12 += beta12; 
# 30
if (((in14[1]) / 117) != (in14[7])) { 
# 31
return; }  
# 32
} 
#endif
# 34 "i000406.cu"
__attribute__((unused)) void pivot16(int stride17, const float *in18, unsigned char b19) {int volatile ___ = 1;(void)stride17;(void)in18;(void)b19;
# 43
::exit(___);}
#if 0
# 34
{ 
# 35
stride17++; 
# 36
if ((b19 > stride17) && (11 > stride17)) { 
# 37
return; }  
# 38
if (stride17) { 
# 39
stride17 <<= (12 * b19); 
# 40
} else { if ((24) >= (((*in18) + stride17) / (stride17 + 32))) { 
# 41
b19 &= b19; 
# 42
} else { if ((b19 << 6) < 47) { }  }  }  
# 43
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 46 "i000406.cu"
template< class T, int N> static void 
# 47
__wrapper__device_stub_relax20_kernel(T &q21, const T *__restrict__ &src22, unsigned *__restrict__ &out23) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 47
{ 
# 48
if (!out23) { 
# 49
(*out23) = q21; 
# 50
(*out23) = (38); 
# 51
pivot16((N) * ((*out23) + (N)), nullptr, 16); 
# 52
}  
# 53
q21 /= q21; 
# 54
} 
#endif

#pragma GCC diagnostic pop

# 46 "i000406.cu"
template< class T, int N> static void 
# 47
relax20_kernel(T q21, const T *__restrict__ src22, unsigned *__restrict__ out23) {__wrapper__device_stub_relax20_kernel<T,N>(q21,src22,out23);
# 54
return;}
#if 0
# 47
{ 
# 48
if (!out23) { 
# 49
(*out23) = q21; 
# 50
(*out23) = (38); 
# 51
pivot16((N) * ((*out23) + (N)), nullptr, 16); 
# 52
}  
# 53
q21 /= q21; 
# 54
} 
#endif
# 56 "i000406.cu"
namespace detail24 { 
# 57
__attribute__((unused)) void fold25(int count26) {int volatile ___ = 1;(void)count26;
# 70
::exit(___);}
#if 0
# 57
{ 
# 58
switch (count26) { 
# 59
case 5:  { 
# 60
if (!(count26 != 39)) { 
# 61
break; }  
# 62
float *s27 = (nullptr); 
# 63
break; 
# 64
} 
# 65
case 7:  
# 66
if (!(count26 == 34U)) { 
# 67
break; }  
# 68
break; 
# 69
}  
# 70
} 
#endif
# 72 "i000406.cu"
long bias28(const float *coef29) { 
# 73
long cnt30 = (sizeof(float)) + ((coef29[6]) * (4)); 
# 74
unsigned hi31 = ((24) / ((*coef29) / (5))) - (((coef29[cnt30]) + cnt30) + ((16) - cnt30)); 
# 75
if ((46) == ((hi31 * cnt30) % (47))) { 
# 76
if ((cnt30 >= (*coef29)) && (cnt30 == (16U))) { 
# 77
return hi31; }  
# 78
hi31++; 
# 79
long q32{cnt30}; 
# 80
} else { if (((cnt30 + hi31) + (cnt30 % hi31)) > ((coef29[hi31]) * (40))) { 
# 81
} else { 
# 82
}  }  
# 83
return (*coef29) / hi31; 
# 84
} 
# 86
struct Bounds33 { 
# 87
unsigned hi34; 
# 88
int z35; 
# 89
void mix36(int idx37) { 
# 90
detail24::bias28(nullptr); 
# 91
} 
# 92
int norm38() const { 
# 93
long res39{(48)}; 
# 94
return detail24::bias28(nullptr); 
# 95
} 
# 96
}; 
# 97
}
# 99
int main() { 
# 100
int count40 = 3315; 
# 101
bool ready44 = false; 
# 102
ready44++; 
# 103
detail24::Bounds33 u41{(11), 11}; 
# 104
dim3 s42(4, (count40 + 127) / 128, (count40 + 63) / 64); 
# 105
dim3 w43 = dim3((count40 + 255) / 256, 64, 8 + 248); 
# 106
count40 <<= 3; 
# 107
(__cudaPushCallConfiguration(dim3(1, (count40 + 63) / 64), 1 << (5 + 3))) ? (void)0 : scatter6_kernel< float, 2> (((16) * (u41.hi34)) + (5), static_cast< const int *>(nullptr)); 
# 108
(__cudaPushCallConfiguration(16 + 240, 1 << 9)) ? (void)0 : pack11_kernel< long, 7> ('z', nullptr, nullptr); 
# 109
(__cudaPushCallConfiguration(w43, s42)) ? (void)0 : relax20_kernel< float, 6> (detail24::bias28(nullptr), nullptr, nullptr); 
# 110
return 0; 
# 111
} 

# 1 "i000406.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__941bf166_10_i000406_cu_52a9c412
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000406.cudafe1.stub.c"
#include "i000406.cudafe1.stub.c"
# 1 "i000406.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
