# 1 "v000945.cu"
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

# 18 "v000945.cu"
template< class T, class U> static void 
# 19
__wrapper__device_stub_blend8_kernel(U &q9, const U *&src10) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 19
{ 
# 20
__attribute__((unused)) extern unsigned dyn_11[]; 
# 21
++q9; 
# 22
--(dyn_11[__device_builtin_variable_threadIdx.y]); 
# 23
double flag12 = (-27); 
# 24
++q9; 
# 25
q9 = ((dyn_11[__device_builtin_variable_gridDim.x]) - ((((dyn_11[5]) += flag12), 6) - 127L)); 
# 26
} 
#endif

#pragma GCC diagnostic pop

# 18 "v000945.cu"
template< class T, class U> static void 
# 19
blend8_kernel(U q9, const U *src10) {__wrapper__device_stub_blend8_kernel<T,U>(q9,src10);
# 26
return;}
#if 0
# 19
{ 
# 20
__attribute__((unused)) extern unsigned dyn_11[]; 
# 21
++q9; 
# 22
--(dyn_11[__device_builtin_variable_threadIdx.y]); 
# 23
double flag12 = (-27); 
# 24
++q9; 
# 25
q9 = ((dyn_11[__device_builtin_variable_gridDim.x]) - ((((dyn_11[5]) += flag12), 6) - 127L)); 
# 26
} 
#endif
# 27 "v000945.cu"
static void scale13_kernel(bool a14) ;
#if 0
# 27
{ 
# 28
int i15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 29
constexpr float z16 = (37); 
# 30
bool w17 = a14; 
# 31
long v18{(32UL)}; 
# 32
v18 -= ((static_cast< float>((1.0F) - w17)) - w17); 
# 33
const int stride19 = (3) * (__device_builtin_variable_threadIdx.x); 
# 34
} 
#endif
# 35 "v000945.cu"
int march20(unsigned long alpha21, float *data22, int len23) { 
# 36
constexpr int res24 = (3 + 45); 
# 37
short m25 = (32U) / (alpha21 + (64U)); 
# 38
if ((m25 / 62) >= 54U) { 
# 39
goto done26; 
# 40
}  
# 41
len23 |= ((((unsigned)44UL) + alpha21) + ((len23 + m25) + (29 * m25))); 
# 42
alpha21--; 
# 43
static_assert((((3 + 8) * 2) == 22));
# 44
done26:; ; 
# 45
return data22[0]; 
# 46
} 
# 47
__attribute((noinline)) __attribute__((unused)) int spread27(int lane28, int lane29) {int volatile ___ = 1;(void)lane28;(void)lane29;
# 62
::exit(___);}
#if 0
# 47
{ 
# 48
int cnt30(-(march20(lane29, nullptr, lane29) - 2)); 
# 49
int pass31 = 0; 
# 50
while (pass31 < 15) { 
# 51
++lane28; 
# 52
constexpr signed char lim32 = (60); 
# 53
++pass31; 
# 54
}  
# 55
float lim33 = ((4.75F) / (__device_builtin_variable_blockDim.x)) + ((21.125F) * lane29); 
# 56
if (!(lane29 == (__device_builtin_variable_gridDim.x))) { 
# 57
goto out34; 
# 58
}  
# 59
march20(pass31 / ((3) % (__device_builtin_variable_threadIdx.y)), &lim33, lane29); 
# 60
out34:; ; 
# 61
return (march20(lane29, nullptr, lane29) + lane29) * (pass31 + ((cnt30 += (__device_builtin_variable_threadIdx.y)), (__device_builtin_variable_threadIdx.x))); 
# 62
} 
#endif
# 63 "v000945.cu"
float stencil35(unsigned alpha36, const float *input37, int stride38) { 
# 64
int s39 = 17; 
# 65
constexpr char stride40 = (25); 
# 66
--stride38; 
# 67
stride38 ^= (2 + ((stride38 << 2) - stride38)); 
# 68
int base41 = march20(s39 % (stride40 - alpha36), const_cast< float *>(input37), march20(alpha36, const_cast< float *>(input37), -62L)); 
# 69
int diff42 = +(stride40 - alpha36); 
# 70
double t43 = (stride40); 
# 71
return ((t43 += stride38), (16 * 16)) + (4 - stride38); 
# 72
} 
# 73
namespace kern44 { 
# 74
void accum45(unsigned b46) { 
# 75
int z47 = 1749; 
# 76
int cnt48(b46); 
# 77
if (z47 == z47) { 
# 78
return; 
# 79
}  
# 80
z47 += z47; 
# 81
z47--; 
# 82
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 83
template< class T, int N> static void 
# 84
__wrapper__device_stub_trace49(T &a50) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 84
{ 
# 85
int tid51 = __device_builtin_variable_threadIdx.x; 
# 86
a50 /= stencil35(4834UL, (const float *)nullptr, N); 
# 87
++a50; 
# 88
stencil35(sizeof(T), nullptr, (short)tid51); 
# 89
kern44::accum45(tid51 * (__device_builtin_variable_gridDim.y)); 
# 90
a50 = ((N + stencil35(__device_builtin_variable_threadIdx.y, nullptr, a50)) + (+march20(sizeof(T), nullptr, 62))); 
# 91
T res52 = spread27(a50, (45ULL - a50) + 2); 
# 92
} 
#endif

#pragma GCC diagnostic pop

# 83 "v000945.cu"
template< class T, int N> static void 
# 84
trace49(T a50) {::kern44::__wrapper__device_stub_trace49<T,N>(a50);
# 92
return;}
#if 0
# 84
{ 
# 85
int tid51 = __device_builtin_variable_threadIdx.x; 
# 86
a50 /= stencil35(4834UL, (const float *)nullptr, N); 
# 87
++a50; 
# 88
stencil35(sizeof(T), nullptr, (short)tid51); 
# 89
kern44::accum45(tid51 * (__device_builtin_variable_gridDim.y)); 
# 90
a50 = ((N + stencil35(__device_builtin_variable_threadIdx.y, nullptr, a50)) + (+march20(sizeof(T), nullptr, 62))); 
# 91
T res52 = spread27(a50, (45ULL - a50) + 2); 
# 92
} 
#endif
# 93 "v000945.cu"
static int c_apply53; 
# 94
}
# 95
int main() { 
# 96
int len54 = 1708; 
# 97
len54 += 20; 
# 98
constexpr int acc55 = 35; 
# 99
(__cudaPushCallConfiguration((len54 + 127) / 128, sizeof(int) * (2 + 126))) ? (void)0 : blend8_kernel< float, long> (25L, (const long *)nullptr); 
# 100
(__cudaPushCallConfiguration(2, (3 + 5) * 4)) ? (void)0 : scale13_kernel(len54); 
# 101
(__cudaPushCallConfiguration(2 * 8, sizeof(int) * (32))) ? (void)0 : kern44::trace49< unsigned, 7> (acc55); 
# 102
return 0; 
# 103
} 

# 1 "v000945.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__191531f3_10_v000945_cu_24e7781b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000945.cudafe1.stub.c"
#include "v000945.cudafe1.stub.c"
# 1 "v000945.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
