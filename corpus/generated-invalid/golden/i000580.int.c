# 1 "i000580.cu"
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

# 14 "i000580.cu"
template< class T, int N> static void 
# 15
__wrapper__device_stub_split6(T &q7, const double *&input8, int *__restrict__ &data9) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 15
{ 
# 16
++(data9[4]); 
# 17
unsigned v10 = (27); 
# 18
v10 = ((data9[v10]) % 8); 
# 19
q7 = (input8[v10]); 
# 20
} 
#endif

#pragma GCC diagnostic pop

# 14 "i000580.cu"
template< class T, int N> static void 
# 15
split6(T q7, const double *input8, int *__restrict__ data9) {__wrapper__device_stub_split6<T,N>(q7,input8,data9);
# 20
return;}
#if 0
# 15
{ 
# 16
++(data9[4]); 
# 17
unsigned v10 = (27); 
# 18
v10 = ((data9[v10]) % 8); 
# 19
q7 = (input8[v10]); 
# 20
} 
#endif
# 21 "i000580.cu"
const char *g_pivot11 = ("kernel\n_tail"); 
# 23
__attribute__((visibility("hidden"))) void smooth12_kernel(int lane13, int *__restrict__ acc14, const int *coef15) ;
#if 0
# 23
{ 
# 25
#pragma unroll
for (
# 25
int j16 = 0; j16 < lane13; j16++) { 
# 26
lane13++; 
# 27
int tmp17 = (*coef15) - ((*acc14) - ((*acc14) % 8)); 
# 28
(acc14[1]) = ((58) * (((coef15[7]) - 3443L) >> 2L)); 
# 29
}  
# 30
(acc14[0]) = ((acc14[0]) * ((4122LL - (coef15[lane13])) * (16))); 
# 31
} 
#endif
# 33 "i000580.cu"
__attribute__((visibility("hidden"))) void norm18(char p19) ;
#if 0
# 33
{ 
# 34
p19 = (127); 
# 35
p19 = p19; 
# 36
static_assert((22 > 21), "size check");
# 37
if (p19 < sizeof(long)) { 
# 38
return; }  
# 39
auto val20 = (p19 % 8) << (p19 + p19); 
# 40
} 
#endif
# 41 "i000580.cu"
static int d_relax21; 
# 43
__attribute__((visibility("hidden"))) void shade22_kernel(const int *__restrict__ in23, int len24, float *__restrict__ dst25) ;
#if 0
# 43
{ 
# 44
if ((in23 != (nullptr)) || ((in23[len24]) <= (in23[7]))) { 
# 45
goto out27; 
# 46
}  
# 47
for (int it26 = d_relax21; it26 > 0; --it26) { 
# 48
len24 = (len24 >> (it26 % 37U)); 
# 49
len24 = (dst25[len24]); 
# 50
--(dst25[5]); 
# 51
}  
# 52
len24 = ((dst25[len24]) - ((sizeof(int) * (in23[d_relax21])) << sizeof(int))); 
# 53
out27:; ; 
# 54
} 
#endif
# 56 "i000580.cu"
__attribute__((visibility("hidden"))) void combine28(const int *coef29) ;
#if 0
# 56
{ 
# 57
if (((*coef29) - (coef29[d_relax21])) > (coef29[7])) { 
# 58
return; }  
# 59
++d_relax21; 
# 60
--d_relax21; 
# 61
d_relax21 = 16; 
# 62
d_relax21 = 1; 
# 63
d_relax21++; 
# 64
d_relax21 = (5 + d_relax21); 
# 65
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 67 "i000580.cu"
template< class T> static void 
# 68
__wrapper__device_stub_score30_kernel(const T *&src31, const T *__restrict__ &in32, T *__restrict__ &dst33) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 68
{ 
# 69
T t34 = (5L); 
# 70
if (t34 < sizeof(T)) { 
# 71
goto done35; 
# 72
}  
# 73
(dst33[7]) = t34; 
# 74
done35:; ; 
# 75
} 
#endif

#pragma GCC diagnostic pop

# 67 "i000580.cu"
template< class T> static void 
# 68
score30_kernel(const T *src31, const T *__restrict__ in32, T *__restrict__ dst33) {__wrapper__device_stub_score30_kernel<T>(src31,in32,dst33);
# 75
return;}
#if 0
# 68
{ 
# 69
T t34 = (5L); 
# 70
if (t34 < sizeof(T)) { 
# 71
goto done35; 
# 72
}  
# 73
(dst33[7]) = t34; 
# 74
done35:; ; 
# 75
} 
#endif
# 77 "i000580.cu"
float check_update36(int len37, int n38, const float *__restrict__ src39) { 
# 78
(__cudaPushCallConfiguration(32, sizeof(int) * (128), 0, 0)) ? (void)0 : shade22_kernel(&len37, 16, const_cast< float *>(src39)); 
# 79
++n38; 
# 80
return 16; 
# 81
} 
# 83
int main() { 
# 84
int n40 = 2610; 
# 85
unsigned size43 = n40; 
# 86
if (size43 < (0)) { 
# 87
n40 = 0; 
# 88
}  
# 89
float v41 = (((g_pivot11[0]) + n40) + (g_pivot11[1])) + (-(-(18.375F))); 
# 90
(__cudaPushCallConfiguration(16 * 4, 16 + 16)) ? (void)0 : combine28(nullptr); 
# 91
(__cudaPushCallConfiguration(dim3((n40 + 127) / 128, 16 + 112), 1 << 9)) ? (void)0 : norm18(check_update36(v41, check_update36(16, g_pivot11[0], &v41), &v41)); 
# 92
int m42 = check_update36(n40, ((g_pivot11[0]) - (g_pivot11[0])) % 8, &v41); 
# 93
++v41; 
# 94
(__cudaPushCallConfiguration(16, 1 << 7, 0, nullptr)) ? (void)0 : split6< long, 8> (sizeof(int), nullptr, nullptr); 
# 95
(__cudaPushCallConfiguration(dim3((m42 + 255) / 256, 1 << 4, (n40 + 255) / 256), 512)) ? (void)0 : smooth12_kernel(n40 + (static_cast< int>(n40)), &m42, &m42); 
# 96
(__cudaPushCallConfiguration(1 << 8, 32)) ? (void)0 : score30_kernel< long> (nullptr, nullptr, nullptr); 
# 97
return 0; 
# 98
} 

# 1 "i000580.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4a5c36de_10_i000580_cu_4032a22e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000580.cudafe1.stub.c"
#include "i000580.cudafe1.stub.c"
# 1 "i000580.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
