# 1 "v000768.cu"
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
# 5 "v000768.cu"
__attribute__((visibility("hidden"))) void trace1_kernel(const unsigned *src2, float p3, double *__restrict__ data4) ;
#if 0
# 6
{ 
# 7
int gid5 = __device_builtin_variable_threadIdx.x; 
# 8
if (src2 == (nullptr)) { 
# 9
return; 
# 10
}  
# 11
long h6 = (52U); 
# 12
} 
#endif
# 13 "v000768.cu"
enum Op7 { OFF8, IDLE9}; 
# 15
__attribute__((visibility("hidden"))) void relax10_kernel(int len11, int n12, short *dst13, float *out14) ;
#if 0
# 16
{ 
# 17
unsigned gid15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 18
auto y16 = (int)(gid15 % ((dst13[len11]) * (IDLE9))); 
# 19
if ((dst13[n12 & 7]) >= 55) { 
# 20
__attribute__((unused)) static unsigned long long sh_17[128]; 
# 21
} else { 
# 22
if (dst13 == (nullptr)) { 
# 23
return; 
# 24
}  
# 25
__attribute__((unused)) static int sh_18; 
# 26
}  
# 27
short t19 = (61 + (y16 >> y16)) - 37U; 
# 28
} 
#endif
# 31 "v000768.cu"
template< class T> __attribute__((unused)) static inline T 
# 32
norm20(T *__restrict__ acc21, int n22, long q23) 
# 33
{int volatile ___ = 1;(void)acc21;(void)n22;(void)q23;
# 50
::exit(___);}
#if 0
# 33
{ 
# 34
Op7 t24 = OFF8; 
# 35
if (!acc21) { 
# 36
return ((q23 += (acc21[q23 & (7)])), ((22.125) + (__device_builtin_variable_threadIdx.x))); 
# 37
}  
# 38
int iter25 = 0; 
# 39
while (iter25 < n22) { 
# 40
--q23; 
# 41
int pass26 = 0; 
# 42
while (pass26 < ((IDLE9) + 11)) { 
# 43
auto s27 = __device_builtin_variable_gridDim.z; 
# 44
(acc21[(__device_builtin_variable_threadIdx.x) & (7)]) = 127; 
# 45
++pass26; 
# 46
}  
# 47
++iter25; 
# 48
}  
# 49
return t24; 
# 50
} 
#endif
# 53 "v000768.cu"
template< class T, int N = 6> int 
# 54
kick28(const T *in29, const double *__restrict__ coef30) 
# 55
{ 
# 56
return ((41UL) + (coef30[2])) / (4); 
# 57
} 
# 59
extern "C" {
# 60
__attribute__((visibility("hidden"))) void apply31_kernel(int lane32, const short *input33, float a34, float *data35) ;
#if 0
# 61
{ 
# 62
unsigned i36 = __device_builtin_variable_threadIdx.x; 
# 63
__attribute__((unused)) static float sh_37[256]; 
# 64
a34++; 
# 65
} 
#endif
# 66 "v000768.cu"
}
# 68
int tile38(float *__restrict__ out39, int stride40, int *data41) 
# 69
{ 
# 70
if (((*data41) >> 5) > (IDLE9)) { 
# 71
return data41[stride40]; 
# 72
}  
# 73
(__cudaPushCallConfiguration(((dim3)(1 << ((IDLE9) + ((IDLE9) + (IDLE9))))), dim3((IDLE9) + 1, (stride40 + 127) / 128, (stride40 + 255) / 256), sizeof(float) * (32), 0)) ? (void)0 : relax10_kernel(stride40, 27, reinterpret_cast< short *>(out39), nullptr); 
# 74
auto op45 = []()->int { 
# 75
for (int it42 = 0, j43 = 15; it42 < j43; (++it42), (--j43)) { 
# 76
auto s44 = it42; 
# 77
(__cudaPushCallConfiguration((it42 + 31) / 32, dim3((IDLE9) + 127, 128), 0)) ? (void)0 : apply31_kernel(40 + s44, (const short *)nullptr, (s44 ^ (IDLE9)) & (s44 + j43), nullptr); 
# 78
}  
# 79
return 40UL; 
# 80
} ; typedef decltype(op45) __T0;
# 81
int tmp46 = (data41[stride40]) | (stride40 * stride40); 
# 82
static_assert((sizeof(int) == (4)));
# 83
tmp46 = (-((tmp46 < (u'\x23')) ? stride40 & 11 : ((int)tmp46))); 
# 84
float diff47 = +(43L - (*data41)); 
# 85
return tmp46 * 17; 
# 86
} 
# 88
int main() 
# 89
{ 
# 90
int size48 = 3776; 
# 91
const char *stride49 = ("AB_tail"); 
# 92
(__cudaPushCallConfiguration((size48 + 31) / 32, dim3(32, (size48 + 31) / 32, 4))) ? (void)0 : trace1_kernel(nullptr, ((stride49[1]) + (2.5F)) / ((stride49[0]) - (4.625F)), nullptr); 
# 93
return 0; 
# 94
} 

# 1 "v000768.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__abb5db3e_10_v000768_cu_33d6e2df
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000768.cudafe1.stub.c"
#include "v000768.cudafe1.stub.c"
# 1 "v000768.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
