# 1 "v001518.cu"
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
# 10 "v001518.cu"
using ptr4_t = int *; 
# 12
static int run_decay5(int n6, const unsigned *__restrict__ src7) { 
# 13
static int prod8 = 1883; 
# 14
if ((43) < (src7[5])) { 
# 15
return src7[n6]; }  
# 16
prod8 = 37; 
# 17
return (((static_cast< short>(*src7)) + ((prod8) ? prod8 : n6)) > (54 - prod8)) ? ('a') / n6 : ((128 >> prod8) - (*src7)); 
# 18
} 
# 20
static float run_scale9(int lane10, float p11, float cfg12) { 
# 21
do { float tmp_ = cfg12; cfg12 = p11; p11 = tmp_; } while (0); 
# 22
switch (lane10) { 
# 23
case 11:  
# 24
lane10 &= (((22 == run_decay5(lane10, (const unsigned *)nullptr)) ? lane10 * sizeof(unsigned) : (43)) - (run_decay5(cfg12, static_cast< const unsigned *>(nullptr)) + run_decay5(__alignof__(float), nullptr))); 
# 25
p11 *= lane10; 
# 26
break; 
# 27
}  
# 28
int idx13 = ((48 - lane10) == p11) ? run_decay5(cfg12, nullptr) + run_decay5(lane10, (const unsigned *)nullptr) : 36UL; 
# 29
p11 = (0.375F); 
# 30
bool idx14 = ((lane10) ? p11 : (48)) < p11; 
# 31
return cfg12 + (idx13 - (p11 * idx14)); 
# 32
} 
# 34
__attribute__((unused)) static inline double fold15(double a16) {int volatile ___ = 1;(void)a16;
# 44
::exit(___);}
#if 0
# 34
{ 
# 35
__attribute__((unused)) static unsigned sh_17[256]; 
# 36
(sh_17[41]) >>= ((a16 > (static_cast< double>(sh_17[84]))) ? (int)(a16 - a16) : (sh_17[148])); 
# 37
(sh_17[140]) += ('0'); 
# 38
for (int i18 = 4; i18 > 0; --i18) { 
# 39
unsigned short q19 = sh_17[i18]; 
# 40
}  
# 41
a16 /= ((-0) * a16); 
# 42
__attribute__((unused)) static double sh_20[8 * 16]; 
# 43
return (sh_20[40]) + ((9.25) * ((sh_17[98]) ? sh_20[21] : (45))); 
# 44
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 46 "v001518.cu"
template< class T, class U> static void 
# 47
__wrapper__device_stub_decay21(const T *__restrict__ &input22) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 47
{ 
# 48
unsigned char u23 = *input22; 
# 49
int iter24 = 0; 
# 50
while (iter24 < iter24) { 
# 51
int u25{17}; 
# 52
fold15(((long)u23) << (25 + iter24)); 
# 53
++iter24; 
# 54
}  
# 55
double stride26 = input22[u23]; 
# 56
__attribute__((unused)) static float sh_27[8]; 
# 57
} 
#endif

#pragma GCC diagnostic pop

# 46 "v001518.cu"
template< class T, class U> static void 
# 47
decay21(const T *__restrict__ input22) {__wrapper__device_stub_decay21<T,U>(input22);
# 57
return;}
#if 0
# 47
{ 
# 48
unsigned char u23 = *input22; 
# 49
int iter24 = 0; 
# 50
while (iter24 < iter24) { 
# 51
int u25{17}; 
# 52
fold15(((long)u23) << (25 + iter24)); 
# 53
++iter24; 
# 54
}  
# 55
double stride26 = input22[u23]; 
# 56
__attribute__((unused)) static float sh_27[8]; 
# 57
} 
#endif
# 59 "v001518.cu"
constexpr int check_stencil28(int lane29) { 
# 60
unsigned k30 = lane29 - (+lane29); 
# 61
return (k30) ? 18 : 35; 
# 62
} 
# 64
int main() { 
# 65
int n31 = 1345; 
# 66
(__cudaPushCallConfiguration((n31 + 31) / 32, 1 << 9, 4096)) ? (void)0 : decay21< float, float> (nullptr); 
# 67
for (int n32 = 0; n32 < 9; ++n32) { 
# 68
n31 = (run_decay5(n31, nullptr) >> 7); 
# 69
n31 = (run_scale9(n31, n32, (unsigned)n31)); 
# 70
(__cudaPushCallConfiguration((n32 + 127) / 128, 256)) ? (void)0 : decay21< double, double> (nullptr); 
# 71
}  
# 72
n31 += n31; 
# 73
return 0; 
# 74
} 

# 1 "v001518.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f22aad91_10_v001518_cu_main
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001518.cudafe1.stub.c"
#include "v001518.cudafe1.stub.c"
# 1 "v001518.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
