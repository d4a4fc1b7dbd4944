# 1 "i000722.cu"
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
# 13 "i000722.cu"
static void fold4_kernel(unsigned *__restrict__ dst5) ;
#if 0
# 13
{ 
# 14
(dst5[1])++; 
# 15
(dst5[0]) = (((dst5[1]) += (50)), (*dst5)); 
# 16
(dst5[5]) *= ((static_cast< int>(19U)) * ((dst5[2]) << (dst5[7]))); 
# 17
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 19 "i000722.cu"
template< class T> static void 
# 20
__wrapper__device_stub_decay6_kernel(T &q7, int &n8) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 20
{ 
# 21
q7 += (static_cast< int>(n8 + 29)); 
# 22
q7 = (6.5F); 
# 23
__attribute__((unused)) static double sh_9; 
# 24
float diff10 = q7 / 2; 
# 25
int s11 = n8 / 2; 
# 26
if (static_cast< unsigned char>(diff10)) { 
# 27
return; 
# 28
}  
# 29
if (n8 < 53) { 
# 30
return; 
# 31
}  
# 32
} 
#endif

#pragma GCC diagnostic pop

# 19 "i000722.cu"
template< class T> static void 
# 20
decay6_kernel(T q7, int n8) {__wrapper__device_stub_decay6_kernel<T>(q7,n8);
# 32
return;}
#if 0
# 20
{ 
# 21
q7 += (static_cast< int>(n8 + 29)); 
# 22
q7 = (6.5F); 
# 23
__attribute__((unused)) static double sh_9; 
# 24
float diff10 = q7 / 2; 
# 25
int s11 = n8 / 2; 
# 26
if (static_cast< unsigned char>(diff10)) { 
# 27
return; 
# 28
}  
# 29
if (n8 < 53) { 
# 30
return; 
# 31
}  
# 32
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 34 "i000722.cu"
template< class T, int N = 3> static void 
# 35
__wrapper__device_stub_sift12_kernel(const T *&input13, const T *&in14) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 35
{ 
# 36
float q15[7] = {}; 
# 37
(q15[6]) += ((in14[3]) * (in14[5])); 
# 38
(q15[5]) = (sizeof(double) + (input13[3])); 
# 39
(q15[4]) *= (((q15[1]) + ((((*input13) + (*in14)) + (*input13)) - (*input13))) + 42); 
# 40
float acc16 = (N); 
# 41
--(q15[6]); 
# 42
T cnt17 = (19L); 
# 43
} 
#endif

#pragma GCC diagnostic pop

# 34 "i000722.cu"
template< class T, int N = 3> static void 
# 35
sift12_kernel(const T *input13, const T *in14) {__wrapper__device_stub_sift12_kernel<T,N>(input13,in14);
# 43
return;}
#if 0
# 35
{ 
# 36
float q15[7] = {}; 
# 37
(q15[6]) += ((in14[3]) * (in14[5])); 
# 38
(q15[5]) = (sizeof(double) + (input13[3])); 
# 39
(q15[4]) *= (((q15[1]) + ((((*input13) + (*in14)) + (*input13)) - (*input13))) + 42); 
# 40
float acc16 = (N); 
# 41
--(q15[6]); 
# 42
T cnt17 = (19L); 
# 43
} 
#endif
# 45 "i000722.cu"
__attribute__((visibility("hidden"))) void probe18_kernel(const short *coef19, float p20, int count21) ;
#if 0
# 45
{ 
# 46
auto w22 = coef19[count21]; 
# 47
__attribute__((unused)) static int sh_23[5][16]; 
# 48
((sh_23[2])[14]) = (count21 / 2); 
# 49
} 
#endif
# 51 "i000722.cu"
__attribute__((visibility("hidden"))) void trace24_kernel(int len25, unsigned long long *__restrict__ acc26, int lane27, float *__restrict__ dst28) ;
#if 0
# 51
{ 
# 52
(acc26[3]) *= (+((lane27 % 2309) + (*acc26))); 
# 53
(*dst28) = (((len25 / (dst28[lane27 & 7])) - ((*dst28) - (21.875F))) - (57 & len25)); 
# 54
lane27 = ((42) - (dst28[len25])); 
# 55
unsigned prod29((34)); 
# 56
len25 |= ((4) & prod29); 
# 57
} 
#endif
# 59 "i000722.cu"
constexpr int smooth30(int count31) { 
# 60
count31 %= ((count31 += count31), count31); 
# 61
count31 = (static_cast< unsigned short>(((count31 + 59U) + count31) - ((count31 + 63) + count31))); 
# 62
return count31; 
# 63
} 
# 70
__attribute__((visibility("hidden"))) void map_sift33(unsigned *data, int n) ;
#if 0
# 70
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((unsigned)1)); }  } 
#endif
# 72 "i000722.cu"
__attribute__((visibility("hidden"))) void score34(int n35) ;
#if 0
# 72
{ 
# 73
n35 = 46; 
# 74
n35 >>= 6; 
# 75
for (int it36 = 0; it36 < n35; ++it36) { 
# 76
n35 = (24U * it36); 
# 77
}  
# 78
for (int it37 = 0, j38 = 16; it37 < j38; (++it37), (--j38)) { 
# 79
int t39[6] = {}; 
# 80
n35 = n35; 
# 81
}  
# 82
} 
#endif
# 84 "i000722.cu"
int main() { 
# 85
int count40 = 2826; 
# 86
count40 = (count40 << 40); 
# 87
count40 &= (5 >> count40); 
# 88
count40 <<= 2; 
# 89
(__cudaPushCallConfiguration((count40 + 63) / 64, ((dim3)(1 << 8)), sizeof(unsigned) * (256))) ? (void)0 : fold4_kernel(static_cast< unsigned *>(nullptr)); 
# 90
(__cudaPushCallConfiguration(256, ((dim3)(8)))) ? (void)0 : decay6_kernel< unsigned> (U'\x41', ((count40 / 2) + (count40 * 19)) + (count40 + ('\''))); 
# 91
(__cudaPushCallConfiguration(dim3((count40 + 127) / 128, 64), dim3(1 << 2, 8))) ? (void)0 : sift12_kernel< unsigned, 2> (nullptr, nullptr); 
# 92
return 0; 
# 93
} 

# 1 "i000722.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e72d47ff_10_i000722_cu_345d8dee
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000722.cudafe1.stub.c"
#include "i000722.cudafe1.stub.c"
# 1 "i000722.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
