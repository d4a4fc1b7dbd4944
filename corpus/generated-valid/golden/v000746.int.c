# 1 "v000746.cu"
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
# 15 "v000746.cu"
__attribute__((unused)) void fuse6(int *out7, double a8) {int volatile ___ = 1;(void)out7;(void)a8;
# 23
::exit(___);}
#if 0
# 15
{ 
# 16
for (int n9 = 0; n9 < 12; ++n9) { 
# 17
(*out7)++; }  
# 18
int acc10 = (9) - (((__device_builtin_variable_threadIdx.x) * 29LL) - (19UL)); 
# 19
if ((static_cast< int>(out7[0])) <= 11) { 
# 20
return; }  
# 21
unsigned char idx11 = __device_builtin_variable_threadIdx.z; 
# 22
idx11 = (57); 
# 23
} 
#endif
# 25 "v000746.cu"
namespace gpu12 { 
# 26
__attribute__((visibility("hidden"))) void blend13(long *acc14, double *acc15) ;
#if 0
# 26
{ 
# 27
int tid16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 28
bool q17 = (((acc14[3]) % (8)) - ('0')) <= (16); 
# 29
int w18 = (41ULL); 
# 30
} 
#endif
# 31 "v000746.cu"
}
# 33
__attribute__((unused)) float mix19(int count20, int stride21) {int volatile ___ = 1;(void)count20;(void)stride21;
# 42
::exit(___);}
#if 0
# 33
{ 
# 34
char stride22 = (62L); 
# 35
count20 = (36U); 
# 36
count20 = ((((count20 += (L'\x41')), stride21) - sizeof(float)) + (count20 * count20)); 
# 37
float acc23 = count20; 
# 38
count20 = stride21; 
# 39
int *tmp24 = &count20; 
# 40
fuse6(nullptr, stride21); 
# 41
return (((*tmp24) += (__device_builtin_variable_threadIdx.z)), ((count20 < 16L) ? 16 : (-count20))); 
# 42
} 
#endif
# 44 "v000746.cu"
struct Particle25 { 
# 45
long x26; 
# 46
int y27; 
# 47
float sum28; 
# 48
float count29; 
# 49
}; 
# 51
Particle25 operator+(Particle25 a, Particle25 b) { 
# 52
Particle25 r = a; 
# 53
(r.x26) += (b.x26); 
# 54
(r.y27) += (b.y27); 
# 55
(r.sum28) += (b.sum28); 
# 56
(r.count29) += (b.count29); 
# 57
return r; 
# 58
} 
# 60
template< class T> 
# 61
struct Tile30 { 
# 62
T lo31; 
# 63
T vel32; 
# 64
T w33; 
# 65
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 67
template< class T> static void 
# 68
__wrapper__device_stub_fold34(const T *&src35, T *&acc36, float *&acc37) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 68
{ 
# 69
(acc37[7]) = (41); 
# 70
(acc37[__device_builtin_variable_blockIdx.x]) = ((float)((sizeof(T) * (src35[4])) * (23 >> (__device_builtin_variable_gridDim.x)))); 
# 71
T k38 = (__device_builtin_variable_blockDim.x) % (8); 
# 72
double lo39 = 32 >> __device_builtin_variable_warpSize; 
# 73
} 
#endif

#pragma GCC diagnostic pop

# 67 "v000746.cu"
template< class T> static void 
# 68
fold34(const T *src35, T *acc36, float *acc37) {__wrapper__device_stub_fold34<T>(src35,acc36,acc37);
# 73
return;}
#if 0
# 68
{ 
# 69
(acc37[7]) = (41); 
# 70
(acc37[__device_builtin_variable_blockIdx.x]) = ((float)((sizeof(T) * (src35[4])) * (23 >> (__device_builtin_variable_gridDim.x)))); 
# 71
T k38 = (__device_builtin_variable_blockDim.x) % (8); 
# 72
double lo39 = 32 >> __device_builtin_variable_warpSize; 
# 73
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 75 "v000746.cu"
template< class T, class U> static void 
# 76
__wrapper__device_stub_trace40_kernel(U &b41, const U *&in42) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 76
{ 
# 77
int gid43 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 78
for (int it44 = 0, j45 = 10; it44 < j45; (++it44), (--j45)) { 
# 79
Particle25 y46 = Particle25{}; 
# 80
}  
# 81
(b41--), (b41 = mix19(7 << (gid43 % 8), mix19(332, 1319) * mix19(27, 16))); 
# 82
b41--; 
# 83
unsigned long acc47{2UL}; 
# 84
if (b41 <= (acc47 + 20UL)) { 
# 85
goto done48; 
# 86
}  
# 87
acc47 = (29); 
# 88
done48:; ; 
# 89
} 
#endif

#pragma GCC diagnostic pop

# 75 "v000746.cu"
template< class T, class U> static void 
# 76
trace40_kernel(U b41, const U *in42) {__wrapper__device_stub_trace40_kernel<T,U>(b41,in42);
# 89
return;}
#if 0
# 76
{ 
# 77
int gid43 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 78
for (int it44 = 0, j45 = 10; it44 < j45; (++it44), (--j45)) { 
# 79
Particle25 y46 = Particle25{}; 
# 80
}  
# 81
(b41--), (b41 = mix19(7 << (gid43 % 8), mix19(332, 1319) * mix19(27, 16))); 
# 82
b41--; 
# 83
unsigned long acc47{2UL}; 
# 84
if (b41 <= (acc47 + 20UL)) { 
# 85
goto done48; 
# 86
}  
# 87
acc47 = (29); 
# 88
done48:; ; 
# 89
} 
#endif
# 91 "v000746.cu"
static int check_scatter49(int len50, float *out51, int lane52) { 
# 92
len50++; 
# 93
len50 = len50; 
# 94
return 39; 
# 95
} 
# 97
int main() { 
# 98
int size53 = 2542; 
# 99
(__cudaPushCallConfiguration(64, (16 + (16 + 224)) * 2)) ? (void)0 : fold34< int> (nullptr, &size53, (float *)nullptr); 
# 100
int w54 = 0; 
# 101
do { 
# 102
(__cudaPushCallConfiguration(1 << 6, sizeof(unsigned) * (16 + 16))) ? (void)0 : trace40_kernel< double, unsigned> (w54, nullptr); 
# 103
int base55 = w54 + size53; 
# 104
++w54; 
# 105
} while (w54 < 5); 
# 106
(__cudaPushCallConfiguration(((dim3)((size53 + 255) / 256)), 1 << 8)) ? (void)0 : gpu12::blend13(nullptr, nullptr); 
# 107
return 0; 
# 108
} 

# 1 "v000746.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__31aaff6d_10_v000746_cu_79fd2692
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000746.cudafe1.stub.c"
#include "v000746.cudafe1.stub.c"
# 1 "v000746.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
