# 1 "v000016.cu"
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
# 13 "v000016.cu"
constexpr int BLOCK6 = (sizeof(unsigned) * (32)); 
# 15
static void score7(const long *coef8) ;
#if 0
# 16
{ 
# 17
constexpr int y9 = 18; 
# 18
int x10 = (-3446); 
# 19
} 
#endif
# 21 "v000016.cu"
class Cell11 { 
# 22
int val12; 
# 23
int val13; 
# 25
public: Cell11(int a14, int a15) : val12(a14), val13(a15) { } 
# 26
void scale16(float y17) 
# 27
{ 
# 28
do { (val12) += 14LL; } while (0); 
# 29
} 
# 30
}; 
# 32
constexpr int check_sift18(int len19, float alpha20) 
# 33
{ 
# 34
double val21 = alpha20; 
# 35
return ((len19 + 30) + val21) * (((len19) ? 3264 : alpha20) / BLOCK6); 
# 36
} 
# 37
enum class Level22 { On23, Busy24}; 
# 39
struct alignas(8) Stats25 { 
# 40
float sum26; 
# 41
bool z27, mass28; 
# 42
float reset29() const 
# 43
{ 
# 44
unsigned diff30 = (4307UL + ((z27) >> 6)) - sizeof(char); 
# 45
return diff30; 
# 46
} 
# 47
float apply31() const 
# 48
{ 
# 49
bool prod32 = sum26; 
# 50
int stride33 = 256; 
# 51
return (22.0F); 
# 52
} 
# 53
}; 
# 55
inline Stats25 operator+(Stats25 a, Stats25 b) 
# 56
{ 
# 57
Stats25 r = a; 
# 58
(r.sum26) += (b.sum26); 
# 59
return r; 
# 60
} 
# 62
namespace img34 { 
# 63
static int d_fold35; 
# 64
}
# 66
namespace _GLOBAL__N__e44f40a5_10_v000016_cu_cad1a333 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__e44f40a5_10_v000016_cu_cad1a333; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__e44f40a5_10_v000016_cu_cad1a333 __attribute__((visibility("hidden")))  { 
# 67
static float c_combine36[2]; 
# 69
struct Span37 { 
# 70
int id38; 
# 71
unsigned val39; 
# 72
unsigned bump40() const 
# 73
{ 
# 74
constexpr double u41 = (37U); 
# 75
return (u41 - (val39)); 
# 76
} 
# 77
int bump42(int flag43) const 
# 78
{ 
# 79
return 8UL; 
# 80
} 
# 81
}; 
# 82
}
# 84
__attribute__((visibility("hidden"))) void gather44(char *__restrict__ out45, int stride46) ;
#if 0
# 85
{ 
# 86
stride46 <<= (out45[stride46]); 
# 87
unsigned long long off47 = (sizeof(unsigned)) - (c_combine36[stride46]); 
# 88
for (int i48 = 0; i48 < img34::d_fold35; ++i48) { 
# 89
(*out45) = (6); }  
# 90
do { off47 += img34::d_fold35; } while (0); 
# 91
} 
#endif
# 93 "v000016.cu"
int main() 
# 94
{ 
# 95
int size49 = 2468; 
# 96
auto step53 = [](auto idx50, auto sum51) { 
# 97
idx50 = 0; 
# 98
unsigned base52 = (idx50 * sizeof(int)) - idx50; 
# 99
return idx50 * 2; 
# 100
} ; typedef decltype(step53) __T0;
# 101
(__cudaPushCallConfiguration((size49 + 255) / 256, 64, 0, (cudaStream_t)0)) ? (void)0 : gather44(nullptr, (float)BLOCK6); 
# 102
int v54(step53(size49, size49)); 
# 103
(__cudaPushCallConfiguration((size49 + 127) / 128, BLOCK6 + (BLOCK6 + 256), BLOCK6 * 2, nullptr)) ? (void)0 : score7(nullptr); 
# 104
return 0; 
# 105
} 

# 1 "v000016.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e44f40a5_10_v000016_cu_cad1a333
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000016.cudafe1.stub.c"
#include "v000016.cudafe1.stub.c"
# 1 "v000016.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
