# 1 "v000138.cu"
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
# 12 "v000138.cu"
template< class T> 
# 13
struct Particle6 { 
# 14
T lo7; 
# 15
}; 
# 17
template< class T> 
# 18
struct Vec8 { 
# 19
T hi9; 
# 20
float flag10; 
# 21
}; 
# 23
__attribute__((visibility("hidden"))) void stencil11(float *buf12) ;
#if 0
# 24
{ 
# 25
(buf12[3]) = (buf12[0]); 
# 26
if (((buf12[3]) - (buf12[3])) > (5UL)) { 
# 27
return; 
# 28
}  
# 29
(buf12[1]) = (7.75F); 
# 30
float h13 = (1583); 
# 31
if ((49) < ((h13 += (buf12[1])), 4L)) { 
# 32
goto finish14; 
# 33
}  
# 34
h13--; 
# 35
finish14:; ; 
# 36
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 38 "v000138.cu"
template< class T, int N> static void 
# 39
__wrapper__device_stub_shade15_kernel(const T *&in16, int &len17) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 40
{ 
# 41
if (len17 <= N) { 
# 42
return; 
# 43
}  
# 44
len17 = (N | (len17 - N)); 
# 45
const unsigned stride18 = in16[len17]; 
# 46
float r19{(5.0F)}; 
# 47
const T y20 = ((10.75F) * stride18); 
# 48
if (in16 != nullptr) { 
# 49
goto skip21; 
# 50
}  
# 51
len17 = (len17 & ((stride18 + (N)) * (N))); 
# 52
skip21:; ; 
# 53
} 
#endif

#pragma GCC diagnostic pop

# 38 "v000138.cu"
template< class T, int N> static void 
# 39
shade15_kernel(const T *in16, int len17) 
# 40
{__wrapper__device_stub_shade15_kernel<T,N>(in16,len17);
# 53
return;}
#if 0
# 40
{ 
# 41
if (len17 <= N) { 
# 42
return; 
# 43
}  
# 44
len17 = (N | (len17 - N)); 
# 45
const unsigned stride18 = in16[len17]; 
# 46
float r19{(5.0F)}; 
# 47
const T y20 = ((10.75F) * stride18); 
# 48
if (in16 != nullptr) { 
# 49
goto skip21; 
# 50
}  
# 51
len17 = (len17 & ((stride18 + (N)) * (N))); 
# 52
skip21:; ; 
# 53
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 55 "v000138.cu"
template< class T, int N> static void 
# 56
__wrapper__device_stub_scale22(const T *&input23) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 57
{ 
# 58
char *prod24 = ((char *)nullptr); 
# 59
const T y25 = ((13.625)); 
# 60
if ((prod24[2]) <= y25) { 
# 61
goto out27; 
# 62
}  
# 63
for (int it26 = 0; it26 < 16; it26++) { 
# 64
(prod24[0]) = (34); 
# 65
}  
# 66
(prod24[0]) = y25; 
# 67
out27:; ; 
# 68
} 
#endif

#pragma GCC diagnostic pop

# 55 "v000138.cu"
template< class T, int N> static void 
# 56
scale22(const T *input23) 
# 57
{__wrapper__device_stub_scale22<T,N>(input23);
# 68
return;}
#if 0
# 57
{ 
# 58
char *prod24 = ((char *)nullptr); 
# 59
const T y25 = ((13.625)); 
# 60
if ((prod24[2]) <= y25) { 
# 61
goto out27; 
# 62
}  
# 63
for (int it26 = 0; it26 < 16; it26++) { 
# 64
(prod24[0]) = (34); 
# 65
}  
# 66
(prod24[0]) = y25; 
# 67
out27:; ; 
# 68
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 70 "v000138.cu"
template< class T> static void 
# 71
__wrapper__device_stub_kick28(T &a29, const int *&src30, T *&buf31, int *&dst32) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 72
{ 
# 73
Particle6< float>  val33 = Particle6< float> {(9.0F)}; 
# 74
int w34 = (51) * (val33.lo7); 
# 75
} 
#endif

#pragma GCC diagnostic pop

# 70 "v000138.cu"
template< class T> static void 
# 71
kick28(T a29, const int *src30, T *buf31, int *dst32) 
# 72
{__wrapper__device_stub_kick28<T>(a29,src30,buf31,dst32);
# 75
return;}
#if 0
# 72
{ 
# 73
Particle6< float>  val33 = Particle6< float> {(9.0F)}; 
# 74
int w34 = (51) * (val33.lo7); 
# 75
} 
#endif
# 77 "v000138.cu"
int main() 
# 78
{ 
# 79
int count35 = 2789; 
# 80
count35 = count35; 
# 81
(__cudaPushCallConfiguration(16 * 2, 64, 256, 0)) ? (void)0 : kick28< unsigned> (2520, nullptr, (unsigned *)nullptr, nullptr); 
# 82
(__cudaPushCallConfiguration(((dim3)((count35 + 31) / 32)), 256, 1024, 0)) ? (void)0 : stencil11((float *)nullptr); 
# 83
(__cudaPushCallConfiguration(dim3((count35 + 63) / 64, (count35 + 63) / 64), 8 * 8)) ? (void)0 : shade15_kernel< unsigned, 5> (nullptr, '\n'); 
# 84
(__cudaPushCallConfiguration(dim3(128, (count35 + 63) / 64, (count35 + 63) / 64), 256, 1024)) ? (void)0 : scale22< double, 6> (nullptr); 
# 85
return 0; 
# 86
} 

# 1 "v000138.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b50cb753_10_v000138_cu_ebb527e0
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000138.cudafe1.stub.c"
#include "v000138.cudafe1.stub.c"
# 1 "v000138.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
