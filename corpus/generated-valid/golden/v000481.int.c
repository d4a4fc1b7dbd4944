# 1 "v000481.cu"
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
# 17 "v000481.cu"
__attribute__((visibility("hidden"))) void map_sift8(float *data, int n) ;
#if 0
# 17
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((float)1)); }  } 
#endif
# 18 "v000481.cu"
__attribute__((visibility("hidden"))) void map_clamp9(double *data, int n) ;
#if 0
# 18
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((double)1)); }  } 
#endif
# 19 "v000481.cu"
static float d_smooth10[4]; 
# 21
__attribute__((visibility("hidden"))) void probe11_kernel(short *dst12, unsigned *__restrict__ dst13, double alpha14, const unsigned *input15) ;
#if 0
# 21
{ 
# 22
int idx16 = __device_builtin_variable_threadIdx.x; 
# 23
int v17 = (__device_builtin_variable_gridDim.x) ? dst12[7] : (input15[idx16]); 
# 24
float stride18{(5.0F)}; 
# 25
} 
#endif
# 27 "v000481.cu"
long clamp19(double *data20) { 
# 28
(data20[3]) = ((((23.5F)) / (*data20)) - (53L)); 
# 29
(data20[5]) = (data20[3]); 
# 30
(data20[2]) = (3487); 
# 31
(data20[4]) = ((*data20) + (data20[2])); 
# 32
(data20[2]) = (58); 
# 33
long idx21 = ((57) * (data20[2])) + (40); 
# 34
idx21 = (data20[idx21]); 
# 35
return data20[idx21]; 
# 36
} 
# 38
extern "C" {
# 39
__attribute__((visibility("hidden"))) void smooth22(float *acc23, const float *__restrict__ in24, double *__restrict__ out25) ;
#if 0
# 39
{ 
# 40
unsigned i26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 41
(*out25) = (2); 
# 42
(d_smooth10[i26 & (3)]) = ((float)(22.875F)); 
# 43
__attribute__((unused)) static int sh_27[8]; 
# 44
} 
#endif
# 45 "v000481.cu"
}
# 47
unsigned merge28(int len29) { 
# 48
if (len29 >= len29) { 
# 49
const size_t x30 = len29; 
# 50
int pass31 = 0; 
# 51
do { 
# 52
if ((len29 <= pass31) && (x30 == x30)) { 
# 53
continue; 
# 54
}  
# 55
++pass31; 
# 56
} while (pass31 < 14); 
# 57
constexpr long x32 = (29); 
# 58
}  
# 59
len29 = (clamp19(nullptr)); 
# 60
return 256; 
# 61
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 63
template< class T> static void 
# 64
__wrapper__device_stub_score33(T *__restrict__ &data34, double &alpha35, const double *&in36, const T *&src37) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 64
{ 
# 65
int tid38 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 66
(d_smooth10[3]) = (__device_builtin_variable_blockIdx.y); 
# 67
int pass39 = 0; 
# 68
do { 
# 69
clamp19(const_cast< double *>(in36)); 
# 70
unsigned mid40 = __device_builtin_variable_gridDim.y; 
# 71
++pass39; 
# 72
} while (pass39 < tid38); 
# 73
T stride41(~clamp19(const_cast< double *>(in36))); 
# 74
} 
#endif

#pragma GCC diagnostic pop

# 63 "v000481.cu"
template< class T> static void 
# 64
score33(T *__restrict__ data34, double alpha35, const double *in36, const T *src37) {__wrapper__device_stub_score33<T>(data34,alpha35,in36,src37);
# 74
return;}
#if 0
# 64
{ 
# 65
int tid38 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 66
(d_smooth10[3]) = (__device_builtin_variable_blockIdx.y); 
# 67
int pass39 = 0; 
# 68
do { 
# 69
clamp19(const_cast< double *>(in36)); 
# 70
unsigned mid40 = __device_builtin_variable_gridDim.y; 
# 71
++pass39; 
# 72
} while (pass39 < tid38); 
# 73
T stride41(~clamp19(const_cast< double *>(in36))); 
# 74
} 
#endif
# 76 "v000481.cu"
void run_pivot42(int len43, int lane44) { 
# 77
for (int it45 = 0; it45 < len43; ++it45) { 
# 78
int base46 = 128; 
# 79
clamp19(nullptr); 
# 80
for (int i47 = 0; i47 < lane44; ++i47) { 
# 81
int stride48 = merge28(merge28(3 ^ i47)); 
# 82
}  
# 83
}  
# 84
lane44 = 54; 
# 85
lane44 = 128; 
# 86
} 
# 88
int main() { 
# 89
int size49 = 2994; 
# 90
(__cudaPushCallConfiguration(((dim3)((size49 + 255) / 256)), dim3(1, (size49 + 31) / 32, 4), 256 + (3 + (256 + (128 + (256 + 3197)))), 0)) ? (void)0 : smooth22((float *)nullptr, (const float *)nullptr, nullptr); 
# 91
(__cudaPushCallConfiguration(dim3(4, (size49 + 31) / 32), 128, 0)) ? (void)0 : map_clamp9(nullptr, size49 >> size49); 
# 92
if (size49 < ((size49 * 3604) - (size49 | 50))) { 
# 93
run_pivot42(size49, 62); 
# 94
size49 = ((((long)15) | (size49 + size49)) / (64)); 
# 95
}  
# 96
float lo50(size49); 
# 97
(__cudaPushCallConfiguration(((dim3)(32)), dim3(64, 1), 128 + 128)) ? (void)0 : map_sift8(nullptr, 35); 
# 98
(__cudaPushCallConfiguration((size49 + 31) / 32, ((dim3)((size49 + 31) / 32)), sizeof(int) * (128))) ? (void)0 : probe11_kernel(nullptr, nullptr, -(20.125F), nullptr); 
# 99
(__cudaPushCallConfiguration(128 * 4, (3 + (3 + 10)) * 16, sizeof(float) * (256))) ? (void)0 : score33< double> ((double *)nullptr, lo50, nullptr, (const double *)nullptr); 
# 100
return 0; 
# 101
} 

# 1 "v000481.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ef19587b_10_v000481_cu_b4f32386
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000481.cudafe1.stub.c"
#include "v000481.cudafe1.stub.c"
# 1 "v000481.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
