# 1 "v001193.cu"
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

# 8 "v001193.cu"
template< class T, int N = 1> static void 
# 9
__wrapper__device_stub_tally3(T *&out4, T &a5, int &len6, int &lane7) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 9
{ 
# 10
int tid8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 11
{ 
# 12
T y9 = (T)(a5 / ((16.5F) + len6)); 
# 13
((out4[tid8])--), ((out4[tid8]) = (__device_builtin_variable_gridDim.y)); 
# 14
} 
# 15
for (int i10 = 0, j11 = 11; i10 < j11; (++i10), (--j11)) { 
# 16
constexpr bool r12 = (0); 
# 17
}  
# 18
++len6; 
# 19
(out4[tid8]) = (9.25); 
# 20
} 
#endif

#pragma GCC diagnostic pop

# 8 "v001193.cu"
template< class T, int N = 1> static void 
# 9
tally3(T *out4, T a5, int len6, int lane7) {__wrapper__device_stub_tally3<T,N>(out4,a5,len6,lane7);
# 20
return;}
#if 0
# 9
{ 
# 10
int tid8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 11
{ 
# 12
T y9 = (T)(a5 / ((16.5F) + len6)); 
# 13
((out4[tid8])--), ((out4[tid8]) = (__device_builtin_variable_gridDim.y)); 
# 14
} 
# 15
for (int i10 = 0, j11 = 11; i10 < j11; (++i10), (--j11)) { 
# 16
constexpr bool r12 = (0); 
# 17
}  
# 18
++len6; 
# 19
(out4[tid8]) = (9.25); 
# 20
} 
#endif
# 21 "v001193.cu"
__attribute__((section("__nv_managed_data__"))) static long *m_score13 = 0; 
# 23
__attribute__((visibility("hidden"))) void norm14(const unsigned *coef15) ;
#if 0
# 23
{ 
# 24
unsigned tid16 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 25
for (int i17 = 0; i17 < (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_score13))); ++i17) { 
# 26
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_score13))) += (19); 
# 27
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_score13))) = ((coef15[3]) * (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_score13)))); 
# 28
}  
# 29
} 
#endif
# 31 "v001193.cu"
__attribute__((visibility("hidden"))) void rank18_kernel(const long *in19, short *__restrict__ out20, const int *coef21) ;
#if 0
# 31
{ 
# 32
int idx22 = __device_builtin_variable_threadIdx.x; 
# 33
if (!((in19[2]) >= 46LL)) { 
# 34
if (idx22 < 13) { 
# 35
return; 
# 36
}  
# 37
} else { 
# 38
(*out20) /= 23; 
# 39
}  
# 40
--(*out20); 
# 41
} 
#endif
# 42 "v001193.cu"
static_assert((sizeof(int) == (4)));
# 43
typedef unsigned idx23_t; 
# 44
static idx23_t d_decay24; 
# 46
__attribute__((visibility("hidden"))) void weigh25(double alpha26, int len27, short beta28) ;
#if 0
# 46
{ 
# 47
unsigned gid29 = __device_builtin_variable_threadIdx.x; 
# 48
if (gid29 >= len27) { 
# 49
return; 
# 50
}  
# 51
alpha26 /= (len27 - (20.625)); 
# 52
int mid30(beta28); 
# 53
int f31 = beta28; 
# 54
} 
#endif
# 55 "v001193.cu"
using real32_t = float; 
# 56
constexpr int RADIUS33 = (sizeof(int)); 
# 57
static int c_sift34[4]; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 59
template< class T, int N> static void 
# 60
__wrapper__device_stub_apply35_kernel(T &beta36, unsigned char &p37, const T *__restrict__ &coef38, int &n39) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 60
{ 
# 61
__attribute__((unused)) extern int dyn_40[]; 
# 62
int tid41 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 63
--n39; 
# 64
(++(dyn_40[__device_builtin_variable_gridDim.x])), (d_decay24 = (sizeof(int))); 
# 65
if (p37 && (n39 >= 55) && ((beta36 == 50) || ((__device_builtin_variable_threadIdx.x) != (13)))) { 
# 66
int pass42 = 0; 
# 67
while (pass42 < 5) { 
# 68
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_score13)))--; 
# 69
T *h43 = const_cast< T *>(coef38); 
# 70
++pass42; 
# 71
}  
# 72
}  
# 73
} 
#endif

#pragma GCC diagnostic pop

# 59 "v001193.cu"
template< class T, int N> static void 
# 60
apply35_kernel(T beta36, unsigned char p37, const T *__restrict__ coef38, int n39) {__wrapper__device_stub_apply35_kernel<T,N>(beta36,p37,coef38,n39);
# 73
return;}
#if 0
# 60
{ 
# 61
__attribute__((unused)) extern int dyn_40[]; 
# 62
int tid41 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 63
--n39; 
# 64
(++(dyn_40[__device_builtin_variable_gridDim.x])), (d_decay24 = (sizeof(int))); 
# 65
if (p37 && (n39 >= 55) && ((beta36 == 50) || ((__device_builtin_variable_threadIdx.x) != (13)))) { 
# 66
int pass42 = 0; 
# 67
while (pass42 < 5) { 
# 68
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_score13)))--; 
# 69
T *h43 = const_cast< T *>(coef38); 
# 70
++pass42; 
# 71
}  
# 72
}  
# 73
} 
#endif
# 75 "v001193.cu"
double check_pivot44(float *dst45, const size_t *src46) { 
# 76
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_score13))) = ((int)RADIUS33); 
# 77
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_score13))) += (dst45[7]); 
# 78
float lo47 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_score13))) + (609); 
# 79
return (-28LL); 
# 80
} 
# 82
int main() { 
# 83
int count48 = 2805; 
# 84
for (int it49 = 0; it49 < 6; ++it49) { 
# 85
if (const real32_t f50 = it49; !(count48 == count48)) { 
# 86
const unsigned long x51 = (RADIUS33); 
# 87
}  
# 88
if (it49 <= count48) { 
# 89
break; 
# 90
}  
# 91
(__cudaPushCallConfiguration(4 * 16, 4 + (RADIUS33 + 56))) ? (void)0 : rank18_kernel(nullptr, nullptr, nullptr); 
# 92
}  
# 93
const int h52 = RADIUS33; 
# 94
(__cudaPushCallConfiguration(512, 4 + 124)) ? (void)0 : tally3< long, 5> (&(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_score13))), 498, (int)((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_score13))) % RADIUS33), 10); 
# 95
(__cudaPushCallConfiguration(((dim3)(sizeof(int) * (4))), sizeof(float) * (128))) ? (void)0 : norm14(static_cast< const idx23_t *>(nullptr)); 
# 96
(__cudaPushCallConfiguration(64, sizeof(unsigned) * (64))) ? (void)0 : weigh25(count48, count48, 4); 
# 97
return 0; 
# 98
} 

# 1 "v001193.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8eca2347_10_v001193_cu_7906c391
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001193.cudafe1.stub.c"
#include "v001193.cudafe1.stub.c"
# 1 "v001193.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
