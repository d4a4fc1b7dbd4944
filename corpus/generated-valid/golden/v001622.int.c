# 1 "v001622.cu"
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
# 8 "v001622.cu"
__attribute((always_inline)) __attribute__((unused)) inline int sweep3(int stride4, float p5 = (19.75F)) {int volatile ___ = 1;(void)stride4;(void)p5;
# 17
::exit(___);}
#if 0
# 8
{ 
# 9
stride4++; 
# 11
#pragma unroll 8
for (
# 11
int i6 = 0; i6 < 9; ++i6) { 
# 12
p5 = ((((short)p5) - ((p5 += p5), (__device_builtin_variable_blockIdx.z))) * ((16.125F) - (i6 + i6))); 
# 13
__attribute__((unused)) static unsigned short sh_7[1 << 5]; 
# 14
++stride4; 
# 15
}  
# 16
return ((stride4 += stride4), stride4); 
# 17
} 
#endif
# 24 "v001622.cu"
__attribute__((visibility("hidden"))) void map_pack9(double *data, int n) ;
#if 0
# 24
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((double)2)); }  } 
#endif
# 25 "v001622.cu"
__attribute__((visibility("hidden"))) void map_blend10(unsigned *data, int n) ;
#if 0
# 25
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((unsigned)2)); }  } 
#endif
# 28 "v001622.cu"
__attribute__((unused)) void rank11(int stride12, float alpha13) {int volatile ___ = 1;(void)stride12;(void)alpha13;
# 37
::exit(___);}
#if 0
# 28
{ 
# 29
__attribute__((unused)) static int sh_14[256]; 
# 30
alpha13++; 
# 31
double lim15[2] = {}; 
# 32
if (((__device_builtin_variable_blockIdx.x) + (3)) < stride12) { 
# 33
return; }  
# 34
short prod16[6]{static_cast< short>(sh_14[__device_builtin_variable_warpSize]), (29), (17U), (6U), (short)(sh_14[88]), (-43)}; 
# 35
(prod16[stride12]) = (10); 
# 36
int cnt17[5] = {stride12, stride12, 16}; 
# 37
} 
#endif
# 39 "v001622.cu"
__attribute((always_inline)) __attribute__((unused)) inline int bias18(bool p19, unsigned char q20 = 255) {int volatile ___ = 1;(void)p19;(void)q20;
# 45
::exit(___);}
#if 0
# 39
{ 
# 40
float hi21[5]{(12.5F), static_cast< float>(q20), static_cast< float>(p19), (21.375F), (24.375F)}; 
# 41
p19 = ((((p19 - p19) / (q20 - 32)) < (p19 + q20)) || ((((long long)__device_builtin_variable_warpSize) <= (54)) && (!p19))); 
# 42
if (!((hi21[q20]) <= p19)) { 
# 43
return -30; }  
# 44
return q20 >> (((__device_builtin_variable_gridDim.x) + q20) * q20); 
# 45
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 47 "v001622.cu"
template< class T, int N> static void 
# 48
__wrapper__device_stub_relax22_kernel(T *__restrict__ &data23, float &alpha24, unsigned char *__restrict__ &data25) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 48
{ 
# 49
int tid26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 50
switch (data25[tid26]) { 
# 51
case 0:  
# 52
--(*data23); 
# 53
break; 
# 54
}  
# 55
(data23[tid26]) = ((N) + (__device_builtin_variable_threadIdx.x)); 
# 56
if ((alpha24 != (60)) || (tid26 > N)) { 
# 57
return; }  
# 58
(data25[2]) = (((static_cast< T>(alpha24)) * N) + (data23[__device_builtin_variable_gridDim.z])); 
# 59
} 
#endif

#pragma GCC diagnostic pop

# 47 "v001622.cu"
template< class T, int N> static void 
# 48
relax22_kernel(T *__restrict__ data23, float alpha24, unsigned char *__restrict__ data25) {__wrapper__device_stub_relax22_kernel<T,N>(data23,alpha24,data25);
# 59
return;}
#if 0
# 48
{ 
# 49
int tid26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 50
switch (data25[tid26]) { 
# 51
case 0:  
# 52
--(*data23); 
# 53
break; 
# 54
}  
# 55
(data23[tid26]) = ((N) + (__device_builtin_variable_threadIdx.x)); 
# 56
if ((alpha24 != (60)) || (tid26 > N)) { 
# 57
return; }  
# 58
(data25[2]) = (((static_cast< T>(alpha24)) * N) + (data23[__device_builtin_variable_gridDim.z])); 
# 59
} 
#endif
# 61 "v001622.cu"
__attribute__((visibility("hidden"))) void stencil27_kernel(float cfg28, float q29) ;
#if 0
# 61
{ 
# 62
unsigned tid30 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 63
if ((q29 <= tid30) && (q29 == (54))) { 
# 64
return; }  
# 65
int hi31(2269); 
# 66
unsigned mid32(((float)cfg28) - (6)); 
# 67
int diff33 = (8) - tid30; 
# 68
__attribute__((unused)) static long sh_34[256]; 
# 69
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 71 "v001622.cu"
template< class T> static void 
# 72
__wrapper__device_stub_tile35_kernel(T *&data36, const unsigned *__restrict__ &src37) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 72
{ 
# 73
int i38 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 74
(*data36) = (static_cast< T>((i38 - (src37[i38])) << (src37[__device_builtin_variable_blockIdx.z]))); 
# 75
for (int j39 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j39 < 3; j39 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 76
(*data36) = (static_cast< T>((38 - (data36[j39])) - ((T)(__device_builtin_variable_threadIdx.y)))); 
# 77
if (j39 != 61UL) { 
# 78
continue; }  
# 79
--(data36[3]); 
# 80
}  
# 81
} 
#endif

#pragma GCC diagnostic pop

# 71 "v001622.cu"
template< class T> static void 
# 72
tile35_kernel(T *data36, const unsigned *__restrict__ src37) {__wrapper__device_stub_tile35_kernel<T>(data36,src37);
# 81
return;}
#if 0
# 72
{ 
# 73
int i38 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 74
(*data36) = (static_cast< T>((i38 - (src37[i38])) << (src37[__device_builtin_variable_blockIdx.z]))); 
# 75
for (int j39 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); j39 < 3; j39 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 76
(*data36) = (static_cast< T>((38 - (data36[j39])) - ((T)(__device_builtin_variable_threadIdx.y)))); 
# 77
if (j39 != 61UL) { 
# 78
continue; }  
# 79
--(data36[3]); 
# 80
}  
# 81
} 
#endif
# 83 "v001622.cu"
__attribute__((visibility("hidden"))) void trace40(long a41) ;
#if 0
# 83
{ 
# 84
int idx42 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 85
if ((+a41) < (__device_builtin_variable_blockDim.x)) { 
# 86
return; }  
# 87
--a41; 
# 88
a41 = (4 * idx42); 
# 89
} 
#endif
# 91 "v001622.cu"
int main() { 
# 92
int count43 = 582; 
# 93
if (count43 == count43) { 
# 94
return count43; }  
# 95
count43 = count43; 
# 96
char *flag44 = (nullptr); 
# 97
(*flag44)++; 
# 98
constexpr float sum45 = (4.125F); 
# 99
(__cudaPushCallConfiguration((count43 + 127) / 128, 256, sizeof(float) * (64), 0)) ? (void)0 : map_pack9(reinterpret_cast< double *>(flag44), count43); 
# 100
(__cudaPushCallConfiguration(16, 512)) ? (void)0 : map_blend10((unsigned *)nullptr, *flag44); 
# 101
(__cudaPushCallConfiguration(dim3(512, (count43 + 31) / 32), ((dim3)((count43 + 255) / 256)), 0)) ? (void)0 : relax22_kernel< unsigned, 4> (reinterpret_cast< unsigned *>(flag44), (*flag44) / count43, reinterpret_cast< unsigned char *>(flag44)); 
# 102
return 0; 
# 103
} 

# 1 "v001622.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5ca3458b_10_v001622_cu_3164fe05
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001622.cudafe1.stub.c"
#include "v001622.cudafe1.stub.c"
# 1 "v001622.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
