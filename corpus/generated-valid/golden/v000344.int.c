# 1 "v000344.cu"
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
# 16 "v000344.cu"
__attribute__((visibility("hidden"))) void pivot5_kernel(const unsigned *src6, double *data7, bool cfg8, unsigned *dst9) ;
#if 0
# 16
{ 
# 17
cfg8 = ((((48) * (*src6)) > ((data7[(__device_builtin_variable_threadIdx.x) & (7)]) / (src6[(__device_builtin_variable_gridDim.z) & (7)]))) || ((*dst9) > (*src6))); 
# 18
++(dst9[(__device_builtin_variable_blockIdx.x) & (7)]); 
# 19
(dst9[(__device_builtin_variable_gridDim.z) & (7)])--; 
# 20
} 
#endif
# 23 "v000344.cu"
double run_scale10(unsigned beta11, const int *in12) { 
# 24
long long lo13 = 34 / (in12[6]); 
# 25
(__cudaPushCallConfiguration((beta11 + (31)) / (32), 1 << 8, sizeof(double) * (256), nullptr)) ? (void)0 : pivot5_kernel(&beta11, nullptr, lo13, (unsigned *)nullptr); 
# 26
beta11 -= (in12[lo13]); 
# 27
int iter14 = 0; 
# 28
while (iter14 < 7) { 
# 29
(__cudaPushCallConfiguration((beta11 + (63)) / (64), 32 * 4)) ? (void)0 : pivot5_kernel(reinterpret_cast< const unsigned *>(in12), nullptr, (!in12) && (beta11 == beta11), &beta11); 
# 30
if ((21) > beta11) { 
# 31
continue; 
# 32
}  
# 33
++iter14; 
# 34
}   
# 35
return iter14; 
# 36
} 
# 38
__attribute__((visibility("hidden"))) void tile15_kernel(const float *src16, float q17) ;
#if 0
# 38
{ 
# 39
int idx18 = __device_builtin_variable_threadIdx.x; 
# 40
int stride19 = (37L); 
# 41
float t20 = 5 - ((idx18 % idx18) % idx18); 
# 42
unsigned s21(32U); 
# 43
int off22 = __device_builtin_variable_blockIdx.x; 
# 44
stride19 <<= 2; 
# 45
int t23 = idx18 + 47L; 
# 46
stride19 += s21; 
# 47
} 
#endif
# 50 "v000344.cu"
__attribute__((visibility("hidden"))) void decay24(int stride25, int *acc26, int *out27, unsigned *acc28) ;
#if 0
# 50
{ 
# 51
int gid29 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 52
if (gid29 >= stride25) { 
# 53
return; 
# 54
}  
# 55
float t30 = (54UL); 
# 56
int idx31{2232}; 
# 57
} 
#endif
# 59 "v000344.cu"
extern "C" {
# 60
__attribute__((visibility("hidden"))) void clamp32_kernel(float *data33, double beta34, char *dst35) ;
#if 0
# 60
{ 
# 61
int tid36 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 62
beta34 = (((*dst35) + (tid36 * tid36)) & 15); 
# 63
(*dst35) ^= ((((dst35[6]) | (*dst35)) * ((*dst35) % 60UL)) % tid36); 
# 64
(*data33) = (((dst35[3]) += 17L), 47U); 
# 65
} 
#endif
# 66 "v000344.cu"
}
# 69
constexpr int gather37(int stride38, int lane39) { 
# 70
char w40(lane39 + ((8 >> stride38) % stride38)); 
# 71
return stride38 + 13; 
# 72
} 
# 74
template< class T, int N = 8> long 
# 75
count41(const T *input42, double b43, unsigned long a44) { 
# 76
if ((a44 != 15UL) && (a44 != (N))) { 
# 77
goto out45; 
# 78
}  
# 79
b43 -= (gather37(b43, gather37(b43, a44 * a44))); 
# 80
if ((*input42) != b43) { 
# 81
return ((b43 += a44), ((N) & a44)); 
# 82
}  
# 83
out45:; ; 
# 84
return b43; 
# 85
} 
# 87
int main() { 
# 88
int size46 = 2498; 
# 89
(__cudaPushCallConfiguration((size46 + 127) / 128, 32 * 4)) ? (void)0 : decay24(gather37(size46, run_scale10(26, (const int *)nullptr)), &size46, &size46, nullptr); 
# 90
(__cudaPushCallConfiguration(128, 1 << 8)) ? (void)0 : clamp32_kernel((float *)nullptr, 5 - (size46 & 15), (char *)nullptr); 
# 91
size46 *= ((gather37(size46, count41< double, 7> ((const double *)nullptr, (20.0F), 13))) - run_scale10(size46, (const int *)nullptr)); 
# 92
(__cudaPushCallConfiguration(32, 1 << 8, sizeof(int) * (256), nullptr)) ? (void)0 : tile15_kernel((const float *)nullptr, (12.25F)); 
# 93
return 0; 
# 94
} 

# 1 "v000344.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__003275f0_10_v000344_cu_8a0a13c9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000344.cudafe1.stub.c"
#include "v000344.cudafe1.stub.c"
# 1 "v000344.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
