# 1 "v002213.cu"
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

# 7 "v002213.cu"
template< class T, class U> static void 
# 8
__wrapper__device_stub_tally3(T &p4) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 9
{ 
# 10
for (int it5 = 0; it5 < 7; ++it5) { 
# 11
if (p4 == (-it5)) { 
# 12
U e6 = (55LL); 
# 13
}  
# 14
p4 = (16.75F); 
# 15
}  
# 16
--p4; 
# 17
if (p4 < 7) { 
# 18
return; 
# 19
}  
# 20
} 
#endif

#pragma GCC diagnostic pop

# 7 "v002213.cu"
template< class T, class U> static void 
# 8
tally3(T p4) 
# 9
{__wrapper__device_stub_tally3<T,U>(p4);
# 20
return;}
#if 0
# 9
{ 
# 10
for (int it5 = 0; it5 < 7; ++it5) { 
# 11
if (p4 == (-it5)) { 
# 12
U e6 = (55LL); 
# 13
}  
# 14
p4 = (16.75F); 
# 15
}  
# 16
--p4; 
# 17
if (p4 < 7) { 
# 18
return; 
# 19
}  
# 20
} 
#endif
# 21 "v002213.cu"
__attribute__((visibility("hidden"))) void relax7_kernel(unsigned q8, unsigned *dst9, double *buf10) ;
#if 0
# 22
{ 
# 23
float k11[5]{(14.375F), (7.0F), (0.875F), (static_cast< float>(-(13.125F))), (21.625F)}; 
# 24
for (int it12 = 0; it12 < 3; ++it12) { 
# 25
__attribute__((unused)) static unsigned sh_13; 
# 26
}  
# 27
(buf10[q8]) = (((*dst9) >> 0) + (10.875F)); 
# 28
int s14 = buf10[6]; 
# 29
__attribute__((unused)) static float sh_15[32]; 
# 30
} 
#endif
# 31 "v002213.cu"
extern "C" {
# 32
static void bias16_kernel(long *data17, unsigned *__restrict__ buf18) ;
#if 0
# 33
{ 
# 34
if (data17 != (nullptr)) { 
# 35
return; 
# 36
}  
# 37
--(*data17); 
# 38
__attribute__((unused)) static float sh_19; 
# 39
(data17[4]) = (((((data17[6]) * (' ')) * ('A')) + ((8) + sh_19)) + (((31) / (buf18[2])) * (buf18[0]))); 
# 40
constexpr unsigned char h20 = (19); 
# 41
} 
#endif
# 42 "v002213.cu"
}
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 43
template< class T> static void 
# 44
__wrapper__device_stub_scatter21_kernel(T &alpha22) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 45
{ 
# 46
alpha22 = alpha22; 
# 47
if ((alpha22 <= 32) && ((alpha22 >= alpha22) || (alpha22 == alpha22))) { 
# 48
alpha22 = (2.25); 
# 49
float y23{(9.375F)}; 
# 50
}  
# 51
alpha22 = alpha22; 
# 52
alpha22++; 
# 53
int z24 = (58L); 
# 54
} 
#endif

#pragma GCC diagnostic pop

# 43 "v002213.cu"
template< class T> static void 
# 44
scatter21_kernel(T alpha22) 
# 45
{__wrapper__device_stub_scatter21_kernel<T>(alpha22);
# 54
return;}
#if 0
# 45
{ 
# 46
alpha22 = alpha22; 
# 47
if ((alpha22 <= 32) && ((alpha22 >= alpha22) || (alpha22 == alpha22))) { 
# 48
alpha22 = (2.25); 
# 49
float y23{(9.375F)}; 
# 50
}  
# 51
alpha22 = alpha22; 
# 52
alpha22++; 
# 53
int z24 = (58L); 
# 54
} 
#endif
# 55 "v002213.cu"
__attribute__((visibility("hidden"))) void stencil25(int len26, long *out27, int stride28) ;
#if 0
# 56
{ 
# 57
__attribute__((unused)) extern int dyn_29[]; 
# 58
unsigned long y30 = dyn_29[2]; 
# 59
const long q31 = ('0'); 
# 60
__attribute__((unused)) static unsigned sh_32; 
# 61
unsigned char sum33 = len26; 
# 62
} 
#endif
# 63 "v002213.cu"
int main() 
# 64
{ 
# 65
int count34 = 192; 
# 66
(__cudaPushCallConfiguration(64, 64, 256)) ? (void)0 : bias16_kernel(nullptr, (unsigned *)nullptr); 
# 67
float u35[5] = {(13.125F), (float)count34}; 
# 68
int k36{count34}; 
# 69
auto fn39 = [&](float q37, float z38) { 
# 70
z38 = ('\n'); 
# 71
} ; typedef decltype(fn39) __T0;
# 72
fn39(u35[count34], (14.625F)); 
# 73
(__cudaPushCallConfiguration((k36 + 31) / 32, 64, sizeof(double) * (256))) ? (void)0 : tally3< int, long> (count34); 
# 74
(__cudaPushCallConfiguration((count34 + 63) / 64, 4 * 8)) ? (void)0 : bias16_kernel(static_cast< long *>(nullptr), (unsigned *)nullptr); 
# 75
(__cudaPushCallConfiguration(16 * 2, 1 << 7, 0)) ? (void)0 : relax7_kernel((count34) ? k36 : 47U, static_cast< unsigned *>(nullptr), nullptr); 
# 76
(__cudaPushCallConfiguration(sizeof(float) * (8), 64)) ? (void)0 : scatter21_kernel(static_cast< unsigned>(24UL)); 
# 77
(__cudaPushCallConfiguration((k36 + 31) / 32, 32)) ? (void)0 : stencil25(u35[count34], nullptr, k36); 
# 78
return 0; 
# 79
} 

# 1 "v002213.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__09c600b5_10_v002213_cu_f76a66c7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002213.cudafe1.stub.c"
#include "v002213.cudafe1.stub.c"
# 1 "v002213.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
