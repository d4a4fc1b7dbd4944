# 1 "v001179.cu"
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
# 18 "v001179.cu"
int accum6(int *acc7, int lane8 = 0) { 
# 19
(acc7[lane8])--; 
# 20
lane8 = lane8; 
# 21
--lane8; 
# 22
for (int it9 = 0; it9 < lane8; it9++) { 
# 23
lane8 = ((1268 - it9) - 26); 
# 24
}  
# 25
lane8 = (sizeof(float) * lane8); 
# 26
return *acc7; 
# 27
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 29
template< class T, int N> static void 
# 30
__wrapper__device_stub_scale10_kernel(const T *__restrict__ &input11, signed char &p12, double &a13) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 30
{ 
# 31
accum6(nullptr); 
# 32
++a13; 
# 33
} 
#endif

#pragma GCC diagnostic pop

# 29 "v001179.cu"
template< class T, int N> static void 
# 30
scale10_kernel(const T *__restrict__ input11, signed char p12, double a13) {__wrapper__device_stub_scale10_kernel<T,N>(input11,p12,a13);
# 33
return;}
#if 0
# 30
{ 
# 31
accum6(nullptr); 
# 32
++a13; 
# 33
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 35 "v001179.cu"
template< class T, int N = 5> static void 
# 36
__wrapper__device_stub_update14_kernel(T &b15, const unsigned *&in16, T *&buf17) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 36
{ 
# 37
(*buf17) = accum6((int *)nullptr, 58 * ((in16[2]) * (*buf17))); 
# 38
T r18 = (28); 
# 39
accum6(nullptr, b15); 
# 40
accum6(nullptr, ((r18 += (in16[2])), (62 + r18))); 
# 41
b15++; 
# 42
unsigned y19 = *buf17; 
# 43
} 
#endif

#pragma GCC diagnostic pop

# 35 "v001179.cu"
template< class T, int N = 5> static void 
# 36
update14_kernel(T b15, const unsigned *in16, T *buf17) {__wrapper__device_stub_update14_kernel<T,N>(b15,in16,buf17);
# 43
return;}
#if 0
# 36
{ 
# 37
(*buf17) = accum6((int *)nullptr, 58 * ((in16[2]) * (*buf17))); 
# 38
T r18 = (28); 
# 39
accum6(nullptr, b15); 
# 40
accum6(nullptr, ((r18 += (in16[2])), (62 + r18))); 
# 41
b15++; 
# 42
unsigned y19 = *buf17; 
# 43
} 
#endif
# 44 "v001179.cu"
typedef double real20_t; 
# 45
using idx21_t = unsigned short; 
# 46
enum class Level22: unsigned char { Add23, Red24}; 
# 48
__attribute__((visibility("hidden"))) void bias25_kernel(int len26, int count27, unsigned *data28) ;
#if 0
# 48
{ 
# 49
int cnt29 = (((len26 % 15L) >= (59)) ? 1093 >> count27 : 13) * ('a'); 
# 50
len26 = count27; 
# 51
if (*data28) { 
# 52
return; 
# 53
}  
# 54
Level22 e30 = Level22::Add23; 
# 55
} 
#endif
# 57 "v001179.cu"
__attribute__((visibility("hidden"))) void combine31_kernel(long *buf32) ;
#if 0
# 57
{ 
# 58
--(*buf32); 
# 59
Level22 f33 = Level22::Red24; 
# 60
} 
#endif
# 62 "v001179.cu"
static void grow34_kernel(int count35, float alpha36, int len37) ;
#if 0
# 62
{ 
# 63
--len37; 
# 64
count35 = len37; 
# 65
accum6((int *)nullptr); 
# 66
} 
#endif
# 68 "v001179.cu"
int main() { 
# 69
int count38 = 1456; 
# 70
auto op43 = [=](float stride39, int idx40) mutable->long long { 
# 71
for (int i41 = 0; i41 < 4; ++i41) { 
# 72
float *hi42 = (nullptr); 
# 73
accum6((int *)nullptr, idx40 - stride39); 
# 74
}  
# 75
return -(count38); 
# 76
} ; typedef decltype(op43) __T0;
# 77
op43(count38, count38); 
# 78
double u44 = count38 * ((accum6((int *)nullptr)) + sizeof(float)); 
# 79
(__cudaPushCallConfiguration(16, 8 + 120, 0)) ? (void)0 : grow34_kernel(u44, accum6(nullptr), 47 - (count38 * 26)); 
# 80
u44--; 
# 81
(__cudaPushCallConfiguration(((dim3)(26 + (4 + 2))), (8 + (4 + (4 + 16))) * 16)) ? (void)0 : scale10_kernel< long, 8> (nullptr, 38, (accum6(nullptr)) ? u44 - (20.25) : (count38 >> count38)); 
# 82
(__cudaPushCallConfiguration(dim3((count38 + 127) / 128, (count38 + 255) / 256), 32 * 4)) ? (void)0 : update14_kernel(count38, nullptr, (int *)nullptr); 
# 83
(__cudaPushCallConfiguration(4 + 28, dim3((count38 + 31) / 32, (count38 + 255) / 256), 26 + (8 + 990))) ? (void)0 : bias25_kernel(count38, ((count38 += 16), sizeof(unsigned long)), nullptr); 
# 84
return 0; 
# 85
} 

# 1 "v001179.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5e477d42_10_v001179_cu_6604bf5b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001179.cudafe1.stub.c"
#include "v001179.cudafe1.stub.c"
# 1 "v001179.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
