# 1 "v000313.cu"
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
# 15 "v000313.cu"
__attribute__((visibility("hidden"))) void shade6_kernel(const float *input7, int count8, float *__restrict__ data9, int *dst10) ;
#if 0
# 15
{ 
# 16
count8++; 
# 17
if (((dst10[count8]) % (sizeof(int) - count8)) >= ('#')) { 
# 18
if (((dst10[count8]) % (3 + count8)) >= (+(data9[count8 & 7]))) { 
# 19
__attribute__((unused)) static float sh_11; 
# 20
}  
# 21
float q12 = count8; 
# 22
}  
# 23
__attribute__((unused)) static long sh_13; 
# 24
} 
#endif
# 25 "v000313.cu"
enum Color14: unsigned { HIGH15, BUSY16 = 4U, BLUE17 = 7U, IDLE18}; 
# 26
const float g_bump19 = (22.25F); 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 29
template< class T, int N> static void 
# 30
__wrapper__device_stub_step20(T *__restrict__ &acc21, long &p22, const unsigned char *&coef23, long &beta24) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 30
{ 
# 31
__attribute__((unused)) static short sh_25; 
# 32
if (sh_25 <= (sh_25 * (*coef23))) { 
# 33
goto skip29; 
# 34
}  
# 35
sh_25 = ((((sh_25 + 27) + (15UL / sh_25)) + (41)) / ((static_cast< unsigned char>(sh_25)) | (N | sh_25))); 
# 36
if (sh_25 >= p22) { 
# 37
for (int j26 = 0; j26 < ((BUSY16) + (2)); j26 += 2) { 
# 38
for (int j27 = 15; j27 > 0; --j27) { 
# 39
T x28 = j26 * N; 
# 40
if (acc21 == nullptr) { 
# 41
return; 
# 42
}  
# 43
}  
# 44
}  
# 45
}  
# 46
skip29:; ; 
# 47
} 
#endif

#pragma GCC diagnostic pop

# 29 "v000313.cu"
template< class T, int N> static void 
# 30
step20(T *__restrict__ acc21, long p22, const unsigned char *coef23, long beta24) {__wrapper__device_stub_step20<T,N>(acc21,p22,coef23,beta24);
# 47
return;}
#if 0
# 30
{ 
# 31
__attribute__((unused)) static short sh_25; 
# 32
if (sh_25 <= (sh_25 * (*coef23))) { 
# 33
goto skip29; 
# 34
}  
# 35
sh_25 = ((((sh_25 + 27) + (15UL / sh_25)) + (41)) / ((static_cast< unsigned char>(sh_25)) | (N | sh_25))); 
# 36
if (sh_25 >= p22) { 
# 37
for (int j26 = 0; j26 < ((BUSY16) + (2)); j26 += 2) { 
# 38
for (int j27 = 15; j27 > 0; --j27) { 
# 39
T x28 = j26 * N; 
# 40
if (acc21 == nullptr) { 
# 41
return; 
# 42
}  
# 43
}  
# 44
}  
# 45
}  
# 46
skip29:; ; 
# 47
} 
#endif
# 49 "v000313.cu"
double scale30(const double *__restrict__ in31, int lane32) { 
# 50
if ((BLUE17) <= ((*in31) - g_bump19)) { 
# 51
goto finish34; 
# 52
}  
# 53
for (int n33 = 13; n33 > 0; --n33) { 
# 54
(__cudaPushCallConfiguration((IDLE18) + (248), 42 + 86)) ? (void)0 : shade6_kernel(reinterpret_cast< const float *>(in31), 57U, (float *)nullptr, nullptr); 
# 55
}  
# 56
(__cudaPushCallConfiguration((lane32 + 255) / 256, 32, 0, 0)) ? (void)0 : step20< unsigned, 4> (nullptr, g_bump19, static_cast< const unsigned char *>(nullptr), 29LL - (static_cast< unsigned>(lane32))); 
# 57
finish34:; ; 
# 58
return in31[lane32 & 7]; 
# 59
} 
# 61
float run_mix35(int count36) { 
# 62
char off37 = (-23); 
# 63
if ((count36 < off37) || (off37 & 1)) { 
# 64
goto done38; 
# 65
}  
# 66
if (off37) { 
# 67
return ((count36 += (BUSY16)), g_bump19) + g_bump19; 
# 68
}  
# 69
done38:; ; 
# 70
return (22.0F); 
# 71
} 
# 73
int main() { 
# 74
int size39 = 1853; 
# 75
if ((size39 - g_bump19) != size39) { 
# 76
return size39; 
# 77
}  
# 78
if (g_bump19 > ((size39 += size39), 24)) { 
# 79
return ((size39 + (size39 % size39)) + ((BUSY16) + size39)); 
# 80
}  
# 81
(__cudaPushCallConfiguration((size39 + 63) / 64, 32 * 16, sizeof(int) * (64))) ? (void)0 : shade6_kernel(nullptr, ((size39 * g_bump19) + size39) + (size39 % size39), static_cast< float *>(nullptr), static_cast< int *>(nullptr)); 
# 82
return 0; 
# 83
} 

# 1 "v000313.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5505c239_10_v000313_cu_b35d0393
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000313.cudafe1.stub.c"
#include "v000313.cudafe1.stub.c"
# 1 "v000313.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
