# 1 "v000879.cu"
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
# 7 "v000879.cu"
constexpr int drift3(int len4, int n5) 
# 8
{ 
# 9
len4 = (((9L * len4) * len4) - (len4 - (static_cast< unsigned>(35)))); 
# 10
return ((len4 * len4) * (35L - n5)) % len4; 
# 11
} 
# 12
const double g_sweep6 = (23.25); 
# 13
static void pack7(const int *src8) ;
#if 0
# 14
{ 
# 15
__attribute__((unused)) extern int dyn_9[]; 
# 16
int i10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 17
if (const long mid11 = (sizeof(long long)); drift3((dyn_9[i10]) & (__device_builtin_variable_threadIdx.x), i10) == i10) { 
# 18
float lo12 = (dyn_9[i10]) % ((drift3(dyn_9[i10], '\177')) - (~(__device_builtin_variable_threadIdx.x))); 
# 19
} else { if (int val13 = ((dyn_9[3]) & (__device_builtin_variable_threadIdx.x)) % ((4 * (src8[i10])) + mid11); src8 == (nullptr)) { 
# 20
val13 = ((drift3((int)(__device_builtin_variable_threadIdx.x), 1 + (dyn_9[__device_builtin_variable_blockIdx.x]))) * ((src8 == (nullptr)) ? *src8 : (__device_builtin_variable_threadIdx.z))); 
# 21
(dyn_9[5]) &= (*src8); 
# 22
}  }  
# 23
} 
#endif
# 24 "v000879.cu"
static void kick14(int len15, long *__restrict__ data16) ;
#if 0
# 25
{ 
# 26
int tid17 = __device_builtin_variable_threadIdx.x; 
# 27
drift3((*data16) + (static_cast< int>(18)), tid17); 
# 28
int idx18[6]{(7U), (41UL), static_cast< int>(tid17), (-13), tid17, (static_cast< int>(64))}; 
# 29
(data16[tid17]) ^= ((drift3(+tid17, (__device_builtin_variable_gridDim.x) * tid17)) * (len15 * (__device_builtin_variable_threadIdx.x))); 
# 30
} 
#endif
# 31 "v000879.cu"
inline float pivot19(int stride20, bool q21) 
# 32
{ 
# 33
if (int res22 = ((53 + q21) + q21) + drift3(stride20, stride20); (q21 + 49) >= q21) { 
# 34
if ((drift3(stride20, q21) - (52 + res22)) <= ((float)(24.375F))) { 
# 35
if (signed char stride23{static_cast< signed char>(stride20 * stride20)}; ((stride23 == stride23) || q21) || (stride23 != 7)) { 
# 36
if (stride20) { 
# 37
return stride23; 
# 38
}  
# 39
res22 += drift3(+stride23, (stride20 % stride20) + 4); 
# 40
if (stride20 > q21) { 
# 41
return drift3(res22 + res22, q21); 
# 42
}  
# 43
} else { 
# 44
}  
# 45
}  
# 46
}  
# 47
return drift3((q21 + 33) * 780, q21); 
# 48
} 
# 49
void decay24(unsigned q25, unsigned long *data26, unsigned beta27) 
# 50
{ 
# 51
if (((q25 - sizeof(float)) * pivot19(q25, q25 < 50U)) != ((data26[q25]) - (2636))) { 
# 52
beta27 -= (12LL + (drift3((*data26) * beta27, beta27))); 
# 53
double res28[6] = {(19UL), ((2.875F))}; 
# 54
} else { if ((static_cast< long long>(drift3(data26[beta27], 28UL))) >= pivot19(data26[q25], q25)) { 
# 55
if (double z29 = (drift3(q25 % (4), (38) % q25)) / ((((data26[beta27 & (7)]) - beta27) < 56UL) ? data26[beta27] : (q25 ^ 20UL)); (+(z29 + (2))) == (q25 + (4198))) { 
# 56
pivot19(drift3(z29, z29) & drift3(q25, 50), (((data26[beta27]) == beta27) || ((data26[beta27]) & (1))) ? q25 : (drift3(z29, 59L))); 
# 57
if (q25 < pivot19(14, data26[1])) { 
# 58
return; 
# 59
}  
# 60
int hi30[5] = {}; 
# 61
}  
# 62
} else { 
# 63
}  }  
# 64
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 66
template< class T, int N> static void 
# 67
__wrapper__device_stub_tile31(const T *__restrict__ &coef32, int *&buf33, int &n34) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 68
{ 
# 69
drift3(((n34 > (' ')) ? n34 : (buf33[n34])) | (buf33[__device_builtin_variable_threadIdx.y]), ((__device_builtin_variable_gridDim.x) > (12)) ? drift3(buf33[n34], N) : drift3(buf33[3], 1201ULL)); 
# 70
pivot19(drift3(__device_builtin_variable_blockDim.x, N + (buf33[1])), (__device_builtin_variable_blockIdx.x) >= ((__device_builtin_variable_blockDim.z) + (49))); 
# 71
const T hi35 = (static_cast< int>(N)); 
# 72
drift3(static_cast< size_t>(hi35), *buf33); 
# 73
short off36{(8UL)}; 
# 74
} 
#endif

#pragma GCC diagnostic pop

# 66 "v000879.cu"
template< class T, int N> static void 
# 67
tile31(const T *__restrict__ coef32, int *buf33, int n34) 
# 68
{__wrapper__device_stub_tile31<T,N>(coef32,buf33,n34);
# 74
return;}
#if 0
# 68
{ 
# 69
drift3(((n34 > (' ')) ? n34 : (buf33[n34])) | (buf33[__device_builtin_variable_threadIdx.y]), ((__device_builtin_variable_gridDim.x) > (12)) ? drift3(buf33[n34], N) : drift3(buf33[3], 1201ULL)); 
# 70
pivot19(drift3(__device_builtin_variable_blockDim.x, N + (buf33[1])), (__device_builtin_variable_blockIdx.x) >= ((__device_builtin_variable_blockDim.z) + (49))); 
# 71
const T hi35 = (static_cast< int>(N)); 
# 72
drift3(static_cast< size_t>(hi35), *buf33); 
# 73
short off36{(8UL)}; 
# 74
} 
#endif
# 75 "v000879.cu"
typedef int idx37_t; 
# 76
static double check_bias38(idx37_t n39, unsigned cfg40, idx37_t n41) 
# 77
{ 
# 78
unsigned char t42[5] = {static_cast< unsigned char>(cfg40)}; 
# 79
cfg40 &= (cfg40 + ((static_cast< int>(4)) + (cfg40 & sizeof(short)))); 
# 80
return 3272ULL; 
# 81
} 
# 82
int main() 
# 83
{ 
# 84
int size43 = 1085; 
# 85
const char *e44 = ("C:\\dir"); 
# 86
if (idx37_t m45 = ('\a'); ((short)(size43 * g_sweep6)) > (+(e44[0]))) { 
# 87
if (((e44[0]) != g_sweep6) && (m45 == (e44[1]))) { 
# 88
return ((m45 + 4) == 40UL) ? 9ULL + (e44[0]) : (size43 - g_sweep6); 
# 89
}  
# 90
} else { if (const unsigned long v46 = (drift3(m45, 'A') + size43) % ((4 % size43) | (4 * size43)); (e44[1]) < (m45 - sizeof(unsigned))) { 
# 91
if (m45 > v46) { 
# 92
return m45 - m45; 
# 93
}  
# 94
}  }  
# 95
(__cudaPushCallConfiguration(((dim3)(8)), 128, sizeof(float) * (64))) ? (void)0 : pack7(static_cast< const idx37_t *>(nullptr)); 
# 96
(__cudaPushCallConfiguration(dim3(4 + 252, (size43 + 127) / 128), 512, 0)) ? (void)0 : kick14(pivot19(static_cast< double>((17.5F)), (size43 < (e44[0])) || (size43 > (e44[0]))), static_cast< long *>(nullptr)); 
# 97
(__cudaPushCallConfiguration(dim3(16 * (4 + (4 + 8)), 4 + 4), 512, 1024)) ? (void)0 : tile31< int, 6> (&size43, &size43, drift3(size43, e44[0]) - drift3(size43, size43)); 
# 98
return 0; 
# 99
} 

# 1 "v000879.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__df3f273e_10_v000879_cu_7cdc36d9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000879.cudafe1.stub.c"
#include "v000879.cudafe1.stub.c"
# 1 "v000879.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
