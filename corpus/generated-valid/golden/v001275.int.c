# 1 "v001275.cu"
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
# 24 "v001275.cu"
class Particle5 { 
# 25
int hi6; 
# 27
public: Particle5(int b7) : hi6(b7) { } 
# 28
void get8(size_t e9) { 
# 29
size_t t10 = e9; 
# 30
} 
# 31
int get11() const { 
# 32
return hi6; 
# 33
} 
# 34
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 36
template< class T, class U> static void 
# 37
__wrapper__device_stub_step12(U &alpha13, U &q14) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 37
{ 
# 38
q14 -= alpha13; 
# 39
if ((q14 - 49) < 32U) { 
# 40
return; 
# 41
}  
# 42
static_assert(((3 * 10) > 29), "size check");
# 43
__attribute__((unused)) static double sh_15[256]; 
# 44
alpha13++; 
# 45
(sh_15[17])++; 
# 46
signed char idx16[7]{(static_cast< signed char>(57U)), (static_cast< signed char>(2UL)), (4U), (-2), (29U), (40L), static_cast< signed char>(sh_15[210])}; 
# 47
} 
#endif

#pragma GCC diagnostic pop

# 36 "v001275.cu"
template< class T, class U> static void 
# 37
step12(U alpha13, U q14) {__wrapper__device_stub_step12<T,U>(alpha13,q14);
# 47
return;}
#if 0
# 37
{ 
# 38
q14 -= alpha13; 
# 39
if ((q14 - 49) < 32U) { 
# 40
return; 
# 41
}  
# 42
static_assert(((3 * 10) > 29), "size check");
# 43
__attribute__((unused)) static double sh_15[256]; 
# 44
alpha13++; 
# 45
(sh_15[17])++; 
# 46
signed char idx16[7]{(static_cast< signed char>(57U)), (static_cast< signed char>(2UL)), (4U), (-2), (29U), (40L), static_cast< signed char>(sh_15[210])}; 
# 47
} 
#endif
# 48 "v001275.cu"
enum Color17: unsigned { BUSY18, HIGH19}; 
# 49
static unsigned d_decay20; 
# 51
static void accum21(const int *in22) ;
#if 0
# 51
{ 
# 52
__attribute__((unused)) extern long dyn_23[]; 
# 53
d_decay20 = (44LL * d_decay20); 
# 54
auto sum24 = (11.75); 
# 55
__attribute__((unused)) static float sh_25[128]; 
# 56
int k26(sh_25[d_decay20]); 
# 57
} 
#endif
# 59 "v001275.cu"
__attribute__((visibility("hidden"))) void fuse27_kernel(const int *in28, int count29, const double *input30) ;
#if 0
# 59
{ 
# 60
count29 = (HIGH19); 
# 61
count29 = (d_decay20 * 60LL); 
# 62
++count29; 
# 63
if (!(in28 != (nullptr))) { 
# 64
return; 
# 65
}  
# 66
} 
#endif
# 68 "v001275.cu"
__attribute__((visibility("hidden"))) void clamp31_kernel(int *dst32, int *buf33, int stride34, int len35) ;
#if 0
# 68
{ 
# 69
Particle5 base36(3); 
# 70
do { (dst32[stride34]) += (7 - ((buf33[2]) + len35)); } while (0); 
# 71
static_assert((sizeof(int) == (4)), "tile must fit");
# 72
++len35; 
# 73
len35 = (len35 + ((d_decay20 * (BUSY18)) / len35)); 
# 74
} 
#endif
# 77 "v001275.cu"
constexpr int norm37(int len38) { 
# 78
auto flag39 = HIGH19; 
# 79
unsigned e40 = ((len38 + 62U) >= len38) ? len38 + len38 : flag39; 
# 80
return static_cast< float>(HIGH19); 
# 81
} 
# 83
int main() { 
# 84
int n41 = 3262; 
# 85
const char *lim42 = ("AB"); 
# 86
Color17 tmp43 = HIGH19; 
# 87
n41 = ((HIGH19) + tmp43); 
# 88
const char *m44 = ("\"q\""); 
# 89
(__cudaPushCallConfiguration((n41 + 63) / 64, dim3((n41 + 127) / 128, 32), 1024, 0)) ? (void)0 : step12< unsigned, unsigned> (45 + (+n41), (((lim42[0]) / 36) <= n41) ? 14 : (31 - (lim42[1]))); 
# 90
(__cudaPushCallConfiguration((n41 + 63) / 64, dim3((n41 + 31) / 32, 32, 64), sizeof(double) * (256), 0)) ? (void)0 : accum21(&n41); 
# 91
(__cudaPushCallConfiguration((n41 + 255) / 256, (HIGH19) + (31))) ? (void)0 : fuse27_kernel(nullptr, n41, nullptr); 
# 92
return 0; 
# 93
} 

# 1 "v001275.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9205b054_10_v001275_cu_78723312
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001275.cudafe1.stub.c"
#include "v001275.cudafe1.stub.c"
# 1 "v001275.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
