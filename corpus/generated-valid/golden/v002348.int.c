# 1 "v002348.cu"
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
# 15 "v002348.cu"
unsigned short run_pack7(int count8, int lane9) { 
# 16
static_assert((49 == 49));
# 17
bool h10 = (count8 + (128 + lane9)) >= (lane9 % lane9); 
# 18
return 31; 
# 19
} 
# 21
struct Node11 { 
# 22
int weight12; 
# 23
float count13; 
# 24
void reset14(float lim15) { 
# 25
lim15 *= (sizeof(float)); 
# 26
} 
# 27
void apply16(int u17) { 
# 28
float mid18[7] = {}; 
# 29
} 
# 30
}; 
# 32
inline Node11 operator+(Node11 a, Node11 b) { 
# 33
Node11 r = a; 
# 34
(r.weight12) += (b.weight12); 
# 35
(r.count13) += (b.count13); 
# 36
return r; 
# 37
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 39
template< class T, int N> static void 
# 40
__wrapper__device_stub_fold19_kernel(T *&out20, T &beta21, const T *__restrict__ &coef22) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 40
{ 
# 41
if (long w23 = 44U - (static_cast< unsigned>((out20[6]) * 1599)); (out20[w23]) >= (w23 % ((N) - w23))) { 
# 42
long idx24[6] = {4038L, w23, 1L, w23, w23}; 
# 43
w23 = ((((out20[4]) + (coef22[w23])) * (46ULL + beta21)) + 6); 
# 44
double m25 = 489 + ((T)((idx24[w23]) | (idx24[5]))); 
# 45
}  
# 46
int pass26 = 0; 
# 47
while (pass26 < pass26) { 
# 48
T acc27 = (coef22[7]) + (-(coef22[pass26])); 
# 49
T *w28 = out20; 
# 50
++pass26; 
# 51
}  
# 52
} 
#endif

#pragma GCC diagnostic pop

# 39 "v002348.cu"
template< class T, int N> static void 
# 40
fold19_kernel(T *out20, T beta21, const T *__restrict__ coef22) {__wrapper__device_stub_fold19_kernel<T,N>(out20,beta21,coef22);
# 52
return;}
#if 0
# 40
{ 
# 41
if (long w23 = 44U - (static_cast< unsigned>((out20[6]) * 1599)); (out20[w23]) >= (w23 % ((N) - w23))) { 
# 42
long idx24[6] = {4038L, w23, 1L, w23, w23}; 
# 43
w23 = ((((out20[4]) + (coef22[w23])) * (46ULL + beta21)) + 6); 
# 44
double m25 = 489 + ((T)((idx24[w23]) | (idx24[5]))); 
# 45
}  
# 46
int pass26 = 0; 
# 47
while (pass26 < pass26) { 
# 48
T acc27 = (coef22[7]) + (-(coef22[pass26])); 
# 49
T *w28 = out20; 
# 50
++pass26; 
# 51
}  
# 52
} 
#endif
# 54 "v002348.cu"
template< class T, int N = 4> T 
# 55
probe29(T beta30, const T *__restrict__ coef31) { 
# 56
float v32[2] = {(static_cast< float>(46)), (10.875F)}; 
# 57
(v32[1]) = (1); 
# 58
return v32[0]; 
# 59
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 61
template< class T, class U> static void 
# 62
__wrapper__device_stub_grow33(const T *__restrict__ &coef34, int &n35, unsigned char *&dst36, const U *__restrict__ &coef37) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 62
{ 
# 63
__attribute__((unused)) extern int dyn_38[]; 
# 64
size_t z39 = (coef37[3]) * ((!((coef34[4]) == (dst36[n35]))) ? sizeof(long long) + (*dst36) : (coef34[2])); 
# 65
int e40 = (dst36[2]) ^ z39; 
# 66
} 
#endif

#pragma GCC diagnostic pop

# 61 "v002348.cu"
template< class T, class U> static void 
# 62
grow33(const T *__restrict__ coef34, int n35, unsigned char *dst36, const U *__restrict__ coef37) {__wrapper__device_stub_grow33<T,U>(coef34,n35,dst36,coef37);
# 66
return;}
#if 0
# 62
{ 
# 63
__attribute__((unused)) extern int dyn_38[]; 
# 64
size_t z39 = (coef37[3]) * ((!((coef34[4]) == (dst36[n35]))) ? sizeof(long long) + (*dst36) : (coef34[2])); 
# 65
int e40 = (dst36[2]) ^ z39; 
# 66
} 
#endif
# 67 "v002348.cu"
using ptr41_t = int *; 
# 69
template< class T, int N = 2> __attribute__((unused)) T 
# 70
smooth42(T beta43) {int volatile ___ = 1;(void)beta43;
# 77
::exit(___);}
#if 0
# 70
{ 
# 71
if (beta43 >= beta43) { 
# 72
beta43 = (N + ((beta43 <= beta43) ? beta43 : N)); 
# 73
beta43++; 
# 74
beta43 = ((N / (static_cast< int>(beta43))) / beta43); 
# 75
}  
# 76
return beta43; 
# 77
} 
#endif
# 79 "v002348.cu"
constexpr int check_pivot44(int stride45, int len46) { 
# 80
auto x47 = (1.5F); 
# 81
x47++; 
# 82
return 43; 
# 83
} 
# 85
int main() { 
# 86
int n48 = 222; 
# 87
const char *cnt49 = ("x + 1"); 
# 88
n48--; 
# 89
(__cudaPushCallConfiguration((n48 + 31) / 32, 16 + 496, 0)) ? (void)0 : fold19_kernel< int, 7> (static_cast< ptr41_t>(nullptr), (int)(cnt49[1]), &n48); 
# 90
(__cudaPushCallConfiguration((n48 + 31) / 32, (16 + 16) * 4)) ? (void)0 : grow33< int, unsigned> (&n48, 4 << (n48 - n48), nullptr, (const unsigned *)nullptr); 
# 91
return 0; 
# 92
} 

# 1 "v002348.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__dd7bdb61_10_v002348_cu_08f8ce90
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002348.cudafe1.stub.c"
#include "v002348.cudafe1.stub.c"
# 1 "v002348.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
