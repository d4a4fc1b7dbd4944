# 1 "v001305.cu"
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
# 20 "v001305.cu"
template< class T> 
# 21
struct Cell5 { 
# 22
T w6, x7; 
# 23
T val8; 
# 24
T scale9(int y10) const { 
# 25
return val8; 
# 26
} 
# 27
}; 
# 28
const char *g_sift11 = ("a \"quoted\" )word"); 
# 30
struct Sample12 { 
# 31
int lo13; 
# 32
float val14; 
# 33
char id15; 
# 34
float apply16(double x17) const { 
# 35
x17 += ((7.125F)); 
# 36
Cell5< long>  v18 = Cell5< long> {5L, (1482), 0L}; 
# 37
return v18.w6; 
# 38
} 
# 39
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 41
template< class T> static void 
# 42
__wrapper__device_stub_step19_kernel(const T *&input20, double *&data21, char *&dst22) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 42
{ 
# 43
int idx23 = __device_builtin_variable_threadIdx.x; 
# 45
#pragma unroll 4
for (
# 45
int it24 = idx23; it24 > 0; --it24) { 
# 46
__attribute__((unused)) static float sh_25[128]; 
# 47
(*dst22)++; 
# 48
}  
# 49
} 
#endif

#pragma GCC diagnostic pop

# 41 "v001305.cu"
template< class T> static void 
# 42
step19_kernel(const T *input20, double *data21, char *dst22) {__wrapper__device_stub_step19_kernel<T>(input20,data21,dst22);
# 49
return;}
#if 0
# 42
{ 
# 43
int idx23 = __device_builtin_variable_threadIdx.x; 
# 45
#pragma unroll 4
for (
# 45
int it24 = idx23; it24 > 0; --it24) { 
# 46
__attribute__((unused)) static float sh_25[128]; 
# 47
(*dst22)++; 
# 48
}  
# 49
} 
#endif
# 51 "v001305.cu"
__attribute__((visibility("hidden"))) void spread26_kernel(const int *coef27, const int *__restrict__ src28, float b29) ;
#if 0
# 51
{ 
# 52
int gid30 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 53
for (int j31 = 0; j31 < (7 + 4); j31++) { 
# 54
int w32 = b29 * ((static_cast< char>(j31)) * ((__device_builtin_variable_blockDim.x) - (__device_builtin_variable_threadIdx.x))); 
# 55
__attribute__((unused)) static char sh_33[256]; 
# 56
w32 = 30; 
# 57
}  
# 58
char cnt34 = (-(*src28)) + 16; 
# 59
b29 /= (41U | (src28[0])); 
# 60
} 
#endif
# 62 "v001305.cu"
int run_filter35(int n36, char beta37, double q38) { 
# 63
if ((beta37 + n36) & 1) { 
# 64
goto finish40; 
# 65
}  
# 66
for (int j39 = 0; j39 < 3; ++j39) { 
# 67
if ((static_cast< unsigned>(j39)) <= (58)) { 
# 68
return (q38 * (15)) + ((7) * q38); 
# 69
}  
# 70
(__cudaPushCallConfiguration(16, 2 * 16)) ? (void)0 : spread26_kernel(&n36, &n36, (28 | n36) + (16 + n36)); 
# 71
}  
# 72
finish40:; ; 
# 73
return 16; 
# 74
} 
# 76
double host_sift41(unsigned a42, int count43, int stride44) { 
# 77
auto step47 = [s45 = (g_sift11[0]) & 22UL](int x46) { 
# 78
(__cudaPushCallConfiguration(((dim3)(1)), 64)) ? (void)0 : step19_kernel< unsigned> ((const unsigned *)nullptr, (double *)nullptr, nullptr); 
# 79
} ; typedef decltype(step47) __T0;
# 80
step47(count43); 
# 81
for (int n48 = 7; n48 > 0; --n48) { 
# 82
const char *flag49 = g_sift11; 
# 83
stride44 -= (run_filter35(flag49[0], count43 - 28, 7 + stride44) ^ 2); 
# 84
a42 *= (run_filter35(16, 37, n48)); 
# 85
}  
# 86
return run_filter35(56, a42, count43 * a42) * 16; 
# 87
} 
# 89
int main() { 
# 90
int size50 = 2574; 
# 91
run_filter35(2868 * size50, 1 + size50, size50); 
# 92
int mid51(873 | (static_cast< unsigned char>(size50 - sizeof(Sample12)))); 
# 93
return 0; 
# 94
} 

# 1 "v001305.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__eb79bfe1_10_v001305_cu_g_sift11
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001305.cudafe1.stub.c"
#include "v001305.cudafe1.stub.c"
# 1 "v001305.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
