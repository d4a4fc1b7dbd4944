# 1 "v000902.cu"
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
# 7 "v000902.cu"
void scatter2(int n3, int n4, int lane5) { 
# 8
lane5++; 
# 9
const float diff6 = (23); 
# 10
--n4; 
# 11
unsigned long prod7[2] = {(47), 3UL}; 
# 12
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 14
template< class T, class U> static void 
# 15
__wrapper__device_stub_relax8(const T *&src9, const T *&coef10) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 15
{ 
# 16
unsigned e11{5U}; 
# 17
if (((*src9) >= (coef10[0])) && ((*src9) != (*src9))) { 
# 18
if ((coef10[e11]) < e11) { 
# 19
T sum12 = (30UL); 
# 20
sum12 += (23.5); 
# 21
}  
# 22
scatter2(3105L, *src9, static_cast< unsigned>(1109)); 
# 23
} else { if (e11) { 
# 24
return; }  }  
# 25
} 
#endif

#pragma GCC diagnostic pop

# 14 "v000902.cu"
template< class T, class U> static void 
# 15
relax8(const T *src9, const T *coef10) {__wrapper__device_stub_relax8<T,U>(src9,coef10);
# 25
return;}
#if 0
# 15
{ 
# 16
unsigned e11{5U}; 
# 17
if (((*src9) >= (coef10[0])) && ((*src9) != (*src9))) { 
# 18
if ((coef10[e11]) < e11) { 
# 19
T sum12 = (30UL); 
# 20
sum12 += (23.5); 
# 21
}  
# 22
scatter2(3105L, *src9, static_cast< unsigned>(1109)); 
# 23
} else { if (e11) { 
# 24
return; }  }  
# 25
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 27 "v000902.cu"
template< class T, int N> __attribute__((unused)) static void 
# 28
kick13(T b14, const T *src15, int *buf16) {int volatile ___ = 1;(void)b14;(void)src15;(void)buf16;
# 36
::exit(___);}
#if 0
# 28
{ 
# 29
if ((src15[6]) > ((*src15) * (buf16[5]))) { 
# 30
auto u17 = (*src15) * 51UL; 
# 31
int u18[2]{(int)u17, N}; 
# 32
}  
# 33
T mid19 = src15[5]; 
# 34
(buf16[0]) *= (N + (+mid19)); 
# 35
b14 *= (buf16[4]); 
# 36
} 
#endif

#pragma GCC diagnostic pop

# 38 "v000902.cu"
int check_gather20(const int *coef21) { 
# 39
auto lam26 = [](unsigned w22, double cnt23)->unsigned { 
# 40
int x24 = (w22 * cnt23) + (+cnt23); 
# 41
double lim25 = x24; 
# 42
return x24; 
# 43
} ; typedef decltype(lam26) __T0;
# 44
([=]() mutable { 
# 45
if ((((coef21)[6]) & 15) != (*(coef21))) { 
# 46
(__cudaPushCallConfiguration(16, 512, 0)) ? (void)0 : relax8< float, float> (static_cast< const float *>(nullptr), nullptr); }  
# 47
} )(); 
# 48
auto op27 = []() { 
# 49
scatter2(14, 2630, 16UL); 
# 50
(__cudaPushCallConfiguration(512, 128, 0, nullptr)) ? (void)0 : relax8< double, int> (nullptr, nullptr); 
# 51
} ; typedef decltype(op27) __T1;
# 52
op27(); 
# 53
int diff28[7] = {}; 
# 54
auto fn34 = [stride29 = (diff28[6]) + (diff28[6])](auto t30) { 
# 55
double tmp31 = (stride29) - ((static_cast< unsigned>(stride29)) * (stride29)); 
# 56
cudaStream_t flag32 = ((cudaStream_t)0); 
# 57
short diff33 = stride29; 
# 58
return t30 * 2; 
# 59
} ; typedef decltype(fn34) __T2;
# 60
(diff28[2]) = (diff28[0]); 
# 61
scatter2(diff28[2], diff28[4], fn34(coef21[3])); 
# 62
return ((11 - (coef21[5])) + ((diff28[5]) * (*coef21))) + (diff28[4]); 
# 63
} 
# 65
double reduce35(int n36, const int *coef37) { 
# 66
if (coef37 != (nullptr)) { 
# 67
return (coef37[n36]) + 23UL; }  
# 68
n36 %= (*coef37); 
# 69
return 1; 
# 70
} 
# 72
constexpr int update38(int stride39, unsigned q40) { 
# 73
return stride39; 
# 74
} 
# 76
static void scatter41_kernel(const long *input42) ;
#if 0
# 76
{ 
# 77
if (((*input42) >= (input42[4])) && ((input42[5]) < (29))) { 
# 78
return; }  
# 79
scatter2(input42[3], input42[4], ((input42[1]) > 59UL) ? input42[0] : (input42[2])); 
# 80
} 
#endif
# 82 "v000902.cu"
int main() { 
# 83
int size43 = 268; 
# 84
if (size43) { 
# 85
cudaStream_t val44 = (nullptr); 
# 86
if ((33) != ((size43 + size43) / 7L)) { 
# 87
int pass45 = 0; 
# 88
while (pass45 < size43) { 
# 89
(__cudaPushCallConfiguration(1 << 6, 64 * 2)) ? (void)0 : relax8< float, double> (static_cast< const float *>(nullptr), static_cast< const float *>(nullptr)); 
# 90
(__cudaPushCallConfiguration(1 << 6, 32)) ? (void)0 : scatter41_kernel(static_cast< const long *>(nullptr)); 
# 91
++pass45; 
# 92
}  
# 93
} else { 
# 94
}  
# 95
}  
# 96
return 0; 
# 97
} 

# 1 "v000902.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7142af8a_10_v000902_cu_e1bf86e4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000902.cudafe1.stub.c"
#include "v000902.cudafe1.stub.c"
# 1 "v000902.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
