# 1 "v000047.cu"
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
# 23 "v000047.cu"
static void lerp10(int *out11) ;
#if 0
# 23
{ 
# 24
__attribute__((unused)) static int sh_12[128]; 
# 25
for (int j13 = 12; j13 > 0; --j13) { 
# 26
float *sum14 = (nullptr); 
# 27
int val15[4] = {j13, j13}; 
# 28
float diff16 = j13; 
# 29
}  
# 30
float k17[5] = {(24.25F), (16.5F), (-38), (6.0F)}; 
# 31
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 33 "v000047.cu"
template< class T> static void 
# 34
__wrapper__device_stub_gather18(const T *&src19, float &q20, const float *&in21, int &stride22) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 34
{ 
# 35
do { stride22 += ((stride22 + (256 >> stride22)) % stride22); } while (0); 
# 36
int m23[2 * 3] = {17}; 
# 37
int f24[8] = {54, static_cast< int>(stride22), (41U), stride22}; 
# 38
} 
#endif

#pragma GCC diagnostic pop

# 33 "v000047.cu"
template< class T> static void 
# 34
gather18(const T *src19, float q20, const float *in21, int stride22) {__wrapper__device_stub_gather18<T>(src19,q20,in21,stride22);
# 38
return;}
#if 0
# 34
{ 
# 35
do { stride22 += ((stride22 + (256 >> stride22)) % stride22); } while (0); 
# 36
int m23[2 * 3] = {17}; 
# 37
int f24[8] = {54, static_cast< int>(stride22), (41U), stride22}; 
# 38
} 
#endif
# 40 "v000047.cu"
float check_smooth25(char alpha26, float alpha27, float p28) { 
# 41
p28 /= alpha27; 
# 42
alpha26 *= ((1) - (-(p28 / (3)))); 
# 43
return p28; 
# 44
} 
# 46
__attribute__((visibility("hidden"))) void score29(int *__restrict__ out30, int *__restrict__ buf31, const float *in32) ;
#if 0
# 46
{ 
# 47
__attribute__((unused)) static int sh_33[16]; 
# 48
(buf31[6]) = (~(((*out30) += 31), 3)); 
# 49
unsigned q34 = sh_33[2]; 
# 50
if (double off35 = ((*out30) - (3 * (out30[q34]))) - (static_cast< unsigned>(out30[5])); ((sh_33[6]) / 33LL) != (in32[6])) { 
# 51
if ((buf31[q34]) <= (sh_33[15])) { 
# 52
return; 
# 53
}  
# 54
__attribute__((unused)) static double sh_36[14][12]; 
# 55
}  
# 56
bool prod37 = (*out30) > 23; 
# 57
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 59 "v000047.cu"
template< class T, int N = 5> static void 
# 60
__wrapper__device_stub_clamp38_kernel(T *&out39, T *&acc40, const int *&input41) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 60
{ 
# 61
__attribute__((unused)) extern unsigned dyn_42[]; 
# 62
for (int it43 = 0; it43 < 11; it43 += 3) { 
# 63
(acc40[it43]) *= (static_cast< float>(59U ^ (dyn_42[it43]))); 
# 64
}  
# 65
--(dyn_42[3]); 
# 66
unsigned res44{(39)}; 
# 67
} 
#endif

#pragma GCC diagnostic pop

# 59 "v000047.cu"
template< class T, int N = 5> static void 
# 60
clamp38_kernel(T *out39, T *acc40, const int *input41) {__wrapper__device_stub_clamp38_kernel<T,N>(out39,acc40,input41);
# 67
return;}
#if 0
# 60
{ 
# 61
__attribute__((unused)) extern unsigned dyn_42[]; 
# 62
for (int it43 = 0; it43 < 11; it43 += 3) { 
# 63
(acc40[it43]) *= (static_cast< float>(59U ^ (dyn_42[it43]))); 
# 64
}  
# 65
--(dyn_42[3]); 
# 66
unsigned res44{(39)}; 
# 67
} 
#endif
# 69 "v000047.cu"
inline int host_scatter45(int stride46, int stride47, signed char beta48) { 
# 70
const float *acc49 = (static_cast< const float *>(nullptr)); 
# 71
(__cudaPushCallConfiguration(16, 512)) ? (void)0 : gather18< unsigned> ((const unsigned *)nullptr, *acc49, static_cast< const float *>(nullptr), ((*acc49) < (41UL * beta48)) ? *acc49 : (41UL * beta48)); 
# 72
beta48 += (-((double)(acc49[stride47]))); 
# 73
double tmp50[5]{(10.625), (7.0), ((13.25F)), (1.0), (-30)}; 
# 74
if ((check_smooth25(57, (18.375F), stride46)) == (tmp50[stride46])) { 
# 75
goto done51; 
# 76
}  
# 77
stride47 = ((stride47 += (tmp50[stride47])), 64); 
# 78
done51:; ; 
# 79
return check_smooth25(check_smooth25(check_smooth25(beta48, 34L, acc49[5]), stride46, (21.25F)), 256, sizeof(char) | beta48); 
# 80
} 
# 82
int main() { 
# 83
int n52 = 140; 
# 84
(__cudaPushCallConfiguration(4, 16 + 48, sizeof(double) * (32), (cudaStream_t)0)) ? (void)0 : clamp38_kernel< float, 4> ((float *)nullptr, nullptr, &n52); 
# 85
host_scatter45(n52 - 6UL, (n52 + 9) << n52, 56UL); 
# 86
int tmp53 = ((n52 += n52), n52) ^ 57U; 
# 87
(__cudaPushCallConfiguration(1 << (3 + 4), 1 << 5, sizeof(int) * (32), nullptr)) ? (void)0 : lerp10(&n52); 
# 88
(__cudaPushCallConfiguration((tmp53 + 31) / 32, 64)) ? (void)0 : score29(&n52, &n52, nullptr); 
# 89
return 0; 
# 90
} 

# 1 "v000047.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9413a8b0_10_v000047_cu_12100f9a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000047.cudafe1.stub.c"
#include "v000047.cudafe1.stub.c"
# 1 "v000047.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
