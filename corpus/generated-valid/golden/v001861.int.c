# 1 "v001861.cu"
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

# 14 "v001861.cu"
template< class T, int N> static void 
# 15
__wrapper__device_stub_clamp4(T *__restrict__ &dst5, T &q6, T &alpha7) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 15
{ 
# 16
auto s8 = ((43 * alpha7) - 42) + 1237; 
# 17
T h9 = (((s8 += alpha7), ((7.375) - ((dst5[1]) * 127UL)))); 
# 18
h9 = (q6 * ((alpha7 - (23.875)) - 4)); 
# 19
constexpr float val10 = (4); 
# 20
if (((*dst5) + s8) == val10) { 
# 21
return; 
# 22
}  
# 23
auto prod11 = 14; 
# 24
} 
#endif

#pragma GCC diagnostic pop

# 14 "v001861.cu"
template< class T, int N> static void 
# 15
clamp4(T *__restrict__ dst5, T q6, T alpha7) {__wrapper__device_stub_clamp4<T,N>(dst5,q6,alpha7);
# 24
return;}
#if 0
# 15
{ 
# 16
auto s8 = ((43 * alpha7) - 42) + 1237; 
# 17
T h9 = (((s8 += alpha7), ((7.375) - ((dst5[1]) * 127UL)))); 
# 18
h9 = (q6 * ((alpha7 - (23.875)) - 4)); 
# 19
constexpr float val10 = (4); 
# 20
if (((*dst5) + s8) == val10) { 
# 21
return; 
# 22
}  
# 23
auto prod11 = 14; 
# 24
} 
#endif
# 25 "v001861.cu"
enum class Phase12 { Fast13, Fast14, Add15, Low16}; 
# 27
__attribute__((visibility("hidden"))) void scatter17_kernel(long long cfg18, float q19) ;
#if 0
# 27
{ 
# 28
q19 = (+((9) % cfg18)); 
# 29
static_assert((sizeof(int) == (4)));
# 30
int r20 = cfg18; 
# 31
int tmp21 = q19; 
# 32
} 
#endif
# 33 "v001861.cu"
enum class Kind22 { Mul23, Blue24 = 4}; 
# 35
struct Stats25 { 
# 36
unsigned val26, count27; 
# 37
float flag28; 
# 38
char lo29; 
# 39
}; 
# 41
inline Stats25 operator+(Stats25 a, Stats25 b) { 
# 42
Stats25 r = a; 
# 43
(r.val26) += (b.val26); 
# 44
(r.count27) += (b.count27); 
# 45
(r.flag28) += (b.flag28); 
# 46
(r.lo29) += (b.lo29); 
# 47
return r; 
# 48
} 
# 49
enum Mode30 { MUL31, BLUE32 = 4}; 
# 51
__attribute__((visibility("hidden"))) void filter33_kernel(int *__restrict__ out34, unsigned p35) ;
#if 0
# 51
{ 
# 52
Phase12 u36 = Phase12::Add15; 
# 53
unsigned val37 = (((out34[p35]) + p35) * (p35 - (*out34))) * ((p35 <= (out34[p35])) ? +(out34[6]) : 47); 
# 54
} 
#endif
# 57 "v001861.cu"
__attribute__((visibility("hidden"))) void rank38_kernel(int count39, char *__restrict__ out40, const int *input41, float *out42) ;
#if 0
# 57
{ 
# 58
(out42[1]) = (((input41[3]) - (*input41)) + (((11.125F) * (input41[count39])) + (((*out42) == count39) ? *input41 : (input41[1])))); 
# 59
static_assert((sizeof(int) == (4)), "size check");
# 60
Mode30 lo43 = MUL31; 
# 61
count39 = ((count39) ? static_cast< short>(3184) : ((18LL) + (out42[count39]))); 
# 62
Phase12 s44 = Phase12::Fast13; 
# 63
count39 = ((input41[count39]) * (((out42[count39]) - (24)) / (61U * (*input41)))); 
# 64
Stats25 h45 = Stats25{(32UL), 2U, (36UL), (14)}; 
# 65
} 
#endif
# 66 "v001861.cu"
enum class Op46: long { Mul47, Red48 = 4L, Low49, Add50}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 69
template< class T, class U> static void 
# 70
__wrapper__device_stub_split51_kernel(const T *&coef52) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 70
{ 
# 71
auto r53 = (21.375F); 
# 72
r53 = r53; 
# 73
} 
#endif

#pragma GCC diagnostic pop

# 69 "v001861.cu"
template< class T, class U> static void 
# 70
split51_kernel(const T *coef52) {__wrapper__device_stub_split51_kernel<T,U>(coef52);
# 73
return;}
#if 0
# 70
{ 
# 71
auto r53 = (21.375F); 
# 72
r53 = r53; 
# 73
} 
#endif
# 75 "v001861.cu"
__attribute__((visibility("hidden"))) void merge54_kernel(float *dst55, int n56, Mode30 p57) ;
#if 0
# 75
{ 
# 76
bool v58 = (n56 * (dst55[n56])) == ((p57 - (dst55[5])) - ((sizeof(Stats25)) / (*dst55))); 
# 77
n56 = (('z') + p57); 
# 78
if (p57 != v58) { 
# 79
return; 
# 80
}  
# 81
if (!v58) { 
# 82
return; 
# 83
}  
# 84
int u59{n56}; 
# 85
} 
#endif
# 87 "v001861.cu"
short fuse60(int n61) { 
# 88
(__cudaPushCallConfiguration((n61 + 63) / 64, ((BLUE32) + 28) * 2)) ? (void)0 : split51_kernel< double, int> (static_cast< const double *>(nullptr)); 
# 89
([&]() { 
# 90
(__cudaPushCallConfiguration(64, sizeof(int) * (128))) ? (void)0 : filter33_kernel(&(n61), 56); 
# 91
} )(); 
# 92
constexpr float tmp62 = (3.375F); 
# 93
long long f63((24)); 
# 94
return 48; 
# 95
} 
# 97
int main() { 
# 98
int len64 = 2060; 
# 99
Phase12 u65 = Phase12::Fast13; 
# 100
do { len64 += (-3911); } while (0); 
# 101
(__cudaPushCallConfiguration(64, sizeof(unsigned) * ((BLUE32) + 4))) ? (void)0 : clamp4< int, 6> (nullptr, len64, 39); 
# 102
(__cudaPushCallConfiguration(256 * 2, 32)) ? (void)0 : scatter17_kernel((-len64) + 43U, static_cast< long>(-49)); 
# 103
(__cudaPushCallConfiguration((len64 + 63) / 64, 32)) ? (void)0 : rank38_kernel(370, static_cast< char *>(nullptr), &len64, nullptr); 
# 104
return 0; 
# 105
} 

# 1 "v001861.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__819c2dd5_10_v001861_cu_9a4d86c1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001861.cudafe1.stub.c"
#include "v001861.cudafe1.stub.c"
# 1 "v001861.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
