# 1 "v001973.cu"
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
# 18 "v001973.cu"
struct __attribute((aligned(16))) Span5 { 
# 19
double val6; 
# 20
float weight7; 
# 21
float apply8(float k9) const { 
# 22
k9 *= (51); 
# 23
return sizeof(long long); 
# 24
} 
# 25
}; 
# 27
__attribute__((visibility("hidden"))) void bump10(const long *input11, const size_t *coef12) ;
#if 0
# 27
{ 
# 28
__attribute__((unused)) static int sh_13[8]; 
# 29
unsigned *cnt14 = ((unsigned *)nullptr); 
# 30
if ((*cnt14) * (*cnt14)) { 
# 31
goto out15; 
# 32
}  
# 33
(*cnt14) = ((input11[5]) >> (coef12[6])); 
# 34
out15:; ; 
# 35
} 
#endif
# 37 "v001973.cu"
struct Pixel16 { 
# 38
float x17; 
# 39
int sum18; 
# 40
float apply19() const { 
# 41
unsigned *lim20 = (nullptr); 
# 42
float res21 = sum18; 
# 43
return res21; 
# 44
} 
# 45
}; 
# 47
__attribute__((visibility("hidden"))) void drift22(Span5 beta23, const char *in24) ;
#if 0
# 47
{ 
# 48
beta23 = Span5{((8.125F)), (2.0F)}; 
# 49
__attribute__((unused)) static unsigned sh_25[16]; 
# 50
} 
#endif
# 52 "v001973.cu"
namespace kern26 { 
# 53
class Particle27 { 
# 54
float w28; 
# 55
float w29; 
# 56
double z30; 
# 58
public: Particle27(float init31, float a32, double init33) : w28(init31), w29(a32), z30(init33) { } 
# 59
void scale34(float v35) { 
# 60
(z30) = ((w29) - (4)); 
# 61
} 
# 62
void mix36(double base37) { 
# 63
base37 = ((62UL) + (w28)); 
# 64
} 
# 65
}; 
# 67
template< class T> 
# 68
struct Pixel38 { 
# 69
T count39; 
# 70
T mix40() const { 
# 71
return 13; 
# 72
} 
# 73
}; 
# 74
enum Kind41: int { FAST42, SLOW43}; 
# 75
}
# 77
constexpr int relax44(int stride45, int lane46) { 
# 78
return (((stride45 += (-2587)), (sizeof(int) - stride45)) > ('\t')) ? (10 + lane46) + ((float)stride45) : (kern26::FAST42); 
# 79
} 
# 81
int main() { 
# 82
int len47 = 974; 
# 83
kern26::Pixel38< unsigned>  v48 = {(32)}; 
# 84
len47 = 1196; 
# 85
(__cudaPushCallConfiguration(((dim3)((len47 + 127) / 128)), 1 << 9, 1024, 0)) ? (void)0 : bump10((const long *)nullptr, (const size_t *)nullptr); 
# 86
cudaStream_t v49 = (nullptr); 
# 87
(__cudaPushCallConfiguration((len47 + 31) / 32, 256)) ? (void)0 : drift22(Span5{((0.375F)), (U'\x7a')}, (const char *)nullptr); 
# 88
return 0; 
# 89
} 

# 1 "v001973.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__dda91f4b_10_v001973_cu_3faf3db1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001973.cudafe1.stub.c"
#include "v001973.cudafe1.stub.c"
# 1 "v001973.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
