# 1 "v000714.cu"
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
# 7 "v000714.cu"
static int g_pack3; 
# 9
__attribute__((visibility("hidden"))) void stencil4_kernel(unsigned char *buf5, float *dst6) ;
#if 0
# 9
{ 
# 10
__attribute__((unused)) extern unsigned dyn_7[]; 
# 11
int i8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 12
(buf5[2]) &= i8; 
# 13
(dst6[4]) -= (buf5[i8]); 
# 14
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 16 "v000714.cu"
template< class T> static void 
# 17
__wrapper__device_stub_pivot9_kernel(T *&buf10, int *&dst11) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 17
{ 
# 18
unsigned i12 = __device_builtin_variable_threadIdx.x; 
# 19
if ((dst11 != (nullptr)) && (dst11 != (nullptr))) { 
# 20
return; 
# 21
}  
# 22
if (((i12 ^ i12) % (4)) < (__device_builtin_variable_threadIdx.x)) { 
# 23
if ((buf10[i12]) <= (buf10[__device_builtin_variable_warpSize & 7])) { 
# 24
(dst11[__device_builtin_variable_threadIdx.y]) *= (__device_builtin_variable_gridDim.x); 
# 25
__attribute__((unused)) static unsigned sh_13; 
# 26
} else { if ((i12 <= (buf10[5])) || (buf10 != nullptr)) { 
# 27
} else { 
# 28
}  }  
# 29
} else { if (((buf10[0]) - 23U) == (((__device_builtin_variable_blockIdx.z) % (*dst11)) * (((7) <= i12) ? i12 : (__device_builtin_variable_gridDim.x)))) { }  }  
# 30
} 
#endif

#pragma GCC diagnostic pop

# 16 "v000714.cu"
template< class T> static void 
# 17
pivot9_kernel(T *buf10, int *dst11) {__wrapper__device_stub_pivot9_kernel<T>(buf10,dst11);
# 30
return;}
#if 0
# 17
{ 
# 18
unsigned i12 = __device_builtin_variable_threadIdx.x; 
# 19
if ((dst11 != (nullptr)) && (dst11 != (nullptr))) { 
# 20
return; 
# 21
}  
# 22
if (((i12 ^ i12) % (4)) < (__device_builtin_variable_threadIdx.x)) { 
# 23
if ((buf10[i12]) <= (buf10[__device_builtin_variable_warpSize & 7])) { 
# 24
(dst11[__device_builtin_variable_threadIdx.y]) *= (__device_builtin_variable_gridDim.x); 
# 25
__attribute__((unused)) static unsigned sh_13; 
# 26
} else { if ((i12 <= (buf10[5])) || (buf10 != nullptr)) { 
# 27
} else { 
# 28
}  }  
# 29
} else { if (((buf10[0]) - 23U) == (((__device_builtin_variable_blockIdx.z) % (*dst11)) * (((7) <= i12) ? i12 : (__device_builtin_variable_gridDim.x)))) { }  }  
# 30
} 
#endif
# 32 "v000714.cu"
__attribute__((visibility("hidden"))) void warp14(int *dst15) ;
#if 0
# 32
{ 
# 33
int tid16 = __device_builtin_variable_threadIdx.x; 
# 34
((dst15[1])++), ((dst15[tid16]) = (2L)); 
# 35
(dst15[0]) = tid16; 
# 36
++(dst15[tid16]); 
# 37
} 
#endif
# 39 "v000714.cu"
__attribute__((visibility("hidden"))) void clamp17_kernel(int n18, int *data19, unsigned beta20) ;
#if 0
# 39
{ 
# 40
int idx21 = __device_builtin_variable_threadIdx.x; 
# 41
if (idx21 >= n18) { 
# 42
return; 
# 43
}  
# 44
(*data19) = 43; 
# 45
constexpr unsigned s22 = (4 * 9); 
# 46
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 48 "v000714.cu"
template< class T> static void 
# 49
__wrapper__device_stub_trace23_kernel(const T *&coef24, float *&out25, int &lane26) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 49
{ 
# 50
__attribute__((unused)) extern float dyn_27[]; 
# 51
unsigned tid28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 52
if (tid28 >= lane26) { 
# 53
return; 
# 54
}  
# 55
T u29(*out25); 
# 56
if (u29 <= tid28) { 
# 57
goto done30; 
# 58
}  
# 59
(out25[__device_builtin_variable_threadIdx.y])--; 
# 60
done30:; ; 
# 61
} 
#endif

#pragma GCC diagnostic pop

# 48 "v000714.cu"
template< class T> static void 
# 49
trace23_kernel(const T *coef24, float *out25, int lane26) {__wrapper__device_stub_trace23_kernel<T>(coef24,out25,lane26);
# 61
return;}
#if 0
# 49
{ 
# 50
__attribute__((unused)) extern float dyn_27[]; 
# 51
unsigned tid28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 52
if (tid28 >= lane26) { 
# 53
return; 
# 54
}  
# 55
T u29(*out25); 
# 56
if (u29 <= tid28) { 
# 57
goto done30; 
# 58
}  
# 59
(out25[__device_builtin_variable_threadIdx.y])--; 
# 60
done30:; ; 
# 61
} 
#endif
# 63 "v000714.cu"
inline unsigned long bump31(const float *in32) { 
# 64
if ((in32[2]) == (52)) { 
# 65
return -((float)(in32[1])); 
# 66
}  
# 67
if ((4) == ((*in32) + (1805U))) { 
# 68
return 59U; 
# 69
}  
# 70
return *in32; 
# 71
} 
# 73
__attribute__((visibility("hidden"))) void fold33(const int *input34, double *acc35) ;
#if 0
# 73
{ 
# 74
bump31(reinterpret_cast< const float *>(input34)); 
# 75
float z36(__device_builtin_variable_warpSize); 
# 76
} 
#endif
# 78 "v000714.cu"
inline void tile37(unsigned b38) { 
# 79
b38 = ((b38 == (('0') | b38)) ? b38 : b38); 
# 80
b38 = b38; 
# 81
if (((52) * b38) == b38) { 
# 82
(++b38), (b38 = b38); 
# 83
b38 = (bump31((const float *)nullptr)); 
# 84
}  
# 85
} 
# 87
inline unsigned drift39(int n40) { 
# 88
{ 
# 89
auto k41 = (((2) > ((float)n40)) || (n40 < n40)) ? n40 : 4; 
# 90
n40 = (bump31((const float *)nullptr)); 
# 91
} 
# 92
tile37(n40); 
# 93
int f42 = 1L + n40; 
# 94
n40 = (f42 - 5); 
# 95
f42 = f42; 
# 96
return 18; 
# 97
} 
# 99
int main() { 
# 100
int size43 = 2127; 
# 101
if (int e44 = (24U); g_pack3 || ((g_pack3 <= g_pack3) || (e44 & 1))) { 
# 102
bump31((const float *)nullptr); 
# 103
auto off45 = (g_pack3 % (e44 * g_pack3)) * (43 & g_pack3); 
# 104
(__cudaPushCallConfiguration(dim3(256, 2), 256, 256)) ? (void)0 : trace23_kernel((const double *)nullptr, nullptr, ((size43 += size43), e44)); 
# 105
}  
# 106
const char *res46 = ("AB"); 
# 107
(__cudaPushCallConfiguration((g_pack3 + 63) / 64, dim3((size43 + 31) / 32, 32, 16), 0)) ? (void)0 : stencil4_kernel(nullptr, nullptr); 
# 108
(__cudaPushCallConfiguration(8, dim3(64, 4, 4))) ? (void)0 : pivot9_kernel((unsigned *)nullptr, &size43); 
# 109
(__cudaPushCallConfiguration(8, 64)) ? (void)0 : warp14(nullptr); 
# 110
return 0; 
# 111
} 

# 1 "v000714.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5343b896_10_v000714_cu_659b5702
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000714.cudafe1.stub.c"
#include "v000714.cudafe1.stub.c"
# 1 "v000714.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
