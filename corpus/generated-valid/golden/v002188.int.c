# 1 "v002188.cu"
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
# 12 "v002188.cu"
struct Sample7 { 
# 13
float y8; 
# 14
float val9; 
# 15
}; 
# 17
inline Sample7 operator+(Sample7 a, Sample7 b) { 
# 18
Sample7 r = a; 
# 19
(r.y8) += (b.y8); 
# 20
(r.val9) += (b.val9); 
# 21
return r; 
# 22
} 
# 24
namespace img10 { namespace inner11 { 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 25
template< class T, int N = 2> static void 
# 26
__wrapper__device_stub_merge12_kernel(const T *&in13) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 26
{ 
# 27
int tid14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 28
T base15 = static_cast< unsigned short>(__device_builtin_variable_threadIdx.x); 
# 29
if ((__device_builtin_variable_gridDim.x) != (*in13)) { 
# 30
goto done16; 
# 31
}  
# 32
base15--; 
# 33
done16:; ; 
# 34
} 
#endif

#pragma GCC diagnostic pop

# 25 "v002188.cu"
template< class T, int N = 2> static void 
# 26
merge12_kernel(const T *in13) {::img10::inner11::__wrapper__device_stub_merge12_kernel<T,N>(in13);
# 34
return;}
#if 0
# 26
{ 
# 27
int tid14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 28
T base15 = static_cast< unsigned short>(__device_builtin_variable_threadIdx.x); 
# 29
if ((__device_builtin_variable_gridDim.x) != (*in13)) { 
# 30
goto done16; 
# 31
}  
# 32
base15--; 
# 33
done16:; ; 
# 34
} 
#endif
# 35 "v002188.cu"
}}
# 36
constexpr int TILE17 = ((sizeof(unsigned) * (4)) * (2)); 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 38
template< class T, int N> static void 
# 39
__wrapper__device_stub_scatter18(const T *&coef19, const T *&input20) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 39
{ 
# 40
int w21{(42L)}; 
# 41
w21 = (-w21); 
# 42
w21 = (N & w21); 
# 43
w21 = TILE17; 
# 44
} 
#endif

#pragma GCC diagnostic pop

# 38 "v002188.cu"
template< class T, int N> static void 
# 39
scatter18(const T *coef19, const T *input20) {__wrapper__device_stub_scatter18<T,N>(coef19,input20);
# 44
return;}
#if 0
# 39
{ 
# 40
int w21{(42L)}; 
# 41
w21 = (-w21); 
# 42
w21 = (N & w21); 
# 43
w21 = TILE17; 
# 44
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 46 "v002188.cu"
template< class T, int N> static void 
# 47
__wrapper__device_stub_shade22(T *&acc23, float *&data24, double &alpha25, const T *&input26) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 47
{ 
# 48
__attribute__((unused)) extern unsigned long dyn_27[]; 
# 49
int i28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 50
(data24[4]) = alpha25; 
# 51
for (int i29 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); i29 < i28; i29 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 52
(acc23[(__device_builtin_variable_blockIdx.x) & (7)]) = ((((dyn_27[__device_builtin_variable_blockDim.x]) > (17L)) ? dyn_27[__device_builtin_variable_blockDim.x] : (17L)) - sizeof(T)); 
# 53
(data24[i29]) = i29; 
# 54
(acc23[7]) = TILE17; 
# 55
}  
# 56
(acc23[i28]) = alpha25; 
# 57
} 
#endif

#pragma GCC diagnostic pop

