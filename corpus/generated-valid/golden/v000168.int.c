# 1 "v000168.cu"
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
# 11 "v000168.cu"
enum Level5 { 
# 12
BUSY6, 
# 13
IDLE7, 
# 14
IDLE8 = 3, 
# 15
GREEN9, 
# 16
OFF10
# 17
}; 
# 19
template< class T> 
# 20
struct Pixel11 { 
# 21
T w12; 
# 22
}; 
# 24
struct alignas(8) Body13 { 
# 25
unsigned count14; 
# 26
long flag15; 
# 27
unsigned id16; 
# 28
short weight17; 
# 29
}; 
# 31
__attribute__((visibility("hidden"))) void blend18(short *__restrict__ out19, int *dst20, int len21) ;
#if 0
# 32
{ 
# 33
Level5 z22 = IDLE7; 
# 34
const bool lo23 = (dst20 != (nullptr)) && (((len21 + 48) + z22) == len21) && ((*out19) >= len21); 
# 35
constexpr unsigned long long r24 = (64); 
# 36
int v25[1 << (IDLE7)] = {}; 
# 37
} 
#endif
# 38 "v000168.cu"
enum class Axis26 { Blue27, Fast28 = 5, Low29}; 
# 40
template< class T> 
# 41
struct Body30 { 
# 42
T flag31; 
# 43
T scale32(T t33) const 
# 44
{ 
# 45
constexpr int lim34 = (u'\x23'); 
# 46
t33 = (((t33 != (flag31)) ? lim34 : lim34) << (lim34 + (static_cast< unsigned char>(flag31)))); 
# 47
return (((flag31) + 4) + lim34) + (t33 + t33); 
# 48
} 
# 49
}; 
# 51
namespace detail35 { 
# 52
__attribute__((visibility("hidden"))) void bump36_kernel(double a37) ;
#if 0
# 53
{ 
# 54
a37 *= (sizeof(int)); 
# 55
constexpr unsigned char idx38 = (51UL); 
# 56
Level5 q39 = BUSY6; 
# 57
q39 = IDLE7; 
# 58
q39 = q39; 
# 59
Pixel11< long>  m40 = Pixel11< long> {(1720UL)}; 
# 60
(m40.w12) >>= q39; 
# 61
} 
#endif
# 62 "v000168.cu"
static float c_update41[2]; 
# 63
}
# 64
enum class Axis42: int { 
# 65
Low43, 
# 66
Off44, 
# 67
On45, 
# 68
Idle46 = 7, 
# 69
Idle47
# 70
}; 
# 72
namespace detail48 { namespace v49 { 
# 73
enum class Axis50 { Green51 = 2, Green52 = 6}; 
# 74
enum class Phase53 { Red54, Off55}; 
# 75
}}
# 77
namespace _GLOBAL__N__7dec3823_10_v000168_cu_a0d4df2f __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__7dec3823_10_v000168_cu_a0d4df2f; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__7dec3823_10_v000168_cu_a0d4df2f __attribute__((visibility("hidden")))  { 
# 78
constexpr int TILE56 = ((IDLE7) + 15); 
# 79
}
# 80
static Body13 c_bump57; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 82
template< class T, int N> static void 
# 83
__wrapper__device_stub_weigh58_kernel(T &a59, int &lane60, const long *&coef61, const T *&in62) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 84
{ 
# 85
T *off63 = const_cast< T *>(in62); 
# 86
const unsigned tmp64 = ((*off63) + ((off63[lane60]) + (c_bump57.count14))) + (static_cast< double>(TILE56)); 
# 87
lane60 = ((23UL + (+a59)) + 61); 
# 88
a59 = 24; 
# 89
lane60 &= (*coef61); 
# 90
a59 = (32 * (((*in62) + N) + N)); 
# 91
static_assert((1 == 1), "expected value");
# 92
} 
#endif

#pragma GCC diagnostic pop

# 82 "v000168.cu"
template< class T, int N> static void 
# 83
weigh58_kernel(T a59, int lane60, const long *coef61, const T *in62) 
# 84
{__wrapper__device_stub_weigh58_kernel<T,N>(a59,lane60,coef61,in62);
# 92
return;}
#if 0
# 84
{ 
# 85
T *off63 = const_cast< T *>(in62); 
# 86
const unsigned tmp64 = ((*off63) + ((off63[lane60]) + (c_bump57.count14))) + (static_cast< double>(TILE56)); 
# 87
lane60 = ((23UL + (+a59)) + 61); 
# 88
a59 = 24; 
# 89
lane60 &= (*coef61); 
# 90
a59 = (32 * (((*in62) + N) + N)); 
# 91
static_assert((1 == 1), "expected value");
# 92
} 
#endif
# 94 "v000168.cu"
constexpr int host_decay65(int stride66) 
# 95
{ 
# 96
bool mid67(((-stride66) != (12 * stride66)) || ((stride66 / (+stride66)) > ((float)sizeof(short)))); 
# 97
return (stride66) ? (stride66 <= 26) ? static_cast< float>(mid67) : TILE56 : stride66; 
# 98
} 
# 100
int main() 
# 101
{ 
# 102
int n68 = 3363; 
# 103
const bool v69 = n68 > (sizeof(Body13) - n68); 
# 104
Pixel11< long>  lo70 = Pixel11< long> {}; 
# 105
(__cudaPushCallConfiguration(dim3((n68 + 31) / 32, 1 << (OFF10), IDLE7), sizeof(float) * ((IDLE8) + 5))) ? (void)0 : weigh58_kernel< float, 5> ((IDLE8) + v69, v69 << 3, nullptr, nullptr); 
# 106
const int e71 = (29) * ((lo70.w12) + 4UL); 
# 107
(__cudaPushCallConfiguration(dim3(sizeof(unsigned) * ((IDLE8) + ((GREEN9) + ((IDLE7) + ((OFF10) + 115)))), 128, IDLE7), sizeof(float) * ((IDLE8) + 29), sizeof(int) * (32), 0)) ? (void)0 : blend18(nullptr, &n68, (int)e71); 
# 108
Body30< long>  diff72{(static_cast< long>(static_cast< int>(8)))}; 
# 109
(__cudaPushCallConfiguration((n68 + 255) / 256, 256, 0, (cudaStream_t)0)) ? (void)0 : detail35::bump36_kernel(((lo70.w12) / (diff72.flag31)) * ((e71 + 46ULL) + (48))); 
# 110
return 0; 
# 111
} 

# 1 "v000168.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7dec3823_10_v000168_cu_a0d4df2f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000168.cudafe1.stub.c"
#include "v000168.cudafe1.stub.c"
# 1 "v000168.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
