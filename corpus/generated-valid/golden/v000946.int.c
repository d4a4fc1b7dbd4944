# 1 "v000946.cu"
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
# 17 "v000946.cu"
__attribute__((visibility("hidden"))) void blend6(const long *input7, int lane8, const unsigned *input9, int *out10) ;
#if 0
# 17
{ 
# 18
__attribute__((unused)) static int sh_11[12][sizeof(unsigned)]; 
# 19
((sh_11[lane8])[3]) = ((2 * (out10[5])) + (6 + lane8)); 
# 20
for (int n12 = 3; n12 > 0; --n12) { 
# 21
int lim13{(33U)}; 
# 22
if (auto prod14 = (2 * (out10[4])) + (((2) * (lane8 * (input7[lim13 & 7]))) + (58)); input7 != (nullptr)) { 
# 23
int k15 = *out10; 
# 24
if ((lane8 & 1) && (lim13 >= (*input7))) { 
# 25
break; 
# 26
}  
# 27
}  
# 28
}  
# 29
} 
#endif
# 31 "v000946.cu"
struct Bounds16 { 
# 32
int val17; 
# 33
long x18; 
# 34
}; 
# 35
enum class Op19: int { On20, Add21, High22}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 38
template< class T> static void 
# 39
__wrapper__device_stub_step23(T *&out24, const T *&coef25, long *&out26, T *&buf27) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 39
{ 
# 40
int v28{(43L)}; 
# 41
int prod29 = +(out26[v28]); 
# 42
switch (v28) { 
# 43
case 8 + 2:  
# 44
switch (v28) { 
# 45
case 7:  
# 46
break; 
# 47
case 3:  
# 48
break; 
# 49
case 2 * 2:  { 
# 50
__attribute__((unused)) static unsigned char sh_30[15][3]; 
# 51
Bounds16 mid31 = Bounds16{(-55), (27)}; 
# 52
break; 
# 53
} 
# 54
}  
# 55
break; 
# 56
case 5:  
# 57
break; 
# 58
default:  
# 59
break; 
# 60
}  
# 61
} 
#endif

#pragma GCC diagnostic pop

# 38 "v000946.cu"
template< class T> static void 
# 39
step23(T *out24, const T *coef25, long *out26, T *buf27) {__wrapper__device_stub_step23<T>(out24,coef25,out26,buf27);
# 61
return;}
#if 0
# 39
{ 
# 40
int v28{(43L)}; 
# 41
int prod29 = +(out26[v28]); 
# 42
switch (v28) { 
# 43
case 8 + 2:  
# 44
switch (v28) { 
# 45
case 7:  
# 46
break; 
# 47
case 3:  
# 48
break; 
# 49
case 2 * 2:  { 
# 50
__attribute__((unused)) static unsigned char sh_30[15][3]; 
# 51
Bounds16 mid31 = Bounds16{(-55), (27)}; 
# 52
break; 
# 53
} 
# 54
}  
# 55
break; 
# 56
case 5:  
# 57
break; 
# 58
default:  
# 59
break; 
# 60
}  
# 61
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 64 "v000946.cu"
template< class T, int N> static void 
# 65
__wrapper__device_stub_clamp32_kernel(T &b33, int &len34, int &n35) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 65
{ 
# 66
__attribute__((unused)) extern int dyn_36[]; 
# 67
if (!(((dyn_36[n35]) <= (dyn_36[len34 & 7])) && (b33 < N))) { 
# 68
double t37 = len34; 
# 69
}  
# 70
T f38 = (8); 
# 71
for (int it39 = len34; it39 > 0; --it39) { 
# 72
Bounds16 mid40 = Bounds16{(33U), (4604)}; 
# 73
}  
# 74
int h41 = (2 * n35) + (dyn_36[n35]); 
# 75
} 
#endif

#pragma GCC diagnostic pop

# 64 "v000946.cu"
template< class T, int N> static void 
# 65
clamp32_kernel(T b33, int len34, int n35) {__wrapper__device_stub_clamp32_kernel<T,N>(b33,len34,n35);
# 75
return;}
#if 0
# 65
{ 
# 66
__attribute__((unused)) extern int dyn_36[]; 
# 67
if (!(((dyn_36[n35]) <= (dyn_36[len34 & 7])) && (b33 < N))) { 
# 68
double t37 = len34; 
# 69
}  
# 70
T f38 = (8); 
# 71
for (int it39 = len34; it39 > 0; --it39) { 
# 72
Bounds16 mid40 = Bounds16{(33U), (4604)}; 
# 73
}  
# 74
int h41 = (2 * n35) + (dyn_36[n35]); 
# 75
} 
#endif
# 77 "v000946.cu"
inline int host_reduce42(int len43, long *buf44, long *data45) { 
# 78
dim3 t46((len43 + 63) / 64); 
# 79
const unsigned short *r47 = reinterpret_cast< const unsigned short *>(data45); 
# 80
(*data45) -= (data45[len43]); 
# 81
return (64 | (r47[0])) * 3274UL; 
# 82
} 
# 84
int main() { 
# 85
int len48 = 4032; 
# 86
if (int t49 = (host_reduce42(len48, nullptr, nullptr) / ((2 * len48) + 26)) / 38L; !(!(len48 <= len48))) { 
# 87
host_reduce42((3 | len48) * (18U | t49), (long *)nullptr, nullptr); 
# 88
len48 = host_reduce42((2 * host_reduce42(len48, nullptr, (long *)nullptr)) + 2, nullptr, nullptr); 
# 89
} else { if (host_reduce42(sizeof(double) - len48, nullptr, (long *)nullptr) != (len48 * 3046)) { 
# 90
int iter50 = 0; 
# 91
while ((iter50 < t49) && (iter50 > 17)) { 
# 92
(__cudaPushCallConfiguration(2, 17 + (17 + (8 + (17 + 5))), sizeof(int) * (256))) ? (void)0 : blend6(static_cast< const long *>(nullptr), 13, static_cast< const unsigned *>(nullptr), &t49); 
# 93
(__cudaPushCallConfiguration(((dim3)((t49 + 127) / 128)), 128 * 4)) ? (void)0 : blend6(nullptr, 30, nullptr, (int *)nullptr); 
# 94
++iter50; 
# 95
}  
# 96
} else { if (auto e51 = t49; !(static_cast< int>(len48))) { 
# 97
} else { 
# 98
}  }  }  
# 99
(__cudaPushCallConfiguration(dim3((len48 + 63) / 64, 17 + (8 + 103), 4), 8 + 120, 0)) ? (void)0 : step23((unsigned *)nullptr, static_cast< const unsigned *>(nullptr), (long *)nullptr, static_cast< unsigned *>(nullptr)); 
# 100
(__cudaPushCallConfiguration((len48 + 255) / 256, 128, 1024 * 4)) ? (void)0 : clamp32_kernel< int, 4> (~len48, static_cast< double>((2 * len48) + 8), (35 * len48) * 7L); 
# 101
return 0; 
# 102
} 

# 1 "v000946.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0ba09e1d_10_v000946_cu_1eec5e05
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000946.cudafe1.stub.c"
#include "v000946.cudafe1.stub.c"
# 1 "v000946.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
