#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001133.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13accum2_kernelf(float);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5img1514drift18_kernelEPKifS1_(const int *, float, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13accum2_kernelf(float __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(float))accum2_kernel)), 0U);}
# 7 "v001133.cu"
void accum2_kernel( float __cuda_0)
# 8 "v001133.cu"
{__device_stub__Z13accum2_kernelf( __cuda_0);
# 26 "v001133.cu"
}
# 1 "v001133.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5img1514drift18_kernelEPKifS1_( const int *__par0,  float __par1,  const int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const int *, float, const int *))img15::drift18_kernel)), 0U); }
# 47 "v001133.cu"
void img15::drift18_kernel( const int *__cuda_0,float __cuda_1,const int *__cuda_2)
# 48 "v001133.cu"
{__device_stub__ZN5img1514drift18_kernelEPKifS1_( __cuda_0,__cuda_1,__cuda_2);
# 63 "v001133.cu"
}
# 1 "v001133.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(const int *, float, const int *))img15::drift18_kernel), _ZN5img1514drift18_kernelEPKifS1_, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(float))accum2_kernel), _Z13accum2_kernelf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
