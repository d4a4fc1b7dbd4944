# 1 "v001793.cu"
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
# 8 "v001793.cu"
struct Body3 { 
# 9
int sum4; 
# 10
double z5; 
# 11
unsigned char hi6; 
# 12
int reset7() const { 
# 13
Body3 val8 = Body3{sum4, (7.0), (31U)}; 
# 14
return 53; 
# 15
} 
# 16
void get9(short acc10) { 
# 17
float u11 = acc10 + (((19.875F) / acc10) * (22.75F)); 
# 18
unsigned m12 = (14); 
# 19
} 
# 20
}; 
# 22
Body3 operator+(Body3 a, Body3 b) { 
# 23
Body3 r = a; 
# 24
(r.sum4) += (b.sum4); 
# 25
(r.z5) += (b.z5); 
# 26
(r.hi6) += (b.hi6); 
# 27
return r; 
# 28
} 
# 30
namespace ops13 { 
# 31
constexpr unsigned LANES14 = (8); 
# 33
unsigned char run_clamp15(int *acc16, float *__restrict__ out17, size_t a18) { 
# 34
if (*acc16) { 
# 35
goto finish19; 
# 36
}  
# 37
a18 *= (17); 
# 38
a18 = ops13::LANES14; 
# 39
finish19:; ; 
# 40
return 255; 
# 41
} 
# 43
__attribute__((visibility("hidden"))) void tally20(int stride21, float *buf22, float *out23) ;
#if 0
# 43
{ 
# 44
int iter24 = 0; 
# 45
do { 
# 46
__attribute__((unused)) static long sh_25; 
# 47
++iter24; 
# 48
} while (iter24 < 10); 
# 49
(*buf22) = (iter24 + (buf22[6])); 
# 50
if ((((out23[1]) * ops13::LANES14) / (__device_builtin_variable_blockDim.y)) != ((47) - (buf22[stride21]))) { 
# 51
__attribute__((unused)) static int sh_26[16]; 
# 52
}  
# 53
(out23[stride21]) *= ops13::LANES14; 
# 54
bool x27 = ((0 + stride21) * ops13::LANES14) - ops13::LANES14; 
# 55
} 
#endif
# 56 "v001793.cu"
}
# 57
enum class Kind28 { Green29, Slow30, Green31 = 4, High32}; 
# 59
__attribute__((visibility("hidden"))) void split33(long *data34) ;
#if 0
# 59
{ 
# 60
int tid35 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 61
if ((34) == (((*data34) * ops13::LANES14) + (4619U))) { 
# 62
(data34[3]) -= tid35; 
# 63
constexpr float x36 = ('0'); 
# 64
(data34[3]) = (23); 
# 65
}  
# 66
__attribute__((unused)) static float sh_37; 
# 67
if (sh_37 > tid35) { 
# 68
return; 
# 69
}  
# 70
constexpr unsigned q38 = (ops13::LANES14 + (53)); 
# 71
} 
#endif
# 73 "v001793.cu"
constexpr int host_fuse39(int stride40, int count41) { 
# 74
auto hi42 = 51UL + count41; 
# 75
return count41; 
# 76
} 
# 78
int main() { 
# 79
int len43 = 3150; 
# 80
len43 = (8U); 
# 81
Kind28 t44 = Kind28::Green29; 
# 82
(__cudaPushCallConfiguration(dim3(16, (len43 + 255) / 256, (len43 + 31) / 32), 256)) ? (void)0 : ops13::tally20(host_fuse39(host_fuse39(len43, ops13::LANES14), ops13::run_clamp15(nullptr, nullptr, ops13::LANES14)), nullptr, (float *)nullptr); 
# 83
const float *t45 = (nullptr); 
# 84
(__cudaPushCallConfiguration((len43 + 127) / 128, 32)) ? (void)0 : split33((long *)nullptr); 
# 85
return 0; 
# 86
} 

# 1 "v001793.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5893c05a_10_v001793_cu_32c4d2fc
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001793.cudafe1.stub.c"
#include "v001793.cudafe1.stub.c"
# 1 "v001793.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