# 46 "v002188.cu"
template< class T, int N> static void 
# 47
shade22(T *acc23, float *data24, double alpha25, const T *input26) {__wrapper__device_stub_shade22<T,N>(acc23,data24,alpha25,input26);
# 57
return;}
#if 0
# 47
{ 
# 48
__attribute__((unused)) extern unsigned long dyn_27[]; 
# 49
int i28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 50
(data24[4]) = alpha25; 
# 51
for (int i29 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); i29 < i28; i29 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 52
(acc23[(__device_builtin_variable_blockIdx.x) & (7)]) = ((((dyn_27[__device_builtin_variable_blockDim.x]) > (17L)) ? dyn_27[__device_builtin_variable_blockDim.x] : (17L)) - sizeof(T)); 
# 53
(data24[i29]) = i29; 
# 54
(acc23[7]) = TILE17; 
# 55
}  
# 56
(acc23[i28]) = alpha25; 
# 57
} 
#endif
# 58 "v002188.cu"
static float d_bias30; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 60
template< class T, int N> static void 
# 61
__wrapper__device_stub_step31_kernel(T *&dst32, int &stride33, const unsigned *&src34, double *&buf35) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 61
{ 
# 62
__attribute__((unused)) extern int dyn_36[]; 
# 63
unsigned i37 = __device_builtin_variable_threadIdx.x; 
# 64
if (!((buf35[stride33]) > i37)) { 
# 65
goto out40; 
# 66
}  
# 67
for (int i38 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); i38 < stride33; i38 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 68
++d_bias30; 
# 69
const T m39 = (32); 
# 70
}  
# 71
out40:; ; 
# 72
} 
#endif

#pragma GCC diagnostic pop

# 60 "v002188.cu"
template< class T, int N> static void 
# 61
step31_kernel(T *dst32, int stride33, const unsigned *src34, double *buf35) {__wrapper__device_stub_step31_kernel<T,N>(dst32,stride33,src34,buf35);
# 72
return;}
#if 0
# 61
{ 
# 62
__attribute__((unused)) extern int dyn_36[]; 
# 63
unsigned i37 = __device_builtin_variable_threadIdx.x; 
# 64
if (!((buf35[stride33]) > i37)) { 
# 65
goto out40; 
# 66
}  
# 67
for (int i38 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); i38 < stride33; i38 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 68
++d_bias30; 
# 69
const T m39 = (32); 
# 70
}  
# 71
out40:; ; 
# 72
} 
#endif
# 74 "v002188.cu"
float host_clamp41(const long long *src42, int stride43, float *dst44) { 
# 75
stride43 = (3U); 
# 76
(__cudaPushCallConfiguration(512, 512)) ? (void)0 : shade22< double, 1> (reinterpret_cast< double *>(dst44), dst44 + stride43, sizeof(int), nullptr); 
# 77
int lim45 = (23) - ((src42[6]) + (dst44[2])); 
# 78
stride43 = ((((50) / (src42[0])) + lim45) / TILE17); 
# 79
return lim45; 
# 80
} 
# 82
int main() { 
# 83
int size46 = 1980; 
# 84
(__cudaPushCallConfiguration(dim3(1, 32, 2), TILE17 + 224)) ? (void)0 : shade22< int, 2> (nullptr, nullptr, 51UL, nullptr); 
# 85
if ((size46 - TILE17) <= TILE17) { 
# 86
return TILE17; 
# 87
}  
# 88
(__cudaPushCallConfiguration(sizeof(int), TILE17 + (32 + 64))) ? (void)0 : img10::inner11::merge12_kernel< long, 2> (nullptr); 
# 89
(__cudaPushCallConfiguration(dim3((size46 + 31) / 32, 2, 2), 32 + 480)) ? (void)0 : scatter18< unsigned, 6> (nullptr, (const unsigned *)nullptr); 
# 90
(__cudaPushCallConfiguration(dim3(4, 4, TILE17 * 8), TILE17 * 8)) ? (void)0 : step31_kernel< unsigned, 7> ((unsigned *)nullptr, (size46 < host_clamp41(nullptr, size46, nullptr)) ? 4886 : host_clamp41(nullptr, 16, (float *)nullptr), nullptr, static_cast< double *>(nullptr)); 
# 91
return 0; 
# 92
} 

# 1 "v002188.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5543976b_10_v002188_cu_d_bias30
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002188.cudafe1.stub.c"
#include "v002188.cudafe1.stub.c"
# 1 "v002188.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
