# 1 "v000190.cu"
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
# 11 "v000190.cu"
static int host_gather6(const long *in7, const int *in8, const double *input9) 
# 12
{ 
# 13
if ((in8[3]) >= (in8[7])) { 
# 14
return (((in8[1]) < ((26) * (input9[5]))) ? in8[1] : ((26) * (input9[5]))); 
# 15
}  
# 16
cudaStream_t diff10 = ((cudaStream_t)0); 
# 17
return (((input9[1]) < (sizeof(int))) ? input9[1] : (sizeof(int))); 
# 18
} 
# 21
__attribute__((visibility("hidden"))) void update11_kernel(double *dst12, const float *in13) ;
#if 0
# 22
{ 
# 23
__attribute__((unused)) extern unsigned char dyn_14[]; 
# 24
unsigned gid15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 25
__attribute__((unused)) static char sh_16[256]; 
# 26
long s17[2] = {}; 
# 27
--(dyn_14[7]); 
# 28
if ((__device_builtin_variable_blockIdx.x) != ((__device_builtin_variable_gridDim.z) / (dst12[0]))) { 
# 29
return; 
# 30
}  
# 31
} 
#endif
# 32 "v000190.cu"
static float c_step18[2]; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 34
template< class T, class U> static void 
# 35
__wrapper__device_stub_scatter19(const T *&coef20, unsigned short *&buf21) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 36
{ 
# 37
__attribute__((unused)) extern int dyn_22[]; 
# 38
int idx23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 39
(buf21[idx23]) |= ((dyn_22[idx23]) - ((34LL * (dyn_22[idx23])) + (buf21[idx23]))); 
# 40
bool val24 = idx23 != (dyn_22[5]); 
# 41
int val25 = (dyn_22[__device_builtin_variable_threadIdx.z]) / 2; 
# 42
U hi26{9}; 
# 43
} 
#endif

#pragma GCC diagnostic pop

# 34 "v000190.cu"
template< class T, class U> static void 
# 35
scatter19(const T *coef20, unsigned short *buf21) 
# 36
{__wrapper__device_stub_scatter19<T,U>(coef20,buf21);
# 43
return;}
#if 0
# 36
{ 
# 37
__attribute__((unused)) extern int dyn_22[]; 
# 38
int idx23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 39
(buf21[idx23]) |= ((dyn_22[idx23]) - ((34LL * (dyn_22[idx23])) + (buf21[idx23]))); 
# 40
bool val24 = idx23 != (dyn_22[5]); 
# 41
int val25 = (dyn_22[__device_builtin_variable_threadIdx.z]) / 2; 
# 42
U hi26{9}; 
# 43
} 
#endif
# 45 "v000190.cu"
__attribute__((visibility("hidden"))) void bias27(int count28, double beta29, int n30, const size_t *in31) ;
#if 0
# 46
{ 
# 47
__attribute__((unused)) extern size_t dyn_32[]; 
# 48
int gid33 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 49
(++n30), (beta29 *= (+(dyn_32[__device_builtin_variable_blockIdx.x]))); 
# 50
__attribute__((unused)) static int sh_34; 
# 51
} 
#endif
# 53 "v000190.cu"
static void run_weigh35(char *acc36) 
# 54
{ 
# 55
(acc36[1]) = (13); 
# 56
int s37[4] = {}; 
# 57
} 
# 58
static char d_scatter38; 
# 61
__attribute__((visibility("hidden"))) void blend39_kernel(int len40, int len41) ;
#if 0
# 62
{ 
# 63
int tid42 = __device_builtin_variable_threadIdx.x; 
# 64
if (tid42 >= len41) { 
# 65
return; 
# 66
}  
# 67
len40++; 
# 68
for (int j43 = 0; j43 < 13; j43++) { 
# 69
constexpr float res44 = (2.75F); 
# 70
double e45 = ((c_step18[0]) / tid42) - (__device_builtin_variable_threadIdx.z); 
# 71
--d_scatter38; 
# 72
}  
# 73
d_scatter38 |= len41; 
# 74
} 
#endif
# 75 "v000190.cu"
enum Color46 { BUSY47, GREEN48}; 
# 77
inline void run_drift49(const float *in50, float alpha51 = -(9.875F)) 
# 78
{ 
# 79
constexpr int v52 = 32; 
# 80
auto lam56 = [](size_t r53) { 
# 81
for (int n54 = 0; n54 < 12; n54 += 3) { 
# 82
constexpr bool lim55 = false; 
# 83
--r53; 
# 84
}  
# 85
} ; typedef decltype(lam56) __T0;
# 86
lam56(alpha51); 
# 87
int prod57 = alpha51; 
# 88
(__cudaPushCallConfiguration(GREEN48, 256 * ((GREEN48) + 1))) ? (void)0 : blend39_kernel(GREEN48, (double)((prod57 += (in50[0])), v52)); 
# 89
prod57 ^= host_gather6(reinterpret_cast< const long *>(in50), (const int *)nullptr, reinterpret_cast< const double *>(in50)); 
# 90
} 
# 92
int check_spread58(const int *coef59) 
# 93
{ 
# 94
run_weigh35((char *)nullptr); 
# 95
([=]() { 
# 96
cudaStream_t val60 = (nullptr); 
# 97
constexpr unsigned flag61 = (53); 
# 98
(__cudaPushCallConfiguration(256, 256 * ((GREEN48) + (GREEN48)), (GREEN48) + ((GREEN48) + ((GREEN48) + 253)), (cudaStream_t)0)) ? (void)0 : bias27((flag61 / ((coef59)[0])) * (((coef59)[7]) >> 2), host_gather6(reinterpret_cast< const long *>(coef59), coef59, reinterpret_cast< const double *>(coef59)), -18, reinterpret_cast< const unsigned long *>(coef59)); 
# 99
} )(); 
# 100
int cnt62[3]{(37L), 2, (int)(coef59[0])}; 
# 101
return cnt62[1]; 
# 102
} 
# 104
int main() 
# 105
{ 
# 106
int size63 = 3512; 
# 107
++size63; 
# 108
size63 = size63; 
# 109
--size63; 
# 110
(__cudaPushCallConfiguration((GREEN48) + ((GREEN48) + ((GREEN48) + 13)), 4 * ((GREEN48) + 15), 0, (cudaStream_t)0)) ? (void)0 : update11_kernel(nullptr, nullptr); 
# 111
(__cudaPushCallConfiguration((size63 + 31) / 32, 32)) ? (void)0 : scatter19< int, long> (nullptr, nullptr); 
# 112
constexpr int off64 = ((GREEN48) + 16); 
# 113
return 0; 
# 114
} 

# 1 "v000190.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__3a08871d_10_v000190_cu_652a4615
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000190.cudafe1.stub.c"
#include "v000190.cudafe1.stub.c"
# 1 "v000190.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
