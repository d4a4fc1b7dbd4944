# 1 "cxx_literals.cu"
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
# 6 "cxx_literals.cu"
const unsigned long long kInts[] = {(42), (42), (42), (42), (42), (42), (1000000), (42U), (42U), (42L), (42L), (42UL), (42UL), (42UL), (42LL), (42LL), 42ULL, 42ULL, 18446744073709551615ULL}; 
# 10
const double kFloats[] = {(1.0), (1.0), (0.5), (1000.0), (0.001), (250.0), (16.0), (0.75), ((1.0F)), ((2.5F)), ((3.0L)), ((4.0L)), (1024.5)}; 
# 12
const char kChars[] = {'a', '\n', '\t', '\\', '\'', '\"', '\000', 'A', 'A', '\a', '\b', '\f', '\r', '\v', '\?'}; 
# 13
const wchar_t kWide = L'\x77'; 
# 14
const char16_t k16 = u'\x78'; 
# 15
const char32_t k32 = U'\x1f600'; 
# 17
const char *kStrings[] = {("plain"), ("with \"quotes\" and \\backslash"), ("concatenated"), ("utf-8 caf\303\251"), ("raw \\n \"string\""), ("raw with )\" inside"), ("tab\there"), ("")}; 
# 21
const wchar_t *kWideStr = (L"\x77\x69\x64\x65"); 
# 22
const char16_t *k16Str = (u"\x73\x69\x78\x74\x65\x65\x6e"); 
# 23
const char32_t *k32Str = (U"\x74\x68\x69\x72\x74\x79\x2d\x74\x77\x6f"); 
# 25
constexpr unsigned long long operator ""_KiB(unsigned long long v) { return v * 1024ULL; } 
# 26
constexpr double operator ""_deg(long double v) { return (double)((v * (3.1415926535897932385L)) / (180.0L)); } 
# 28
static float c_weights[4]; 
# 30
__attribute__((visibility("hidden"))) void apply_weights(float *v, int n) ;
#if 0
# 31
{ 
# 32
int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 33
if (i < n) { (v[i]) = ((((((v[i]) * (c_weights[i & 3])) + (0.0015F)) - (16)) + (8)) + (3)); }  
# 34
} 
#endif
# 36 "cxx_literals.cu"
int main() 
# 37
{ 
# 38
(__cudaPushCallConfiguration(1, 64)) ? (void)0 : apply_weights(nullptr, 64); 
# 39
bool yes = true, no = false; 
# 40
void *none = (nullptr); 
# 41
return (((((((((((int)((((kInts[4]) + ((unsigned long long)(kFloats[6]))) + (kChars[7])) + (4_KiB))) + ((int)((90.0_deg)))) + (yes && (!no))) + (none == (nullptr))) + (kWide != 0)) + (k16 != 0)) + (k32 != (0))) + ((kStrings[5])[0])) + (kWideStr != (nullptr))) + (k16Str != (nullptr))) + (k32Str != (nullptr)); 
# 44
} 

# 1 "cxx_literals.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6056d2fe_15_cxx_literals_cu_kStrings
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "cxx_literals.cudafe1.stub.c"
#include "cxx_literals.cudafe1.stub.c"
# 1 "cxx_literals.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
