# 1 "v001517.cu"
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
# 7 "v001517.cu"
__attribute__((visibility("hidden"))) void bias2_kernel(const int *coef3) ;
#if 0
# 7
{ 
# 8
int tid4 = __device_builtin_variable_threadIdx.x; 
# 9
__attribute__((unused)) static int sh_5; 
# 10
for (int j6 = 0; j6 < 5; ++j6) { 
# 11
int pass7 = 0; 
# 12
while (pass7 < 3) { 
# 13
--sh_5; 
# 14
float cnt8[7] = {}; 
# 15
++pass7; 
# 16
}  
# 17
}  
# 18
} 
#endif
# 20 "v001517.cu"
constexpr int host_scatter9(int lane10) { 
# 21
lane10 = (-((lane10 * lane10) + 23)); 
# 22
return 'A'; 
# 23
} 
# 24
static float c_bump11; 
# 26
static void run_scale12(signed char cfg13) { 
# 27
(__cudaPushCallConfiguration(256 * 2, dim3(sizeof(int), 64, 4 * 2))) ? (void)0 : bias2_kernel(nullptr); 
# 28
dim3 s14 = dim3(32 * 16, 8 * 8, 256); 
# 29
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 31
template< class T, int N> static void 
# 32
__wrapper__device_stub_norm15_kernel(T *&data16, long long *&dst17, const float *&input18, T *&out19) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 32
{ 
# 33
(*data16) = ((63UL) * ((*input18) * (dst17[__device_builtin_variable_blockDim.x]))); 
# 34
int w20 = 0; 
# 35
do { 
# 36
if (((data16[w20]) / 3) > (__device_builtin_variable_blockIdx.y)) { 
# 37
continue; 
# 38
}  
# 39
++w20; 
# 40
} while (w20 < 10); 
# 41
__attribute__((unused)) static double sh_21[16][12]; 
# 42
unsigned long mid22((N)); 
# 43
T s23 = c_bump11; 
# 44
} 
#endif

#pragma GCC diagnostic pop

# 31 "v001517.cu"
template< class T, int N> static void 
# 32
norm15_kernel(T *data16, long long *dst17, const float *input18, T *out19) {__wrapper__device_stub_norm15_kernel<T,N>(data16,dst17,input18,out19);
# 44
return;}
#if 0
# 32
{ 
# 33
(*data16) = ((63UL) * ((*input18) * (dst17[__device_builtin_variable_blockDim.x]))); 
# 34
int w20 = 0; 
# 35
do { 
# 36
if (((data16[w20]) / 3) > (__device_builtin_variable_blockIdx.y)) { 
# 37
continue; 
# 38
}  
# 39
++w20; 
# 40
} while (w20 < 10); 
# 41
__attribute__((unused)) static double sh_21[16][12]; 
# 42
unsigned long mid22((N)); 
# 43
T s23 = c_bump11; 
# 44
} 
#endif
# 46 "v001517.cu"
__attribute__((visibility("hidden"))) void count24_kernel(float *data25, unsigned q26) ;
#if 0
# 46
{ 
# 47
unsigned idx27 = __device_builtin_variable_threadIdx.x; 
# 48
long off28[5]{(36U), 9L, (-32L), ((long)17), (17U)}; 
# 49
__attribute__((unused)) static char sh_29; 
# 50
__attribute__((unused)) static unsigned sh_30; 
# 51
} 
#endif
# 52 "v001517.cu"
static float c_warp31; 
# 54
namespace math32 { 
# 55
__attribute__((visibility("hidden"))) void stencil33(int *out34, float b35, signed char *acc36) ;
#if 0
# 55
{ 
# 56
int tid37 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 57
b35++; 
# 58
b35 = ((long)((unsigned)((17) - c_bump11))); 
# 59
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 61 "v001517.cu"
template< class T, int N = 5> static void 
# 62
__wrapper__device_stub_combine38(T *&out39, T *&buf40) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 62
{ 
# 63
int i41 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 64
if (i41 == ((T)(__device_builtin_variable_threadIdx.z))) { 
# 65
if (N > (*out39)) { 
# 66
return; 
# 67
}  
# 68
}  
# 69
(out39[6]) = N; 
# 70
(out39[i41])++; 
# 71
} 
#endif

#pragma GCC diagnostic pop

# 61 "v001517.cu"
template< class T, int N = 5> static void 
# 62
combine38(T *out39, T *buf40) {::math32::__wrapper__device_stub_combine38<T,N>(out39,buf40);
# 71
return;}
#if 0
# 62
{ 
# 63
int i41 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 64
if (i41 == ((T)(__device_builtin_variable_threadIdx.z))) { 
# 65
if (N > (*out39)) { 
# 66
return; 
# 67
}  
# 68
}  
# 69
(out39[6]) = N; 
# 70
(out39[i41])++; 
# 71
} 
#endif
# 73 "v001517.cu"
__attribute__((visibility("hidden"))) void tile42_kernel(char *out43, char *buf44) ;
#if 0
# 73
{ 
# 74
unsigned gid45 = __device_builtin_variable_threadIdx.x; 
# 75
switch (buf44[gid45]) { 
# 76
case 7:  
# 77
++(out43[6]); 
# 78
break; 
# 79
}  
# 80
(buf44[4])--; 
# 81
int w46 = ((long)((long)50L)); 
# 82
__attribute__((unused)) static int sh_47[16 * 2]; 
# 83
--(sh_47[9]); 
# 84
if ((c_warp31 - (sizeof(int))) < (19)) { 
# 85
return; 
# 86
}  
# 87
} 
#endif
# 88 "v001517.cu"
}
# 90
int main() { 
# 91
int count48 = 1409; 
# 92
if ((((int)count48) + (count48 * 47)) != (count48 - ('A'))) { 
# 93
run_scale12(((int)38) + (count48 + 56U)); 
# 94
}  
# 95
int w49 = 0; 
# 96
while (w49 < count48) { 
# 97
count48 = (w49 / ((+count48) * host_scatter9(w49))); 
# 98
count48 = (240U); 
# 99
++w49; 
# 100
}  
# 101
(__cudaPushCallConfiguration((count48 + 255) / 256, 32, sizeof(double) * (256))) ? (void)0 : norm15_kernel< double, 6> (nullptr, (long long *)nullptr, (const float *)nullptr, nullptr); 
# 102
(__cudaPushCallConfiguration(dim3(16, 512), 256, sizeof(float) * (1024))) ? (void)0 : count24_kernel(nullptr, (24L * count48) * (5)); 
# 103
(__cudaPushCallConfiguration(dim3(8, (count48 + 255) / 256, (w49 + 127) / 128), 64)) ? (void)0 : math32::stencil33(&count48, 16U, nullptr); 
# 104
return 0; 
# 105
} 

# 1 "v001517.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__aa49bdc7_10_v001517_cu_9d485566
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001517.cudafe1.stub.c"
#include "v001517.cudafe1.stub.c"
# 1 "v001517.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
