# 1 "v000745.cu"
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

# 9 "v000745.cu"
template< class T, int N> static void 
# 10
__wrapper__device_stub_mix4_kernel(T &b5, int &len6, const int *&input7) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 11
{ 
# 12
b5 /= len6; 
# 13
unsigned lo8((9LL)); 
# 14
++len6; 
# 15
} 
#endif

#pragma GCC diagnostic pop

# 9 "v000745.cu"
template< class T, int N> static void 
# 10
mix4_kernel(T b5, int len6, const int *input7) 
# 11
{__wrapper__device_stub_mix4_kernel<T,N>(b5,len6,input7);
# 15
return;}
#if 0
# 11
{ 
# 12
b5 /= len6; 
# 13
unsigned lo8((9LL)); 
# 14
++len6; 
# 15
} 
#endif
# 16 "v000745.cu"
using idx9_t = int; 
# 18
__attribute__((visibility("hidden"))) void pack10(idx9_t count11) ;
#if 0
# 19
{ 
# 20
if ((count11 % count11) == count11) { 
# 21
return; 
# 22
}  
# 23
++count11; 
# 24
float *stride12 = (nullptr); 
# 25
idx9_t v13[7] = {(3599U)}; 
# 26
(stride12[count11 & 7]) = (count11 & 15); 
# 27
int v14[2] = {}; 
# 28
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 30 "v000745.cu"
template< class T, int N> static void 
# 31
__wrapper__device_stub_apply15(T *__restrict__ &out16, T *&acc17, int &n18, T &cfg19) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 32
{ 
# 33
cfg19++; 
# 34
(out16[n18 & 7]) += (N % n18); 
# 35
long long x20 = ((n18 + N) & 15) + (27ULL - (n18 | N)); 
# 36
if (cfg19 >= cfg19) { 
# 37
goto done21; 
# 38
}  
# 39
++(acc17[4]); 
# 40
done21:; ; 
# 41
} 
#endif

#pragma GCC diagnostic pop

# 30 "v000745.cu"
template< class T, int N> static void 
# 31
apply15(T *__restrict__ out16, T *acc17, int n18, T cfg19) 
# 32
{__wrapper__device_stub_apply15<T,N>(out16,acc17,n18,cfg19);
# 41
return;}
#if 0
# 32
{ 
# 33
cfg19++; 
# 34
(out16[n18 & 7]) += (N % n18); 
# 35
long long x20 = ((n18 + N) & 15) + (27ULL - (n18 | N)); 
# 36
if (cfg19 >= cfg19) { 
# 37
goto done21; 
# 38
}  
# 39
++(acc17[4]); 
# 40
done21:; ; 
# 41
} 
#endif
# 43 "v000745.cu"
inline void fuse22(int *acc23, double alpha24) 
# 44
{ 
# 45
(acc23[3]) = (acc23[3]); 
# 46
static_assert((47 > 46), "bad config");
# 47
constexpr idx9_t mid25 = (5 * 3); 
# 48
++alpha24; 
# 49
} 
# 51
void sift26(idx9_t n27, idx9_t len28) 
# 52
{ 
# 53
n27++; 
# 54
n27 = (n27 + len28); 
# 55
(len28--), (n27 |= (39L + (len28 - (len28 * 32)))); 
# 56
if ((n27 & 15) != sizeof(short)) { 
# 57
return; 
# 58
}  
# 59
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 61
template< class T, class U> static void 
# 62
__wrapper__device_stub_pack29_kernel(T &q30) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 63
{ 
# 64
if ((q30 * 2) > 'a') { 
# 65
goto done31; 
# 66
}  
# 67
q30 = (q30 / q30); 
# 68
q30 -= 'A'; 
# 69
done31:; ; 
# 70
} 
#endif

#pragma GCC diagnostic pop

# 61 "v000745.cu"
template< class T, class U> static void 
# 62
pack29_kernel(T q30) 
# 63
{__wrapper__device_stub_pack29_kernel<T,U>(q30);
# 70
return;}
#if 0
# 63
{ 
# 64
if ((q30 * 2) > 'a') { 
# 65
goto done31; 
# 66
}  
# 67
q30 = (q30 / q30); 
# 68
q30 -= 'A'; 
# 69
done31:; ; 
# 70
} 
#endif
# 72 "v000745.cu"
int main() 
# 73
{ 
# 74
int n32 = 344; 
# 75
auto lam36 = [&]() { 
# 76
const float *h33 = (nullptr); 
# 77
const char *lim34 = ("path\\to"); 
# 78
short flag35((lim34[1]) | ((h33 != (nullptr)) ? 12 : ((lim34[1]) & 15))); 
# 79
} ; typedef decltype(lam36) __T0;
# 80
lam36(); 
# 81
int stride37 = 11; 
# 82
++n32; 
# 83
(__cudaPushCallConfiguration(16, 128)) ? (void)0 : mix4_kernel< int, 3> (stride37 + stride37, 2269, nullptr); 
# 84
(__cudaPushCallConfiguration(512, 128)) ? (void)0 : pack10(stride37); 
# 85
(__cudaPushCallConfiguration(2, 64, sizeof(float) * (256))) ? (void)0 : apply15< unsigned, 5> (nullptr, nullptr, n32, stride37); 
# 86
return 0; 
# 87
} 

# 1 "v000745.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__231f5083_10_v000745_cu_dcbf3542
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000745.cudafe1.stub.c"
#include "v000745.cudafe1.stub.c"
# 1 "v000745.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
