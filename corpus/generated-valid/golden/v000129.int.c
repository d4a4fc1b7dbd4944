# 1 "v000129.cu"
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
# 21 "v000129.cu"
__attribute__((visibility("hidden"))) void scale9_kernel(int count10, int stride11) ;
#if 0
# 22
{ 
# 23
const int off12 = count10; 
# 24
const int flag13 = off12; 
# 25
stride11 += (8 - (stride11 * 36)); 
# 26
int k14 = (1 << 8); 
# 27
if (k14 & 1) { 
# 28
goto skip15; 
# 29
}  
# 30
stride11++; 
# 31
skip15:; ; 
# 32
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 34 "v000129.cu"
template< class T, int N> static void 
# 35
__wrapper__device_stub_drift16(T *&acc17, const T *&src18) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 36
{ 
# 37
if (float base19{(7.0F)}; (((src18[7]) == 20UL) || (base19 > (sizeof(T)))) || ((src18[2]) > (src18[1]))) { 
# 38
float k20 = src18[0]; 
# 39
++(acc17[2]); 
# 40
}  
# 41
} 
#endif

#pragma GCC diagnostic pop

# 34 "v000129.cu"
template< class T, int N> static void 
# 35
drift16(T *acc17, const T *src18) 
# 36
{__wrapper__device_stub_drift16<T,N>(acc17,src18);
# 41
return;}
#if 0
# 36
{ 
# 37
if (float base19{(7.0F)}; (((src18[7]) == 20UL) || (base19 > (sizeof(T)))) || ((src18[2]) > (src18[1]))) { 
# 38
float k20 = src18[0]; 
# 39
++(acc17[2]); 
# 40
}  
# 41
} 
#endif
# 43 "v000129.cu"
__attribute__((unused)) inline void split21(int n22, int stride23) 
# 44
{int volatile ___ = 1;(void)n22;(void)stride23;
# 50
::exit(___);}
#if 0
# 44
{ 
# 45
n22 |= ((int)(~((1 << 8) >> stride23))); 
# 46
constexpr float lim24 = (37U); 
# 47
int mid25[7] = {}; 
# 48
int stride26[6] = {}; 
# 49
int h27 = n22; 
# 50
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 52 "v000129.cu"
__attribute__((unused)) static void sift28(int n29, int count30) 
# 53
{int volatile ___ = 1;(void)n29;(void)count30;
# 60
::exit(___);}
#if 0
# 53
{ 
# 54
if (!(count30 != 8)) { 
# 55
return; 
# 56
}  
# 57
if ((count30 * count30) != n29) { 
# 58
return; 
# 59
}  
# 60
} 
#endif

#pragma GCC diagnostic pop

# 62 "v000129.cu"
int check_bump31(const float *input32, const float *coef33, float q34) 
# 63
{ 
# 64
if (((coef33[3]) == (59)) || ((input32[4]) < (coef33[4]))) { 
# 65
return 63; 
# 66
}  
# 67
if ((*coef33) > (*coef33)) { 
# 68
goto done35; 
# 69
}  
# 70
(__cudaPushCallConfiguration(256, 8 * 4)) ? (void)0 : scale9_kernel(input32[6], q34); 
# 71
q34 *= (static_cast< int>(q34)); 
# 72
(__cudaPushCallConfiguration(1 << 8, 8 + (8 + (8 + 40)), 0, (cudaStream_t)0)) ? (void)0 : drift16< float, 3> (&q34, input32); 
# 73
done35:; ; 
# 74
return (1) - (coef33[1]); 
# 75
} 
# 77
int main() 
# 78
{ 
# 79
int count36 = 2546; 
# 80
count36 = (59ULL); 
# 81
switch (count36) { 
# 82
case 2 * 5:  { 
# 83
auto fn41 = [q37 = count36 - count36](float prod38) { 
# 84
const long sum39 = -((q37) + (1 << 8)); 
# 85
int s40 = (sizeof(int)); 
# 86
} ; typedef decltype(fn41) __T0;
# 87
fn41(count36); 
# 88
break; 
# 89
} 
# 90
}  
# 91
count36 += (+(sizeof(float) * count36)); 
# 92
count36 = check_bump31(static_cast< const float *>(nullptr), (const float *)nullptr, (6.75F) * count36); 
# 93
return 0; 
# 94
} 

# 1 "v000129.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__30d0f986_10_v000129_cu_df5f53d5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000129.cudafe1.stub.c"
#include "v000129.cudafe1.stub.c"
# 1 "v000129.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
