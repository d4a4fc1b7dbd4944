#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002195.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6clamp7iPff(int, float *, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8spread14ii(int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14tally29_kernelPfPi(float *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__9a496606_10_v002195_cu_e47d201514shade21_kernelEjPKiPfS2_(unsigned, const int *, float *, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6clamp7iPff(int __par0, float *__par1, float __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int, float *, float))clamp7)), 0U);}
# 16 "v002195.cu"
void clamp7( int __cuda_0,float *__cuda_1,float __cuda_2)
# 16 "v002195.cu"
{__device_stub__Z6clamp7iPff( __cuda_0,__cuda_1,__cuda_2);
# 24 "v002195.cu"
}
# 1 "v002195.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8spread14ii( int __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(int, int))spread14)), 0U); }
# 26 "v002195.cu"
void spread14( int __cuda_0,int __cuda_1)
# 26 "v002195.cu"
{__device_stub__Z8spread14ii( __cuda_0,__cuda_1);
# 35 "v002195.cu"
}
# 1 "v002195.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14tally29_kernelPfPi( float *__par0,  int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, int *))tally29_kernel)), 0U); }
# 48 "v002195.cu"
void tally29_kernel( float *__cuda_0,int *__cuda_1)
# 48 "v002195.cu"
{__device_stub__Z14tally29_kernelPfPi( __cuda_0,__cuda_1);
# 55 "v002195.cu"
}
# 1 "v002195.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__9a496606_10_v002195_cu_e47d201514shade21_kernelEjPKiPfS2_( unsigned __par0,  const int *__par1,  float *__par2,  float *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(unsigned, const int *, float *, float *))_NV_ANON_NAMESPACE::shade21_kernel)), 0U); }
# 38 "v002195.cu"
void _NV_ANON_NAMESPACE::shade21_kernel( unsigned __cuda_0,const int *__cuda_1,float *__cuda_2,float *__cuda_3)
# 38 "v002195.cu"
{__device_stub__ZN43_GLOBAL__N__9a496606_10_v002195_cu_e47d201514shade21_kernelEjPKiPfS2_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 45 "v002195.cu"
}
# 1 "v002195.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(unsigned, const int *, float *, float *))_NV_ANON_NAMESPACE::shade21_kernel), _ZN43_GLOBAL__N__9a496606_10_v002195_cu_e47d201514shade21_kernelEjPKiPfS2_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float *, int *))tally29_kernel), tally29_kernel, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, int))spread14), _Z8spread14ii, 32); __cudaRegisterEntry(__T3, ((void ( *)(int, float *, float))clamp7), _Z6clamp7iPff, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
