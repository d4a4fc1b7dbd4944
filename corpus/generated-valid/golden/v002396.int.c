# 1 "v002396.cu"
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
# 14 "v002396.cu"
__attribute__((visibility("hidden"))) void step6(const float *input7, int len8, int n9, const float *coef10) ;
#if 0
# 15
{ 
# 16
__attribute__((unused)) extern float dyn_11[]; 
# 17
int idx12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 18
int y13 = dyn_11[6]; 
# 19
char w14 = coef10[1]; 
# 20
} 
#endif
# 22 "v002396.cu"
int drift15(int count16 = 22UL) 
# 23
{ 
# 24
count16 = (3 + count16); 
# 25
unsigned char acc17 = count16; 
# 26
count16 = (3 - (((int)acc17) / acc17)); 
# 27
size_t m18 = acc17; 
# 28
count16 = 57; 
# 29
return m18; 
# 30
} 
# 32
static float run_smooth19(const float *input20, int n21, int n22 = 36UL) 
# 33
{ 
# 34
do { n21 += drift15((51) + ((*input20) + (36))); } while (0); 
# 35
int tmp23 = drift15(); 
# 36
const char *mid24 = ("3"); 
# 37
(__cudaPushCallConfiguration((n21 + 63) / 64, 512, 256)) ? (void)0 : step6(input20, n22, (!input20) ? (mid24[0]) - 3 : tmp23, input20); 
# 38
tmp23 = 3; 
# 39
return (11.25F); 
# 40
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 42
template< class T> static void 
# 43
__wrapper__device_stub_sweep25(T &a26, int &len27, T &p28) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 44
{ 
# 45
unsigned idx29 = __device_builtin_variable_threadIdx.x; 
# 46
p28 = ((float)3); 
# 47
for (int j30 = 0; j30 < len27; ++j30) { 
# 48
if ((a26 + len27) >= idx29) { 
# 49
size_t w31 = drift15(); 
# 50
}  
# 51
if ((((__device_builtin_variable_blockDim.x) < idx29) ? a26 : idx29) < ((j30 + 34) + drift15())) { 
# 52
int hi32((41) * idx29); 
# 53
__attribute__((unused)) static float sh_33; 
# 54
}  
# 55
}  
# 56
} 
#endif

#pragma GCC diagnostic pop

# 42 "v002396.cu"
template< class T> static void 
# 43
sweep25(T a26, int len27, T p28) 
# 44
{__wrapper__device_stub_sweep25<T>(a26,len27,p28);
# 56
return;}
#if 0
# 44
{ 
# 45
unsigned idx29 = __device_builtin_variable_threadIdx.x; 
# 46
p28 = ((float)3); 
# 47
for (int j30 = 0; j30 < len27; ++j30) { 
# 48
if ((a26 + len27) >= idx29) { 
# 49
size_t w31 = drift15(); 
# 50
}  
# 51
if ((((__device_builtin_variable_blockDim.x) < idx29) ? a26 : idx29) < ((j30 + 34) + drift15())) { 
# 52
int hi32((41) * idx29); 
# 53
__attribute__((unused)) static float sh_33; 
# 54
}  
# 55
}  
# 56
} 
#endif
# 58 "v002396.cu"
int check_grow34(unsigned char *out35, int *data36) 
# 59
{ 
# 60
unsigned char base37 = run_smooth19(reinterpret_cast< const float *>(out35), data36[1], *out35); 
# 61
drift15(); 
# 62
(__cudaPushCallConfiguration(2, 256 * 2)) ? (void)0 : sweep25((9.0F), ((data36[base37]) <= base37) ? out35[2] : ('a'), static_cast< float>(6 * (*out35))); 
# 63
(__cudaPushCallConfiguration(32, 3 + 253, 256)) ? (void)0 : step6(reinterpret_cast< const float *>(data36), base37, run_smooth19(nullptr, (unsigned)60, drift15(2183)), reinterpret_cast< const float *>(out35)); 
# 64
(__cudaPushCallConfiguration((3 + 5) * (3 + 1), 128)) ? (void)0 : sweep25(static_cast< int>(drift15(3377U)), data36[6], static_cast< int>(run_smooth19(reinterpret_cast< const float *>(out35), *out35, data36[5]))); 
# 65
return (36 * ((data36[base37]) - ('\177'))) + (run_smooth19(reinterpret_cast< const float *>(out35), 'a') - run_smooth19(reinterpret_cast< const float *>(out35), base37, base37)); 
# 66
} 
# 68
int main() 
# 69
{ 
# 70
int count38 = 2285; 
# 71
if (!count38) { 
# 72
(__cudaPushCallConfiguration(2, 512, 0)) ? (void)0 : sweep25< double> (count38, ('\a') - (count38 + 3), run_smooth19(nullptr, 61UL) + (drift15())); 
# 73
static double t39 = (49); 
# 74
}  
# 75
auto fn42 = [&](int v40, unsigned v41) { 
# 76
(count38) = (('z') - (count38)); 
# 77
run_smooth19(nullptr, ((v40 < v41) && v41) ? count38 : v40, sizeof(float)); 
# 78
} ; typedef decltype(fn42) __T0;
# 79
fn42(count38, count38); 
# 80
static char off43 = (52LL); 
# 81
count38 = drift15(); 
# 82
return 0; 
# 83
} 

# 1 "v002396.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c53468e3_10_v002396_cu_939b8245
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002396.cudafe1.stub.c"
#include "v002396.cudafe1.stub.c"
# 1 "v002396.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
