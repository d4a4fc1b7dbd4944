# 1 "v002095.cu"
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
# 7 "v002095.cu"
static long d_combine3; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 9
template< class T> static void 
# 10
__wrapper__device_stub_accum4(const T *&coef5, const unsigned *&coef6) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 11
{ 
# 12
int i7 = __device_builtin_variable_threadIdx.x; 
# 13
T off8 = ((24.75F)); 
# 14
T x9 = (13); 
# 15
constexpr int h10 = 45; 
# 16
} 
#endif

#pragma GCC diagnostic pop

# 9 "v002095.cu"
template< class T> static void 
# 10
accum4(const T *coef5, const unsigned *coef6) 
# 11
{__wrapper__device_stub_accum4<T>(coef5,coef6);
# 16
return;}
#if 0
# 11
{ 
# 12
int i7 = __device_builtin_variable_threadIdx.x; 
# 13
T off8 = ((24.75F)); 
# 14
T x9 = (13); 
# 15
constexpr int h10 = 45; 
# 16
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 18 "v002095.cu"
template< class T, class U> static void 
# 19
__wrapper__device_stub_reduce11(U &q12, int &lane13, T *&out14, T &b15) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 20
{ 
# 21
lane13 = (__device_builtin_variable_gridDim.y); 
# 22
constexpr int val16 = 62; 
# 23
if ((out14[1]) >= val16) { 
# 24
return; }  
# 25
U prod17 = ((4.125F)); 
# 26
} 
#endif

#pragma GCC diagnostic pop

# 18 "v002095.cu"
template< class T, class U> static void 
# 19
reduce11(U q12, int lane13, T *out14, T b15) 
# 20
{__wrapper__device_stub_reduce11<T,U>(q12,lane13,out14,b15);
# 26
return;}
#if 0
# 20
{ 
# 21
lane13 = (__device_builtin_variable_gridDim.y); 
# 22
constexpr int val16 = 62; 
# 23
if ((out14[1]) >= val16) { 
# 24
return; }  
# 25
U prod17 = ((4.125F)); 
# 26
} 
#endif
# 27 "v002095.cu"
constexpr long TILE18 = (sizeof(unsigned) * (8)); 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 29
template< class T, int N = 7> static void 
# 30
__wrapper__device_stub_spread19_kernel(const T *&input20) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 31
{ 
# 32
int tid21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 33
d_combine3 = ((d_combine3 += TILE18), (tid21 + 64L)); 
# 34
int f22(tid21); 
# 35
if (d_combine3 == d_combine3) { 
# 36
return; }  
# 37
} 
#endif

#pragma GCC diagnostic pop

# 29 "v002095.cu"
template< class T, int N = 7> static void 
# 30
spread19_kernel(const T *input20) 
# 31
{__wrapper__device_stub_spread19_kernel<T,N>(input20);
# 37
return;}
#if 0
# 31
{ 
# 32
int tid21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 33
d_combine3 = ((d_combine3 += TILE18), (tid21 + 64L)); 
# 34
int f22(tid21); 
# 35
if (d_combine3 == d_combine3) { 
# 36
return; }  
# 37
} 
#endif
# 39 "v002095.cu"
double run_pivot23(double a24) 
# 40
{ 
# 41
dim3 y25 = ((dim3)(256)); 
# 42
a24 = TILE18; 
# 43
return (((a24 * a24) == a24) ? 1951UL : ((a24 += (9.625)), TILE18)) + (1.375); 
# 44
} 
# 46
int main() 
# 47
{ 
# 48
int len26 = 1880; 
# 49
constexpr float r27 = (0); 
# 50
{ 
# 51
if (len26) { 
# 52
float mid28[6] = {r27}; 
# 53
}  
# 54
len26 = ((len26 < 41) ? ((2 * len26) + 38) - run_pivot23(21UL) : (len26 / (36ULL + len26))); 
# 55
} 
# 56
(__cudaPushCallConfiguration(((dim3)(2 * 16)), 32, sizeof(int) * (32))) ? (void)0 : accum4< unsigned> (nullptr, static_cast< const unsigned *>(nullptr)); 
# 57
(__cudaPushCallConfiguration(4 * 2, TILE18 + (TILE18 + (TILE18 + (32))), sizeof(double) * (64))) ? (void)0 : reduce11< long, long> ((2 * ((len26 < 4) ? len26 : 4)) + (50 * len26), ((38 == len26) ? TILE18 : TILE18) % TILE18, nullptr, 0U); 
# 58
(__cudaPushCallConfiguration(8, dim3(16, 1, (len26 + 31) / 32))) ? (void)0 : spread19_kernel< double, 7> ((const double *)nullptr); 
# 59
return 0; 
# 60
} 

# 1 "v002095.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5115b5a3_10_v002095_cu_41524171
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002095.cudafe1.stub.c"
#include "v002095.cudafe1.stub.c"
# 1 "v002095.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
