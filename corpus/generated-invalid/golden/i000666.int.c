# 1 "i000666.cu"
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
# 16 "i000666.cu"
__attribute__((unused)) double combine6(const int *input7, unsigned *dst8, float p9) 
# 17
{int volatile ___ = 1;(void)input7;(void)dst8;(void)p9;
# 25
::exit(___);}
#if 0
# 17
{ 
# 18
(*dst8) = ((*dst8) % (8)); 
# 19
float m10{(31U)}; 
# 20
unsigned hi11 = (16); 
# 21
(dst8[4]) = ((__device_builtin_variable_threadIdx.z) / (+(__device_builtin_variable_gridDim.z))); 
# 22
int v12 = (dst8 == (nullptr)) ? 12 : (1 << ((input7[1]) + (*dst8))); 
# 23
float lo13 = (__device_builtin_variable_blockDim.x) << ((__device_builtin_variable_gridDim.x) >> 12); 
# 24
return -41; 
# 25
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 27 "i000666.cu"
template< class T, class U> static void 
# 28
__wrapper__device_stub_drift14_kernel(T *&acc15, int *&dst16, int *&acc17, int &count18) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 29
{ 
# 30
int gid19 = __device_builtin_variable_threadIdx.x; 
# 31
(dst16[1]) = ((gid19 % 8) * 2646L); 
# 32
unsigned short s20 = combine6(dst16, (unsigned *)nullptr, *acc15); 
# 33
} 
#endif

#pragma GCC diagnostic pop

# 27 "i000666.cu"
template< class T, class U> static void 
# 28
drift14_kernel(T *acc15, int *dst16, int *acc17, int count18) 
# 29
{__wrapper__device_stub_drift14_kernel<T,U>(acc15,dst16,acc17,count18);
# 33
return;}
#if 0
# 29
{ 
# 30
int gid19 = __device_builtin_variable_threadIdx.x; 
# 31
(dst16[1]) = ((gid19 % 8) * 2646L); 
# 32
unsigned short s20 = combine6(dst16, (unsigned *)nullptr, *acc15); 
# 33
} 
#endif
# 35 "i000666.cu"
inline float rank21(short a22) 
# 36
{ 
# 37
double res23 = ((a22) ? 20 + a22 : a22) * ((a22 * (3.375)) * (128 * a22)); 
# 38
int flag24 = a22 - 128; 
# 39
return (a22 % 8); 
# 40
} 
# 42
int march25(int count26) 
# 43
{ 
# 44
count26 = (rank21(count26 >> (count26 + 1357))); 
# 45
(__cudaPushCallConfiguration(dim3(2, 1 << 3, sizeof(float) * (32)), 8 * 4)) ? (void)0 : drift14_kernel< int, double> (nullptr, nullptr, nullptr, count26); 
# 46
const float lo27 = rank21(((count26) ? count26 : count26) % 8); 
# 47
return (((count26 % 8) - count26) % 8); 
# 48
} 
# 50
int sift28(int count29, int len30, int len31) 
# 51
{ 
# 52
const float t32 = (15.5F); 
# 53
len31 = count29; 
# 54
count29 = (rank21(2106)); 
# 55
return ((((len31 == 48UL) ? 128 : len31) + rank21(t32)) == rank21(38L)) ? rank21(55 >> count29) : (12 + (len30 + len30)); 
# 56
} 
# 58
__attribute__((unused)) void mix33(int lane34, unsigned alpha35) 
# 59
{int volatile ___ = 1;(void)lane34;(void)alpha35;
# 66
::exit(___);}
#if 0
# 59
{ 
# 60
float diff36 = 25UL % (__device_builtin_variable_threadIdx.x); 
# 61
if (sift28(26U, lane34, __device_builtin_variable_blockIdx.x)) { 
# 62
float h37 = (int)((51) + combine6((const int *)nullptr, nullptr, (21.375F))); 
# 63
const int r38 = alpha35; 
# 64
}  
# 65
char *val39 = (nullptr); 
# 66
} 
#endif
# 67 "i000666.cu"
int compute43(int x) 
# 68
{ 
# 69
if (x > 2) { 
# 70
return; }  
# 71
return x; 
# 72
} 
# 74
int main() 
# 75
{ 
# 76
int len40 = 3437; 
# 77
unsigned v41 = sift28(rank21(rank21(1372)), march25(-30) / (len40 * len40), rank21(128)); 
# 78
sift28(62, (unsigned long long)(1UL + v41), sift28(rank21(v41), 41, len40 + len40)); 
# 79
if (float off42 = ((3) + ((len40) ? v41 : v41)) + (len40 % 8); ((float)(v41 >> len40)) > (v41 << len40)) { 
# 80
if (march25(len40) != 43) { 
# 81
return (49L - len40) - (sift28(34UL, 9, v41)); 
# 82
}  
# 83
do { v41 += (12); } while (0); 
# 84
}  
# 85
return 0; 
# 86
} 

# 1 "i000666.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5693a5cd_10_i000666_cu_c5d33d94
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000666.cudafe1.stub.c"
#include "i000666.cudafe1.stub.c"
# 1 "i000666.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
